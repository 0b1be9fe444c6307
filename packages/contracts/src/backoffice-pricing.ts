import { z } from 'zod';
import { SingleLineText } from './auth';
import { dataEnvelope, Id, LangQuery, PageQuery, Piastres, pageEnvelope } from './common';

// Catalog in the back office: prices, stock and publishing (the back office for every product, a seller for
// its own). NOTE: apart from backoffice.ts, whose audit entries use z.record: the storefront's pages share one
// copy of zod, which takes in every part of zod that any schema the browser loads uses, and the browser
// checks the answers of these calls.

/** Up to 1,000,000 EGP: a typo of a few extra zeros is refused rather than published. */
const Price = z.number().int().min(1).max(100_000_000);
const Stock = z.number().int().min(0).max(1_000_000);

/**
 * `PUT /admin/products/{id}/pricing`, `PUT /seller/products/{id}/pricing`: the product's price, its price
 * before a sale (null = not on sale; otherwise above the price), stock, and whether it is on sale in the
 * store (`is_active`).
 */
export const ProductPricingBody = z.strictObject({
  price: Price,
  before_discount: Price.nullable(),
  stock: Stock,
  is_active: z.boolean(),
});
export type ProductPricingBody = z.infer<typeof ProductPricingBody>;

/** `PUT /admin/variants/{id}/pricing`, `PUT /seller/variants/{id}/pricing`. */
export const VariantPricingBody = z.strictObject({
  price: Price,
  before_discount: Price.nullable(),
  stock: Stock,
});
export type VariantPricingBody = z.infer<typeof VariantPricingBody>;

/** `GET /admin/products`, `GET /seller/products`: newest first; `q` matches a name or the id. */
export const BackofficeProductsQuery = LangQuery.extend({
  q: SingleLineText.trim().max(100).optional(),
  seller_id: Id.optional().describe('Back office only; a seller always sees its own'),
  page: PageQuery.shape.page,
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});

export const BackofficeVariant = z.object({
  id: z.number().int(),
  name: z.string(),
  price: Piastres,
  before_discount: Piastres.nullable(),
  stock: z.number().int(),
});
export const BackofficeProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
  seller: z.object({ id: z.number().int(), name: z.string() }),
  price: Piastres,
  before_discount: Piastres.nullable(),
  stock: z.number().int(),
  is_active: z.boolean(),
  variants: z.array(BackofficeVariant),
});
export type BackofficeProduct = z.infer<typeof BackofficeProduct>;
export const BackofficeProductsResponse = pageEnvelope(BackofficeProduct);
export const BackofficeProductResponse = dataEnvelope(BackofficeProduct);
