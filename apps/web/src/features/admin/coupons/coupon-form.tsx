'use client';

import type { AdminCoupon } from '@coffee/contracts/backoffice-coupons';
import type { Locale } from '@coffee/contracts/common';
import { useId, useState } from 'react';
import { primaryButtonClass } from '@/components/ui/form/button-classes';
import { controlClass } from '@/components/ui/form/control-class';
import { FormAlert } from '@/components/ui/form/form-alert';
import { showToast } from '@/components/ui/toaster';
import { useRouter } from '@/i18n/navigation';
import { getAdminCouponPath } from '@/lib/backoffice-routes';
import { callBff } from '@/lib/bff-client';
import { fillTemplate } from '@/lib/i18n/fill-template';
import { parsePounds, parseStock, toPoundsInput } from '../kit/money-input';

type Option = { id: number; name: string };
export type CouponScopeOptions = {
  categories: (Option & { sub_categories: Option[] })[];
  brands: Option[];
  sellers: Option[];
};
export type CouponFormLabels = Record<
  | 'code'
  | 'codeHint'
  | 'kind'
  | 'percent'
  | 'fixed'
  | 'value'
  | 'amount'
  | 'minSubtotal'
  | 'maxDiscount'
  | 'startsAt'
  | 'endsAt'
  | 'usageLimit'
  | 'perUserLimit'
  | 'firstOrderOnly'
  | 'isActive'
  | 'scope'
  | 'scopeHint'
  | 'categories'
  | 'subCategories'
  | 'brands'
  | 'sellers'
  | 'save'
  | 'saving'
  | 'saved'
  | 'invalidCode'
  | 'invalidNumber'
  | 'invalidPercent'
  | 'invalidAmount'
  | 'networkError',
  string
>;

type Field = 'code' | 'value' | 'min_subtotal' | 'max_discount' | 'usage_limit' | 'per_user_limit';

/** An ISO instant as a `datetime-local` value in the browser's time (Cairo for the store's team). */
const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : null);
const selected = (select: HTMLSelectElement) =>
  [...select.selectedOptions].map((option) => Number(option.value));

/**
 * A coupon's rules, new or changed. The obvious mistakes are said beside their field; the API checks every
 * rule again and its refusal (a code in use, an end before the start) shows above the form in the page's
 * language.
 */
export function CouponForm({
  coupon,
  options,
  locale,
  labels,
}: {
  coupon: AdminCoupon | null;
  options: CouponScopeOptions;
  locale: Locale;
  labels: CouponFormLabels;
}) {
  const router = useRouter();
  const id = useId();
  const [kind, setKind] = useState<'percent' | 'fixed'>(coupon?.kind ?? 'percent');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const text = (name: string) => (form.elements.namedItem(name) as HTMLInputElement).value.trim();
    const code = text('code').toUpperCase();
    const value = kind === 'percent' ? parseStock(text('value')) : parsePounds(text('value'));
    const minSubtotal = text('min_subtotal') ? parsePounds(text('min_subtotal')) : 0;
    const maxDiscount = kind === 'percent' && text('max_discount') ? parsePounds(text('max_discount')) : null;
    const usageLimit = text('usage_limit') ? parseStock(text('usage_limit')) : null;
    const perUserLimit = parseStock(text('per_user_limit'));
    const found: Partial<Record<Field, string>> = {
      ...(/^[A-Z0-9][A-Z0-9_-]{2,29}$/.test(code) ? {} : { code: labels.invalidCode }),
      ...(value === null || value < 1 || (kind === 'percent' && value > 100)
        ? { value: kind === 'percent' ? labels.invalidPercent : labels.invalidAmount }
        : {}),
      ...(minSubtotal === null ? { min_subtotal: labels.invalidAmount } : {}),
      ...(kind === 'percent' && text('max_discount') && !maxDiscount
        ? { max_discount: labels.invalidAmount }
        : {}),
      ...(text('usage_limit') && !usageLimit ? { usage_limit: labels.invalidNumber } : {}),
      ...(!perUserLimit ? { per_user_limit: labels.invalidNumber } : {}),
    };
    setErrors(found);
    setFormError(undefined);
    if (Object.keys(found).length > 0) return;
    const select = (name: string) => selected(form.elements.namedItem(name) as HTMLSelectElement);
    const body = {
      code,
      kind,
      value: value!,
      min_subtotal: minSubtotal!,
      max_discount: maxDiscount,
      starts_at: fromLocalInput(text('starts_at')),
      ends_at: fromLocalInput(text('ends_at')),
      usage_limit: usageLimit,
      per_user_limit: perUserLimit!,
      first_order_only: (form.elements.namedItem('first_order_only') as HTMLInputElement).checked,
      is_active: (form.elements.namedItem('is_active') as HTMLInputElement).checked,
      category_ids: select('category_ids'),
      sub_category_ids: select('sub_category_ids'),
      brand_ids: select('brand_ids'),
      seller_ids: select('seller_ids'),
    };
    setPending(true);
    const result = await callBff<AdminCoupon>(coupon ? `admin/coupons/${coupon.id}` : 'admin/coupons', {
      locale,
      method: coupon ? 'PUT' : 'POST',
      body,
    });
    setPending(false);
    if (!result.ok) {
      setFormError(result.status === 0 ? labels.networkError : result.error.message || labels.networkError);
      return;
    }
    await showToast('success', fillTemplate(labels.saved, { code: result.data.code }));
    if (coupon) router.refresh();
    else router.push(getAdminCouponPath(result.data.id));
  }

  const labelClass = 'flex flex-col gap-1 font-semibold text-espresso-900 text-sm';
  const hintClass = 'font-normal text-mocha-600 text-xs';
  const numberInput = (name: Field, label: string, initial: string, hint?: string) => (
    <label className={labelClass}>
      {label}
      <input
        name={name}
        inputMode={name === 'usage_limit' || name === 'per_user_limit' ? 'numeric' : 'decimal'}
        dir="ltr"
        defaultValue={initial}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : hint ? `${id}-${name}-hint` : undefined}
        className={controlClass}
      />
      {hint ? (
        <span id={`${id}-${name}-hint`} className={hintClass}>
          {hint}
        </span>
      ) : null}
      {errors[name] ? (
        <span id={`${id}-${name}-error`} className="font-normal text-cherry-700 text-xs">
          {errors[name]}
        </span>
      ) : null}
    </label>
  );
  const multi = (name: string, label: string, items: Option[], chosen: number[]) => (
    <label className={labelClass}>
      {label}
      <select
        name={name}
        multiple
        defaultValue={chosen.map(String)}
        size={5}
        className={`${controlClass} h-auto py-2`}
      >
        {items.map((item) => (
          <option key={item.id} value={item.id}>
            {item.name}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-busy={pending}
      className="flex flex-col gap-5 rounded-card bg-white p-5 shadow-card ring-1 ring-crema-200"
    >
      <FormAlert message={formError} />
      <div className="grid gap-4 sm:grid-cols-2">
        <label className={labelClass}>
          {labels.code}
          <input
            name="code"
            dir="ltr"
            maxLength={30}
            defaultValue={coupon?.code ?? ''}
            autoCapitalize="characters"
            aria-invalid={errors.code ? true : undefined}
            aria-describedby={errors.code ? `${id}-code-error` : `${id}-code-hint`}
            className={`${controlClass} uppercase`}
          />
          <span id={`${id}-code-hint`} className={hintClass}>
            {labels.codeHint}
          </span>
          {errors.code ? (
            <span id={`${id}-code-error`} className="font-normal text-cherry-700 text-xs">
              {errors.code}
            </span>
          ) : null}
        </label>
        <label className={labelClass}>
          {labels.kind}
          <select
            name="kind"
            value={kind}
            onChange={(event) => setKind(event.target.value as 'percent' | 'fixed')}
            className={controlClass}
          >
            <option value="percent">{labels.percent}</option>
            <option value="fixed">{labels.fixed}</option>
          </select>
        </label>
        {numberInput(
          'value',
          kind === 'percent' ? labels.value : labels.amount,
          coupon ? (coupon.kind === 'percent' ? String(coupon.value) : toPoundsInput(coupon.value)) : '',
        )}
        {numberInput('min_subtotal', labels.minSubtotal, coupon ? toPoundsInput(coupon.min_subtotal) : '0')}
        {kind === 'percent'
          ? numberInput(
              'max_discount',
              labels.maxDiscount,
              coupon?.max_discount ? toPoundsInput(coupon.max_discount) : '',
            )
          : null}
        <label className={labelClass}>
          {labels.startsAt}
          <input
            type="datetime-local"
            name="starts_at"
            defaultValue={toLocalInput(coupon?.starts_at ?? null)}
            className={controlClass}
          />
        </label>
        <label className={labelClass}>
          {labels.endsAt}
          <input
            type="datetime-local"
            name="ends_at"
            defaultValue={toLocalInput(coupon?.ends_at ?? null)}
            className={controlClass}
          />
        </label>
        {numberInput('usage_limit', labels.usageLimit, coupon?.usage_limit ? String(coupon.usage_limit) : '')}
        {numberInput('per_user_limit', labels.perUserLimit, String(coupon?.per_user_limit ?? 1))}
      </div>
      <div className="flex flex-wrap gap-6">
        <label className="flex items-center gap-2 text-espresso-900">
          <input
            type="checkbox"
            name="first_order_only"
            defaultChecked={coupon?.first_order_only ?? false}
            className="size-5"
          />
          {labels.firstOrderOnly}
        </label>
        <label className="flex items-center gap-2 text-espresso-900">
          <input
            type="checkbox"
            name="is_active"
            defaultChecked={coupon?.is_active ?? true}
            className="size-5"
          />
          {labels.isActive}
        </label>
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="font-bold text-espresso-900">{labels.scope}</legend>
        <p className={hintClass}>{labels.scopeHint}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          {multi('category_ids', labels.categories, options.categories, coupon?.category_ids ?? [])}
          {multi(
            'sub_category_ids',
            labels.subCategories,
            options.categories.flatMap((category) =>
              category.sub_categories.map((sub) => ({ id: sub.id, name: `${category.name} › ${sub.name}` })),
            ),
            coupon?.sub_category_ids ?? [],
          )}
          {multi('brand_ids', labels.brands, options.brands, coupon?.brand_ids ?? [])}
          {multi('seller_ids', labels.sellers, options.sellers, coupon?.seller_ids ?? [])}
        </div>
      </fieldset>
      <button type="submit" disabled={pending} className={`${primaryButtonClass} self-start`}>
        {pending ? labels.saving : labels.save}
      </button>
    </form>
  );
}
