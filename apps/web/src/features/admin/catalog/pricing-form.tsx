'use client';

import type { Locale } from '@coffee/contracts/common';
import { CheckboxField } from '@/components/forms/bound-fields';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { isolated } from '@/components/ui/user-text';
import { callBff } from '@/lib/bff/call-bff';
import { updateProductPricing, updateVariantPricing } from '@/lib/bff/calls/admin-catalog';
import { fillTemplate } from '@/lib/i18n/fill-template';
import { CountField, PoundsField } from '../forms/admin-fields';
import { AdminForm } from '../forms/admin-form';
import { toOptionalPoundsInput } from '../forms/form-values';
import { useAdminForm } from '../forms/use-admin-form';
import { toPoundsInput } from '../kit/money-input';
import { PricingFormBody } from './catalog-form-bodies';

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

/**
 * One product's or variant's price, price before a sale, stock (and, for a product, whether it is on sale),
 * saved together, checked with the contract's schema (`ProductPricingBody`; a variant's is the same without
 * `is_active`). Amounts are typed in pounds and sent in piastres; the API checks everything again. Once
 * saved, the storefront's cached catalog is expired so shoppers see the change on their next load.
 */
export function PricingForm({ area, target, initial, locale, labels }: PricingFormProps) {
  const { form, submitTo } = useAdminForm(PricingFormBody, {
    locale,
    defaultValues: {
      price: toPoundsInput(initial.price),
      before_discount: toOptionalPoundsInput(initial.before_discount),
      stock: String(initial.stock),
      is_active: initial.is_active ?? true,
    },
    sentences: {
      fields: {
        price: labels.invalidPrice,
        before_discount: labels.invalidPrice,
        stock: labels.invalidStock,
      },
    },
    errorFields: { INVALID_SALE_PRICE: ['before_discount'] },
    networkError: labels.networkError,
    refresh: 'catalog',
  });
  const { control } = form;
  const submit = submitTo(
    ({ is_active, ...pricing }) =>
      target.kind === 'products'
        ? callBff(updateProductPricing, {
            locale,
            params: { area, id: target.id },
            body: { ...pricing, is_active },
          })
        : // A variant has no switch of its own (`VariantPricingBody`).
          callBff(updateVariantPricing, { locale, params: { area, id: target.id }, body: pricing }),
    () => fillTemplate(labels.saved, { name: target.name }),
  );

  return (
    <AdminForm
      control={control}
      onSubmit={submit}
      label={fillTemplate(labels.pricingOf, { name: isolated(target.name) })}
      className="flex flex-col gap-3"
    >
      <div className="grid grid-cols-2 items-start gap-3 sm:grid-cols-[repeat(3,minmax(0,9rem))_auto_auto]">
        <PoundsField control={control} name="price" label={labels.price} />
        <PoundsField
          control={control}
          name="before_discount"
          label={labels.beforeDiscount}
          placeholder={labels.beforeDiscountHint}
        />
        <CountField control={control} name="stock" label={labels.stock} />
        {target.kind === 'products' ? (
          <div className="flex h-12 items-center sm:mt-6.5">
            <CheckboxField control={control} name="is_active">
              {labels.published}
            </CheckboxField>
          </div>
        ) : null}
        <div className="sm:mt-6.5">
          <SubmitButton
            label={labels.save}
            pendingLabel={labels.saving}
            pending={form.formState.isSubmitting}
          />
        </div>
      </div>
    </AdminForm>
  );
}
