'use client';

import type { BackofficeProduct } from '@coffee/contracts/backoffice';
import type { Locale } from '@coffee/contracts/common';
import { useId, useState } from 'react';
import { primaryButtonClass } from '@/components/ui/form/button-classes';
import { controlClass } from '@/components/ui/form/control-class';
import { FormAlert } from '@/components/ui/form/form-alert';
import { showToast } from '@/components/ui/toaster';
import { useRouter } from '@/i18n/navigation';
import { callBff } from '@/lib/bff-client';
import { fillTemplate } from '@/lib/i18n/fill-template';
import { parsePounds, parseStock, toPoundsInput } from '../kit/money-input';
import { refreshStorefront } from '../kit/refresh-storefront';

export type PricingFormLabels = {
  /** `{name}` kept: the form's accessible name. */
  pricingOf: string;
  price: string;
  beforeDiscount: string;
  beforeDiscountHint: string;
  stock: string;
  published: string;
  save: string;
  saving: string;
  /** `{name}` kept. */
  saved: string;
  invalidPrice: string;
  invalidStock: string;
  networkError: string;
};

type PricingFormProps = {
  area: 'admin' | 'seller';
  /** A product (with its on-sale switch) or one of its variants. */
  target: { kind: 'products' | 'variants'; id: number; name: string };
  initial: { price: number; before_discount: number | null; stock: number; is_active?: boolean };
  locale: Locale;
  labels: PricingFormLabels;
};

type FieldErrors = { price?: string; before?: string; stock?: string };

/**
 * One product's or variant's price, price before a sale, stock (and, for a product, whether it is on sale),
 * saved together. Amounts are typed in pounds and sent in piastres; the API checks everything again. Once
 * saved, the storefront's cached catalog is expired so shoppers see the change on their next load.
 */
export function PricingForm({ area, target, initial, locale, labels }: PricingFormProps) {
  const router = useRouter();
  const id = useId();
  const [price, setPrice] = useState(toPoundsInput(initial.price));
  const [before, setBefore] = useState(
    initial.before_discount === null ? '' : toPoundsInput(initial.before_discount),
  );
  const [stock, setStock] = useState(String(initial.stock));
  const [active, setActive] = useState(initial.is_active ?? true);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const priceValue = parsePounds(price);
    const beforeValue = before.trim() === '' ? null : parsePounds(before);
    const stockValue = parseStock(stock);
    const found: FieldErrors = {
      ...(priceValue === null || priceValue === 0 ? { price: labels.invalidPrice } : {}),
      ...(before.trim() !== '' && beforeValue === null ? { before: labels.invalidPrice } : {}),
      ...(stockValue === null ? { stock: labels.invalidStock } : {}),
    };
    setErrors(found);
    setFormError(undefined);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    const body = {
      price: priceValue,
      before_discount: beforeValue,
      stock: stockValue,
      ...(target.kind === 'products' && { is_active: active }),
    };
    const result = await callBff<{ data: BackofficeProduct }>(`${area}/${target.kind}/${target.id}/pricing`, {
      locale,
      method: 'PUT',
      body,
    });
    if (!result.ok) {
      setPending(false);
      setFormError(result.status === 0 ? labels.networkError : result.error.message || labels.networkError);
      return;
    }
    await refreshStorefront(locale);
    setPending(false);
    router.refresh();
    await showToast('success', fillTemplate(labels.saved, { name: target.name }));
  }

  const field = (name: keyof FieldErrors) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const error = (name: keyof FieldErrors) =>
    errors[name] ? (
      <span id={`${id}-${name}-error`} className="font-normal text-cherry-700 text-xs">
        {errors[name]}
      </span>
    ) : null;
  const labelClass = 'flex flex-col gap-1 font-semibold text-espresso-900 text-sm';

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={fillTemplate(labels.pricingOf, { name: target.name })}
      aria-busy={pending}
      className="flex flex-col gap-3"
    >
      <FormAlert message={formError} />
      <div className="grid grid-cols-2 items-start gap-3 sm:grid-cols-[repeat(3,minmax(0,9rem))_auto_auto]">
        <label className={labelClass}>
          {labels.price}
          <input
            {...field('price')}
            inputMode="decimal"
            value={price}
            onChange={(event) => setPrice(event.target.value)}
            className={controlClass}
            dir="ltr"
          />
          {error('price')}
        </label>
        <label className={labelClass}>
          {labels.beforeDiscount}
          <input
            {...field('before')}
            inputMode="decimal"
            value={before}
            placeholder={labels.beforeDiscountHint}
            title={labels.beforeDiscountHint}
            onChange={(event) => setBefore(event.target.value)}
            className={controlClass}
            dir="ltr"
          />
          {error('before')}
        </label>
        <label className={labelClass}>
          {labels.stock}
          <input
            {...field('stock')}
            inputMode="numeric"
            value={stock}
            onChange={(event) => setStock(event.target.value)}
            className={controlClass}
            dir="ltr"
          />
          {error('stock')}
        </label>
        {target.kind === 'products' ? (
          <label className="flex h-12 items-center gap-2 self-end font-semibold text-espresso-900 text-sm">
            <input
              type="checkbox"
              checked={active}
              onChange={(event) => setActive(event.target.checked)}
              className="size-5 accent-espresso-900"
            />
            {labels.published}
          </label>
        ) : null}
        <button type="submit" disabled={pending} className={`${primaryButtonClass} self-end`}>
          {pending ? labels.saving : labels.save}
        </button>
      </div>
    </form>
  );
}
