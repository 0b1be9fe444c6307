import { type AdminCoupon, CouponBody, type CouponFields } from '@coffee/contracts/backoffice-coupons';
import type { Locale } from '@coffee/contracts/common';
import { z } from 'zod';
import { cairoInstant, formatTypedInstant, parseTypedDate } from '@/lib/format/typed-date';
import {
  chosenIds,
  optionalPounds,
  optionalWholeNumber,
  pounds,
  toOptionalPoundsInput,
  typedAs,
  wholeNumber,
} from '../forms/form-values';
import { whenRead } from '../forms/when-read';
import { parsePounds, parseStock, toPoundsInput } from '../kit/money-input';

type Kind = z.infer<typeof CouponBody.shape.kind>;

/** An ISO instant as the field shows it: Cairo's day and time in the page's digits (`25/12/2026 18:30`). */
const toTypedInput = (iso: string | null, locale: Locale) => (iso ? formatTypedInstant(iso, locale) : '');

/**
 * What was typed (day/month/year and a 24-hour time, Cairo's clock) as the contract's instant; empty is none.
 * A day without a time starts at its first minute, or for an end runs to its last.
 */
const typedInstant = (field: z.ZodType<string | null>, edge: 'start' | 'end') =>
  typedAs(field, (text) => {
    if (text.trim() === '') return null;
    const typed = parseTypedDate(text);
    if (!typed) return undefined;
    return cairoInstant(typed.day, typed.time ?? (edge === 'start' ? '00:00' : '23:59'));
  });

/** The value as its kind reads it: a whole percent up to 100, or pounds (piastres); null when neither. */
function readValue(kind: Kind, text: string): number | null {
  const value = kind === 'percent' ? parseStock(text) : parsePounds(text);
  if (value === null || (kind === 'percent' && value > 100)) return null;
  return CouponBody.shape.value.safeParse(value).success ? value : null;
}

/** The value is right for `kind` (or the coupon is of the other kind). */
const valueFits = (kind: Kind) => (coupon: { kind: Kind; value: string }) =>
  coupon.kind !== kind || readValue(kind, coupon.value) !== null;

/**
 * `POST /admin/coupons` and `PUT /admin/coupons/{id}` as the form holds them: amounts in pounds, limits and
 * dates as typed, the scope's chosen options as their values (text) turned into ids. A cap is a percent's
 * only: a fixed coupon sends none.
 */
export const CouponFormBody = CouponBody.extend({
  value: z.string(),
  min_subtotal: pounds(CouponBody.shape.min_subtotal),
  max_discount: optionalPounds(CouponBody.shape.max_discount),
  starts_at: typedInstant(CouponBody.shape.starts_at, 'start'),
  ends_at: typedInstant(CouponBody.shape.ends_at, 'end'),
  usage_limit: optionalWholeNumber(CouponBody.shape.usage_limit),
  per_user_limit: wholeNumber(CouponBody.shape.per_user_limit),
  category_ids: chosenIds(CouponBody.shape.category_ids),
  sub_category_ids: chosenIds(CouponBody.shape.sub_category_ids),
  brand_ids: chosenIds(CouponBody.shape.brand_ids),
  seller_ids: chosenIds(CouponBody.shape.seller_ids),
})
  // Each kind's words: "a percent between 1 and 100", "an amount in pounds".
  .refine(valueFits('percent'), {
    path: ['value'],
    params: { messageKey: 'invalidPercent' },
    when: whenRead('kind', 'value'),
  })
  .refine(valueFits('fixed'), {
    path: ['value'],
    params: { messageKey: 'invalidAmount' },
    when: whenRead('kind', 'value'),
  })
  .transform(
    ({ value, max_discount, ...coupon }): CouponFields => ({
      ...coupon,
      // Never 0 (checked just above), which the contract would refuse anyway.
      value: readValue(coupon.kind, value) ?? 0,
      max_discount: coupon.kind === 'percent' ? max_discount : null,
    }),
  );

export type CouponFormValues = z.input<typeof CouponFormBody>;

const ids = (list: number[] | undefined) => (list ?? []).map(String);

/** What the form starts with: the coupon's rules, or a new coupon's defaults (1 use a shopper, active). */
export function toCouponFormValues(coupon: AdminCoupon | null, locale: Locale): CouponFormValues {
  return {
    code: coupon?.code ?? '',
    kind: coupon?.kind ?? 'percent',
    value: coupon ? (coupon.kind === 'percent' ? String(coupon.value) : toPoundsInput(coupon.value)) : '',
    min_subtotal: coupon ? toPoundsInput(coupon.min_subtotal) : '0',
    max_discount: toOptionalPoundsInput(coupon?.max_discount ?? null),
    starts_at: toTypedInput(coupon?.starts_at ?? null, locale),
    ends_at: toTypedInput(coupon?.ends_at ?? null, locale),
    usage_limit: coupon?.usage_limit ? String(coupon.usage_limit) : '',
    per_user_limit: String(coupon?.per_user_limit ?? 1),
    first_order_only: coupon?.first_order_only ?? false,
    is_active: coupon?.is_active ?? true,
    category_ids: ids(coupon?.category_ids),
    sub_category_ids: ids(coupon?.sub_category_ids),
    brand_ids: ids(coupon?.brand_ids),
    seller_ids: ids(coupon?.seller_ids),
  };
}
