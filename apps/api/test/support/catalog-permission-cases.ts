import { asc, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../../src/db/client.js';
import type {
  brands,
  categories,
  products,
  productVariants,
  subCategories,
} from '../../src/db/schema/index.js';

type Who = 'guest' | 'customer' | 'sellerA' | 'sellerB' | 'staff' | 'admin';
type Request = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
};
type Case = {
  name: string;
  allowed: Who[];
  request: () => Request;
  state?: () => Promise<unknown>;
  denial?: Partial<Record<Who, number>>;
  success?: (index: number) => number;
};

type Options = {
  db: () => Database;
  productA: () => number;
  variantA: () => number;
  /** Variants of seller A's product that the allowed callers delete: one for /admin, one for /seller. */
  spareVariants: () => [number, number];
  tables: {
    products: typeof products;
    productVariants: typeof productVariants;
    categories: typeof categories;
    subCategories: typeof subCategories;
    brands: typeof brands;
  };
};

const tinyPng = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#6f4e37' } })
  .png()
  .toBuffer();
const imageForm = () => {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(tinyPng)], { type: 'image/png' }), 'a.png');
  return form;
};

/**
 * The catalog calls of the back office and the seller portal (product editing, images, variants, the CSV,
 * categories and brands, dashboards) for the permission matrix in admin-permissions.test.ts.
 */
export function catalogCases({ db, productA, variantA, spareVariants, tables }: Options): Case[] {
  const { products: p, productVariants: v, categories: c, subCategories: s, brands: b } = tables;
  const catalogState = async () => ({
    product: (await db().select().from(p).where(eq(p.id, productA())))[0],
    variants: await db().select().from(v).where(eq(v.productId, productA())).orderBy(asc(v.id)),
    products: (await db().select({ n: count() }).from(p))[0]?.n,
  });
  const taxonomyState = async () => ({
    categories: await db().select().from(c).orderBy(asc(c.id)),
    subCategories: await db().select().from(s).orderBy(asc(s.id)),
    brands: await db().select().from(b).orderBy(asc(b.id)),
  });
  const placement = async () => {
    const [row] = await db()
      .select({
        categoryId: p.categoryId,
        subCategoryId: p.subCategoryId,
        brandId: p.brandId,
        sellerId: p.sellerId,
      })
      .from(p)
      .where(eq(p.id, productA()));
    return row!;
  };
  let fields: Record<string, unknown> = {};
  const productBody = (extra: Record<string, unknown> = {}) => ({ ...fields, ...extra });
  const prepare = async () => {
    const row = await placement();
    if (Object.keys(fields).length > 0) return;
    fields = {
      name_en: 'Matrix product',
      name_ar: 'منتج المصفوفة',
      category_id: row.categoryId,
      sub_category_id: row.subCategoryId,
      brand_id: row.brandId,
      price: 12_300,
      stock: 3,
      weight_grams: 250,
    };
  };
  const variant = { kind: 'size', name_en: '500 g', name_ar: '٥٠٠ جم', price: 20_000, stock: 2 };
  const firstCategory = async () => (await db().select({ id: c.id }).from(c).orderBy(asc(c.id)))[0]!.id;
  const firstSub = async () => (await db().select({ id: s.id }).from(s).orderBy(asc(s.id)))[0]!.id;
  const firstBrand = async () => (await db().select({ id: b.id }).from(b).orderBy(asc(b.id)))[0]!.id;
  const staff: Who[] = ['staff', 'admin'];
  let ids = { category: 0, sub: 0, brand: 0 };
  let currentImages: string[] = [];
  const withState = async <T>(read: () => Promise<T>) => {
    // Values the requests below need, read fresh before each refusal and each allowed call.
    await prepare();
    ids = { category: await firstCategory(), sub: await firstSub(), brand: await firstBrand() };
    currentImages =
      (await db().select({ images: p.images }).from(p).where(eq(p.id, productA())))[0]?.images ?? [];
    return read();
  };
  const csv = (area: string): Request => ({
    method: 'POST',
    url: `/${area}/catalog/import`,
    body: `product_id,stock\n${productA()},77`,
    headers: { 'content-type': 'text/csv' },
  });
  const taxonomy = { name_en: 'Matrix', name_ar: 'مصفوفة' };

  return [
    ...(['admin', 'seller'] as const).flatMap((area): Case[] => {
      const allowed: Who[] = area === 'admin' ? staff : ['sellerA'];
      const own = area === 'admin' ? {} : { denial: { sellerB: 404 } as Partial<Record<Who, number>> };
      const readers: Who[] = area === 'admin' ? staff : ['sellerA', 'sellerB'];
      return [
        {
          name: `GET /${area}/catalog-options`,
          allowed: readers,
          request: () => ({ method: 'GET', url: `/${area}/catalog-options` }),
        },
        {
          name: `GET /${area}/dashboard`,
          allowed: readers,
          request: () => ({ method: 'GET', url: `/${area}/dashboard` }),
        },
        {
          name: `GET /${area}/catalog/export.csv`,
          allowed: readers,
          request: () => ({ method: 'GET', url: `/${area}/catalog/export.csv` }),
        },
        {
          name: `POST /${area}/catalog/import (dry run)`,
          allowed: area === 'admin' ? staff : ['sellerA', 'sellerB'],
          state: () => withState(catalogState),
          request: () => csv(area),
        },
        {
          name: `POST /${area}/catalog/import (apply, seller A's row)`,
          allowed,
          ...(area === 'seller' && { denial: { sellerB: 422 } }),
          state: () => withState(catalogState),
          request: () => ({ ...csv(area), url: `/${area}/catalog/import?dry_run=false` }),
        },
        {
          name: `POST /${area}/products`,
          allowed: area === 'admin' ? staff : ['sellerA', 'sellerB'],
          state: () => withState(catalogState),
          success: () => 201,
          request: () => ({
            method: 'POST',
            url: `/${area}/products`,
            body: productBody(area === 'admin' ? { seller_id: 1 } : {}),
          }),
        },
        {
          name: `GET /${area}/products/:id (seller A's)`,
          allowed,
          ...own,
          request: () => ({ method: 'GET', url: `/${area}/products/${productA()}` }),
        },
        {
          name: `PUT /${area}/products/:id (seller A's)`,
          allowed,
          ...own,
          state: () => withState(catalogState),
          request: () => ({
            method: 'PUT',
            url: `/${area}/products/${productA()}`,
            body: productBody({ name_en: `Renamed by ${area}` }),
          }),
        },
        {
          name: `POST /${area}/products/:id/images (seller A's)`,
          allowed,
          ...own,
          state: () => withState(catalogState),
          success: () => 201,
          request: () => ({
            method: 'POST',
            url: `/${area}/products/${productA()}/images`,
            body: imageForm(),
          }),
        },
        {
          name: `PUT /${area}/products/:id/images (seller A's)`,
          allowed,
          ...own,
          state: () => withState(catalogState),
          request: () => ({
            method: 'PUT',
            url: `/${area}/products/${productA()}/images`,
            body: { images: [...currentImages].reverse() },
          }),
        },
        {
          name: `POST /${area}/products/:id/variants (seller A's)`,
          allowed,
          ...own,
          state: () => withState(catalogState),
          success: () => 201,
          request: () => ({ method: 'POST', url: `/${area}/products/${productA()}/variants`, body: variant }),
        },
        {
          name: `PUT /${area}/variants/:id (seller A's)`,
          allowed,
          ...own,
          state: () => withState(catalogState),
          request: () => ({
            method: 'PUT',
            url: `/${area}/variants/${variantA()}`,
            body: { ...variant, price: 10_000, stock: area === 'admin' ? 6 : 7 },
          }),
        },
        {
          name: `DELETE /${area}/variants/:id (seller A's)`,
          allowed,
          ...own,
          state: () => withState(catalogState),
          // Once deleted, the next allowed caller finds nothing.
          success: (index) => (index === 0 ? 200 : 404),
          request: () => ({
            method: 'DELETE',
            url: `/${area}/variants/${spareVariants()[area === 'admin' ? 0 : 1]}`,
          }),
        },
      ];
    }),
    {
      name: 'POST /admin/categories',
      allowed: staff,
      state: () => withState(taxonomyState),
      success: () => 201,
      request: () => ({ method: 'POST', url: '/admin/categories', body: taxonomy }),
    },
    {
      name: 'PUT /admin/categories/:id',
      allowed: staff,
      state: () => withState(taxonomyState),
      request: () => ({ method: 'PUT', url: `/admin/categories/${ids.category}`, body: taxonomy }),
    },
    {
      name: 'POST /admin/categories/:id/sub-categories',
      allowed: staff,
      state: () => withState(taxonomyState),
      success: () => 201,
      request: () => ({
        method: 'POST',
        url: `/admin/categories/${ids.category}/sub-categories`,
        body: taxonomy,
      }),
    },
    {
      name: 'PUT /admin/sub-categories/:id',
      allowed: staff,
      state: () => withState(taxonomyState),
      request: () => ({ method: 'PUT', url: `/admin/sub-categories/${ids.sub}`, body: taxonomy }),
    },
    {
      name: 'POST /admin/brands',
      allowed: staff,
      state: () => withState(taxonomyState),
      success: () => 201,
      request: () => ({ method: 'POST', url: '/admin/brands', body: taxonomy }),
    },
    {
      name: 'PUT /admin/brands/:id',
      allowed: staff,
      state: () => withState(taxonomyState),
      request: () => ({ method: 'PUT', url: `/admin/brands/${ids.brand}`, body: taxonomy }),
    },
  ];
}
