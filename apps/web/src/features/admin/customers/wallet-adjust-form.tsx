'use client';

import type { Locale } from '@coffee/contracts/common';
import { useState } from 'react';
import { SelectField, TextField } from '@/components/forms/bound-fields';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { callBff } from '@/lib/bff/call-bff';
import { adjustCustomerWallet } from '@/lib/bff/calls/admin-customers';
import { formatPrice } from '@/lib/format/money';
import { fillTemplate } from '@/lib/i18n/fill-template';
import { PoundsField } from '../forms/admin-fields';
import { AdminForm } from '../forms/admin-form';
import { useAdminForm } from '../forms/use-admin-form';
import { WalletAdjustFormBody } from './wallet-adjust-schema';

export type WalletAdjustLabels = {
  direction: string;
  credit: string;
  debit: string;
  amount: string;
  reason: string;
  adjust: string;
  saving: string;
  /** `{amount}` kept. */
  adjusted: string;
  invalidPrice: string;
  invalidReason: string;
  networkError: string;
};

/**
 * Credits or debits the customer's wallet with a reason they will read. One Idempotency-Key per adjustment,
 * kept while it is retried (a double click or a lost answer applies it once) and renewed once it succeeded.
 */
export function WalletAdjustForm({
  customerId,
  locale,
  labels,
}: {
  customerId: number;
  locale: Locale;
  labels: WalletAdjustLabels;
}) {
  const [key, setKey] = useState(() => crypto.randomUUID());
  const { form, submitTo } = useAdminForm(WalletAdjustFormBody, {
    locale,
    defaultValues: { direction: 'credit', amount: '', reason: '' },
    sentences: { fields: { amount: labels.invalidPrice, reason: labels.invalidReason } },
    errorFields: { WALLET_INSUFFICIENT: ['amount'] },
    networkError: labels.networkError,
  });
  const submit = submitTo(
    (body) =>
      callBff(adjustCustomerWallet, {
        locale,
        params: { id: customerId },
        body,
        headers: { 'Idempotency-Key': key },
      }),
    (customer) => fillTemplate(labels.adjusted, { amount: formatPrice(customer.wallet_balance, locale) }),
    () => {
      setKey(crypto.randomUUID());
      form.resetField('amount');
      form.resetField('reason');
    },
  );

  return (
    <AdminForm control={form.control} onSubmit={submit} className="flex flex-col gap-3">
      <SelectField
        control={form.control}
        name="direction"
        label={labels.direction}
        options={[
          { value: 'credit', label: labels.credit },
          { value: 'debit', label: labels.debit },
        ]}
      />
      <PoundsField control={form.control} name="amount" label={labels.amount} />
      <TextField control={form.control} name="reason" label={labels.reason} maxLength={200} />
      <SubmitButton
        label={labels.adjust}
        pendingLabel={labels.saving}
        pending={form.formState.isSubmitting}
      />
    </AdminForm>
  );
}
