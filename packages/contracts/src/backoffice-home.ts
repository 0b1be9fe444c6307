import { z } from 'zod';
import { SingleLineText } from './auth';
import { BodyId, dataEnvelope } from './common';
import { ShippingStep } from './content';

/** The two banner lists of the home page; both have the same shape (schema `content.ts`). */
export const BannerKind = z.enum(['sliders', 'advertisements']);
export type BannerKind = z.infer<typeof BannerKind>;

/**
 * The picture each kind is drawn at, as the home page shows it: a slide fills the page's width at 5:2
 * (`hero-slider.tsx`, 1600×640 like the demo's), a sale card half of it at 5:3 (`sale-cards.tsx`, at most
 * 735 px wide, so 1470 on a 2× screen). An upload is cropped to the aspect from its centre and made no larger.
 */
export const BANNER_IMAGE_SIZE: Record<BannerKind, { width: number; height: number }> = {
  sliders: { width: 1600, height: 640 },
  advertisements: { width: 1600, height: 960 },
};

/**
 * A banner's link must be a path on this store: it starts with one `/`, has no scheme and no host, no
 * backslash, no space or control character (`/products?category=3`, `/blog`). Anything else is refused.
 */
export function isStorePath(link: string): boolean {
  return /^\/(?![/\\])[^\s\\]*$/u.test(link) && !/\p{Cc}/u.test(link) && link.length <= 300;
}

const Title = SingleLineText.trim().min(1).max(120);
const Subtitle = SingleLineText.trim().max(200);

/** `POST /admin/home/{kind}` and `PUT …/:id`: the whole banner; `image` is a path an upload answered. */
export const BannerBody = z.strictObject({
  title_en: Title,
  title_ar: Title,
  subtitle_en: Subtitle.default(''),
  subtitle_ar: Subtitle.default(''),
  link: z
    .string()
    .trim()
    .min(1)
    .max(300)
    .describe('A path on this store: starts with `/`, no `//`, no scheme'),
  image: z.string().max(300).describe('The stored path an image upload answered, or the banner’s own'),
  is_active: z.boolean().default(true),
});
export type BannerBody = z.input<typeof BannerBody>;
export type BannerFields = z.output<typeof BannerBody>;

export const AdminBanner = z.object({
  id: z.number().int(),
  title_en: z.string(),
  title_ar: z.string(),
  subtitle_en: z.string(),
  subtitle_ar: z.string(),
  link: z.string(),
  image: z.string().describe('Stored path, to send back unchanged'),
  image_url: z.string(),
  sort_order: z.number().int(),
  is_active: z.boolean(),
});
export type AdminBanner = z.infer<typeof AdminBanner>;
export const AdminBannerResponse = dataEnvelope(AdminBanner);
export const AdminBannersResponse = dataEnvelope(z.array(AdminBanner));

/** `PUT /admin/home/{kind}/order` and `…/shipping-steps/order`: every id of the list, in the new order. */
export const HomeOrderBody = z.strictObject({ ids: z.array(BodyId).min(1).max(100) });

/** `POST /admin/home/{kind}/images`: the stored upload, to put in a banner's `image`. */
export const BannerImageResponse = dataEnvelope(z.object({ image: z.string(), image_url: z.string() }));

export const ShippingStepIcon = ShippingStep.shape.icon;

export const ShippingStepBody = z.strictObject({
  title_en: Title,
  title_ar: Title,
  description_en: SingleLineText.trim().min(1).max(300),
  description_ar: SingleLineText.trim().min(1).max(300),
  icon: ShippingStepIcon,
});
export type ShippingStepBody = z.input<typeof ShippingStepBody>;

export const AdminShippingStep = z.object({
  id: z.number().int(),
  title_en: z.string(),
  title_ar: z.string(),
  description_en: z.string(),
  description_ar: z.string(),
  icon: ShippingStepIcon,
  sort_order: z.number().int(),
});
export type AdminShippingStep = z.infer<typeof AdminShippingStep>;
export const AdminShippingStepsResponse = dataEnvelope(z.array(AdminShippingStep));
export const AdminShippingStepResponse = dataEnvelope(AdminShippingStep);
