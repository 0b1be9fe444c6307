'use client';

import type { AdminCoupon } from '@coffee/contracts/backoffice-coupons';
import type { Locale } from '@coffee/contracts/common';
import { useWatch } from 'react-hook-form';
import { CheckboxField, SelectField, TextField } from '@/components/forms/bound-fields';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { useRouter } from '@/i18n/navigation';
import { getAdminCouponPath } from '@/lib/backoffice-routes';
import { callBff } from '@/lib/bff/call-bff';
import { createCoupon, updateCoupon } from '@/lib/bff/calls/admin-coupons';
import { fillTemplate } from '@/lib/i18n/fill-template';
import { CountField, PoundsField } from '../forms/admin-fields';
import { AdminForm } from '../forms/admin-form';
import { useAdminForm } from '../forms/use-admin-form';
import { CouponFormBody, toCouponFormValues } from './coupon-form-body';
import { CouponScopeFields, type CouponScopeOptions } from './coupon-scope-fields';

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
  | 'dateTimeHint'
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

/**
 * A coupon's rules, new or changed, checked with the contract's schema: the obvious mistakes are said beside
 * their field; the API checks every rule again and its refusal (a code in use, an end before the start)
 * shows above the form in the page's language.
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
  const defaultValues = toCouponFormValues(coupon, locale);
  const { form, submitTo } = useAdminForm(CouponFormBody, {
    locale,
    defaultValues,
    sentences: {
      fields: {
        code: labels.invalidCode,
        min_subtotal: labels.invalidAmount,
        max_discount: labels.invalidAmount,
        usage_limit: labels.invalidNumber,
        per_user_limit: labels.invalidNumber,
      },
      keys: { invalidPercent: labels.invalidPercent, invalidAmount: labels.invalidAmount },
    },
    networkError: labels.networkError,
  });
  const { control } = form;
  const kind = useWatch({ control, name: 'kind' });
  const submit = submitTo(
    (body) =>
      coupon
        ? callBff(updateCoupon, { locale, params: { id: coupon.id }, body })
        : callBff(createCoupon, { locale, body }),
    (saved) => fillTemplate(labels.saved, { code: saved.code }),
    // A new coupon goes on to its own page.
    coupon ? undefined : (created) => router.push(getAdminCouponPath(created.id)),
  );

  return (
    <AdminForm
      control={control}
      onSubmit={submit}
      className="flex flex-col gap-5 rounded-card bg-white p-5 shadow-card ring-1 ring-crema-200"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          control={control}
          name="code"
          label={labels.code}
          hint={labels.codeHint}
          maxLength={30}
          autoCapitalize="characters"
          ltr
          className="[&_input]:uppercase"
        />
        <SelectField
          control={control}
          name="kind"
          label={labels.kind}
          options={[
            { value: 'percent', label: labels.percent },
            { value: 'fixed', label: labels.fixed },
          ]}
        />
        <PoundsField
          control={control}
          name="value"
          label={kind === 'percent' ? labels.value : labels.amount}
        />
        <PoundsField control={control} name="min_subtotal" label={labels.minSubtotal} />
        {kind === 'percent' ? (
          <PoundsField control={control} name="max_discount" label={labels.maxDiscount} />
        ) : null}
        {(['starts_at', 'ends_at'] as const).map((name) => (
          <TextField
            key={name}
            control={control}
            name={name}
            label={name === 'starts_at' ? labels.startsAt : labels.endsAt}
            hint={labels.dateTimeHint}
            autoComplete="off"
            maxLength={20}
          />
        ))}
        <CountField control={control} name="usage_limit" label={labels.usageLimit} />
        <CountField control={control} name="per_user_limit" label={labels.perUserLimit} />
      </div>
      <div className="flex flex-wrap gap-6">
        <CheckboxField control={control} name="first_order_only">
          {labels.firstOrderOnly}
        </CheckboxField>
        <CheckboxField control={control} name="is_active">
          {labels.isActive}
        </CheckboxField>
      </div>
      <CouponScopeFields control={control} options={options} labels={labels} locale={locale} />
      <div>
        <SubmitButton
          label={labels.save}
          pendingLabel={labels.saving}
          pending={form.formState.isSubmitting}
        />
      </div>
    </AdminForm>
  );
}
