import { z } from 'zod';
import { dataEnvelope } from './common';

export const Banner = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  image: z.string(),
  /** Storefront path, e.g. `/products?category=3`. */
  link: z.string(),
});
export type Banner = z.infer<typeof Banner>;
export const BannersResponse = dataEnvelope(z.array(Banner));

export const ShippingStep = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  icon: z.enum(['cart', 'card', 'truck', 'home']),
});
export type ShippingStep = z.infer<typeof ShippingStep>;
export const ShippingStepsResponse = dataEnvelope(z.array(ShippingStep));
