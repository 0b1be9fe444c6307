import { z } from 'zod';
import { dataEnvelope, Id, IdList, LangQuery, PageQuery, Piastres, QueryBoolean } from './common';

export const SubCategory = z.object({ id: z.number().int(), sub_category: z.string(), slug: z.string() });
export const Category = z.object({
  id: z.number().int(),
  category: z.string(),
  slug: z.string(),
  image: z.string(),
  sub_categories: z.array(SubCategory),
});
export type Category = z.infer<typeof Category>;
export type SubCategory = z.infer<typeof SubCategory>;

export const CategoriesQuery = LangQuery.extend({ show_sub: QueryBoolean.default(true) });
export const CategoriesResponse = dataEnvelope(z.array(Category));

/** Prices are PostgreSQL integers; anything above is no price at all (and must not reach the database). */
const MAX_PIASTRES = 2_147_483_647;

export const WeightUnit = z.enum(['g', 'kg']);

export const ProductCard = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  img: z.string(),
  images: z.array(z.string()),
  price: Piastres,
  beforeDiscount: Piastres.nullable(),
  rate: z.number().describe('Average rating, 0 to 5'),
  reviews_count: z.number().int(),
  stock: z.number().int(),
  badgeContent: z.string().nullable(),
  description: z.string(),
  weight: z.number(),
  weight_unit: WeightUnit,
  brand: z.object({ id: z.number().int(), name: z.string() }),
  seller: z.object({ id: z.number().int(), name: z.string() }),
  has_variants: z
    .boolean()
    .describe('Sold in variants (grind, size, colour): bought from its page, where one is chosen'),
  price_from: Piastres.nullable().describe(
    'Sold in variants at different prices: the lowest of them, which a listing shows as "from EGP …"; otherwise null',
  ),
});
export type ProductCard = z.infer<typeof ProductCard>;

export const ProductSort = z.enum(['newest', 'price_asc', 'price_desc', 'top_rated', 'relevance']);
export type ProductSort = z.infer<typeof ProductSort>;

export const ProductListQuery = LangQuery.extend(PageQuery.shape).extend({
  category: Id.optional(),
  subCategory: Id.optional(),
  brand: IdList.optional(),
  seller: Id.optional(),
  query: z.string().trim().max(100).optional(),
  price_min: z.coerce.number().int().min(0).max(MAX_PIASTRES).optional().describe('Piastres'),
  price_max: z.coerce.number().int().min(0).max(MAX_PIASTRES).optional().describe('Piastres'),
  rating: z.coerce.number().int().min(1).max(5).optional().describe('Minimum average stars'),
  in_stock: QueryBoolean.optional(),
  on_sale: QueryBoolean.optional(),
  sort: ProductSort.optional().describe('Default: relevance when searching, otherwise newest'),
});
export type ProductListQuery = z.infer<typeof ProductListQuery>;

export const FilterOption = z.object({
  id: z.union([z.number(), z.string()]),
  name: z.string(),
  count: z.number().int(),
});
export const ProductFilter = z.object({
  key: z.string(),
  name: z.string(),
  type: z.enum(['multi', 'single', 'range']),
  options: z.array(FilterOption),
});
export type ProductFilter = z.infer<typeof ProductFilter>;

export const ProductListResponse = z.object({
  data: z.array(ProductCard),
  meta: z.object({
    page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    last_page: z.number().int(),
  }),
  filters: z.array(ProductFilter),
  no_results: z
    .object({
      did_you_mean: z
        .string()
        .nullable()
        .describe('The closest respelling of the search that finds products, or null'),
      popular: z.array(ProductCard).describe('Popular products in stock, offered instead of nothing'),
    })
    .optional()
    .describe('Only when a search found nothing: where to go on (no dead ends)'),
});
export type ProductListResponse = z.infer<typeof ProductListResponse>;

/** The named lists behind the home sliders: `GET /products/{slug}`, empty slug = default list. */
export const ProductCollection = z.enum(['featured', 'top-rated', 'most-recent', 'offers']);
export const ProductCollectionParams = z.object({ slug: z.string().max(50).optional() });
export const ProductCollectionQuery = LangQuery.extend({
  limit: z.coerce.number().int().min(1).max(48).default(12),
});
export const ProductCollectionResponse = dataEnvelope(z.array(ProductCard));

export const Variant = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  kind: z.enum(['grind', 'size', 'color']),
  name: z.string(),
  price: Piastres,
  beforeDiscount: Piastres.nullable(),
  stock: z.number().int(),
});
export type Variant = z.infer<typeof Variant>;
export const VariantResponse = dataEnvelope(Variant);

export const Review = z.object({
  id: z.number().int(),
  /** First name and the last name's initial ("Mariam S.", «مريم س.»). */
  author: z.string(),
  rating: z.number().int(),
  body: z.string(),
  /** The language it was written in (`en` or `ar`): the page sets its direction by it. */
  lang: z.string(),
  /** Written by a shopper who received the product (the demo catalog's reviews are not). */
  verified: z.boolean(),
  created_at: z.string(),
});

export const ProductDetail = ProductCard.extend({
  category: z.object({ id: z.number().int(), name: z.string() }),
  sub_category: z.object({ id: z.number().int(), name: z.string() }),
  seller: z.object({ id: z.number().int(), name: z.string(), is_coffee_shop: z.boolean(), logo: z.string() }),
  variants: z.array(Variant),
  rating_summary: z.object({
    average: z.number(),
    count: z.number().int(),
    /** Count of reviews per star, index 0 = 1 star … index 4 = 5 stars. */
    distribution: z.array(z.number().int()).length(5),
  }),
  reviews: z.array(Review),
  related: z.array(ProductCard),
});
export type ProductDetail = z.infer<typeof ProductDetail>;
export const ProductDetailResponse = dataEnvelope(ProductDetail);
export const IdParams = z.object({ id: Id });

export const Brand = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  logo: z.string(),
  country: z.string(),
  products_count: z.number().int(),
});
export type Brand = z.infer<typeof Brand>;
export const BrandsResponse = dataEnvelope(z.array(Brand));
