import { z } from 'zod';
import { MultilineText, SingleLineText } from './auth';
import { BodyId, dataEnvelope, LangQuery, QueryBoolean } from './common';

// --- Full product editing (the back office for every product, a seller for its own). ----------------------

/** Up to 1,000,000 EGP, as for prices and stock (`backoffice.ts`): a few extra zeros are refused. */
const Price = z.number().int().min(1).max(100_000_000);
const Stock = z.number().int().min(0).max(1_000_000);
const Name = SingleLineText.trim().min(1).max(160);
const Description = MultilineText.trim().max(5_000);
const Badge = SingleLineText.trim().max(40);
/** A stock-keeping code: letters, digits and `-_.`, so a CSV cell can hold it untouched. */
export const Sku = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/);

/** One largest side for an uploaded product image, re-encoded as WebP; what the storefront shows at most. */
export const PRODUCT_IMAGE_MAX_SIDE = 1200;
/** An uploaded image may weigh 5 MB before it is re-encoded (as a profile photo may); at most this many per product. */
export const PRODUCT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PRODUCT_IMAGES_MAX = 8;

/**
 * `POST /{admin|seller}/products`, `PUT /{admin|seller}/products/{id}`: everything about a product except its
 * images (uploaded one by one) and its variants (their own calls). `seller_id` is read in the back office
 * only (required there on create); the seller portal always uses the caller's seller. A badge is both
 * languages or none; `featured` is the store's choice, so a seller's value is ignored.
 */
export const ProductEditBody = z
  .strictObject({
    name_en: Name,
    name_ar: Name,
    description_en: Description.default(''),
    description_ar: Description.default(''),
    category_id: BodyId,
    sub_category_id: BodyId,
    brand_id: BodyId,
    seller_id: BodyId.optional(),
    sku: Sku.nullable().default(null),
    price: Price,
    before_discount: Price.nullable().default(null),
    stock: Stock,
    weight_grams: z.number().int().min(1).max(1_000_000),
    weight_unit: z.enum(['g', 'kg']).default('g'),
    badge_en: Badge.nullable().default(null),
    badge_ar: Badge.nullable().default(null),
    featured: z.boolean().default(false),
    is_active: z.boolean().default(true),
  })
  .refine((body) => (body.badge_en ? 1 : 0) === (body.badge_ar ? 1 : 0), {
    path: ['badge_ar'],
    params: { messageKey: 'badgeBothLanguages' },
  });
export type ProductEditBody = z.input<typeof ProductEditBody>;

/** `POST /{area}/products/{id}/variants`, `PUT /{area}/variants/{id}`. */
export const VariantEditBody = z.strictObject({
  kind: z.enum(['grind', 'size', 'color']),
  name_en: Name,
  name_ar: Name,
  sku: Sku.nullable().default(null),
  price: Price,
  before_discount: Price.nullable().default(null),
  stock: Stock,
});
export type VariantEditBody = z.input<typeof VariantEditBody>;

/** `PUT /{area}/products/{id}/images`: the product's images in their new order; one left out is removed. */
export const ProductImagesBody = z.strictObject({
  images: z.array(z.string().max(300)).max(PRODUCT_IMAGES_MAX),
});

export const EditableVariant = z.object({
  id: z.number().int(),
  kind: z.enum(['grind', 'size', 'color']),
  name_en: z.string(),
  name_ar: z.string(),
  sku: z.string().nullable(),
  price: z.number().int(),
  before_discount: z.number().int().nullable(),
  stock: z.number().int(),
});
export type EditableVariant = z.infer<typeof EditableVariant>;

/** A product as its edit form needs it: both languages, ids of what it belongs to, images as stored. */
export const EditableProduct = z.object({
  id: z.number().int(),
  slug: z.string(),
  name_en: z.string(),
  name_ar: z.string(),
  description_en: z.string(),
  description_ar: z.string(),
  category_id: z.number().int(),
  sub_category_id: z.number().int(),
  brand_id: z.number().int(),
  seller_id: z.number().int(),
  sku: z.string().nullable(),
  price: z.number().int(),
  before_discount: z.number().int().nullable(),
  stock: z.number().int(),
  weight_grams: z.number().int(),
  weight_unit: z.enum(['g', 'kg']),
  badge_en: z.string().nullable(),
  badge_ar: z.string().nullable(),
  featured: z.boolean(),
  is_active: z.boolean(),
  /** Stored paths (`/media/…`), the keys `PUT …/images` takes. */
  images: z.array(z.string()),
  /** The same, as the browser loads them (a CDN base prefixed when configured). */
  image_urls: z.array(z.string()),
  variants: z.array(EditableVariant),
});
export type EditableProduct = z.infer<typeof EditableProduct>;
export const EditableProductResponse = dataEnvelope(EditableProduct);

// --- Categories, sub-categories and brands (the back office only). ----------------------------------------

/** Create or rename in both languages, and hide or show again. */
export const TaxonomyBody = z.strictObject({
  name_en: SingleLineText.trim().min(1).max(80),
  name_ar: SingleLineText.trim().min(1).max(80),
  is_hidden: z.boolean().default(false),
});
export type TaxonomyBody = z.input<typeof TaxonomyBody>;

const TaxonomyItem = z.object({
  id: z.number().int(),
  slug: z.string(),
  name_en: z.string(),
  name_ar: z.string(),
  /** In the caller's language. */
  name: z.string(),
  is_hidden: z.boolean(),
});
export type TaxonomyItem = z.infer<typeof TaxonomyItem>;
export const TaxonomyItemResponse = dataEnvelope(TaxonomyItem);

/**
 * `GET /{area}/catalog-options`: what a product may belong to. The back office sees hidden ones too (marked);
 * the seller portal only what shoppers see.
 */
export const CatalogOptions = z.object({
  categories: z.array(TaxonomyItem.extend({ sub_categories: z.array(TaxonomyItem) })),
  brands: z.array(TaxonomyItem),
  sellers: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type CatalogOptions = z.infer<typeof CatalogOptions>;
export const CatalogOptionsResponse = dataEnvelope(CatalogOptions);

// --- CSV of prices and stock. ------------------------------------------------------------------------------

/** The CSV's largest body: about 5,000 rows with names in both languages. */
export const CATALOG_CSV_MAX_BYTES = 2 * 1024 * 1024;

/** `POST /{area}/catalog/import`: `dry_run` (default) only reports; `false` applies, all rows or none. */
export const CatalogImportQuery = LangQuery.extend({ dry_run: QueryBoolean.default(true) });

const ImportPricing = z.object({
  price: z.number().int(),
  before_discount: z.number().int().nullable(),
  stock: z.number().int(),
});

/** One line of the file: what it names, and whether it would change, changes nothing, or is wrong (why). */
export const CatalogImportRow = z.object({
  line: z.number().int(),
  key: z.string(),
  kind: z.enum(['product', 'variant']).nullable(),
  id: z.number().int().nullable(),
  name: z.string().nullable(),
  status: z.enum(['changed', 'unchanged', 'error']),
  before: ImportPricing.nullable(),
  after: ImportPricing.nullable(),
  errors: z.array(z.string()),
});
export type CatalogImportRow = z.infer<typeof CatalogImportRow>;

export const CatalogImportReport = z.object({
  applied: z.boolean(),
  summary: z.object({ changed: z.number().int(), unchanged: z.number().int(), errors: z.number().int() }),
  rows: z.array(CatalogImportRow),
});
export type CatalogImportReport = z.infer<typeof CatalogImportReport>;
export const CatalogImportResponse = dataEnvelope(CatalogImportReport);
