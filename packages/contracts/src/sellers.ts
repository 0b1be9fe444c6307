import { z } from 'zod';
import { ProductCard } from './catalog';
import { Id, LangQuery, PageMeta, PageQuery } from './common';

export const OpeningHours = z.array(
  z.object({ day: z.number().int().min(0).max(6), open: z.string(), close: z.string() }),
);

export const SellerSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  logo: z.string(),
  is_coffee_shop: z.boolean(),
  address: z.string(),
  governorate: z.object({ id: z.number().int(), name: z.string() }),
  city: z.object({ id: z.number().int(), name: z.string() }),
  latitude: z.number(),
  longitude: z.number(),
  phone: z.string(),
  opening_hours: OpeningHours,
  products_count: z.number().int(),
});
export type SellerSummary = z.infer<typeof SellerSummary>;

export const CoffeeShopsQuery = LangQuery.extend(PageQuery.shape).extend({
  governorate: Id.optional(),
  query: z.string().trim().max(100).optional(),
});
export const CoffeeShopsResponse = z.object({ data: z.array(SellerSummary), meta: PageMeta });

export const VendorDetailsQuery = LangQuery.extend(PageQuery.shape).extend({
  query: z.string().trim().max(100).optional(),
});
export const VendorDetailsResponse = z.object({
  data: z.object({ seller: SellerSummary, products: z.array(ProductCard) }),
  meta: PageMeta,
});
export type VendorDetails = z.infer<typeof VendorDetailsResponse>;
