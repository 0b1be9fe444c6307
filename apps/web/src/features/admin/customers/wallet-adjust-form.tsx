'use client';

import type { AdminCustomerDetail } from '@coffee/contracts/backoffice-customers';
import type { Locale } from '@coffee/contracts/common';
import { useId, useState } from 'react';
import { primaryButtonClass } from '@/components/ui/form/button-classes';
import { controlClass } from '@/components/ui/form/control-class';
import { FormAlert } from '@/components/ui/form/form-alert';
import { showToast } from '@/components/ui/toaster';
import { useRouter } from '@/i18n/navigation';
import { callBff } from '@/lib/bff-client';
import { formatPrice } from '@/lib/format/money';
import { fillTemplate } from '@/lib/i18n/fill-template';
import { parsePounds } from '../kit/money-input';

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
  const router = useRouter();
  const id = useId();
  const [direction, setDirection] = useState<'credit' | 'debit'>('credit');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const piastres = parsePounds(amount);
    const found = {
      ...(piastres === null || piastres === 0 ? { amount: labels.invalidPrice } : {}),
      ...(reason.trim().length < 3 ? { reason: labels.invalidReason } : {}),
    };
    setErrors(found);
    setFormError(undefined);
    if (Object.keys(found).length > 0 || piastres === null) return;
    setPending(true);
    const result = await callBff<AdminCustomerDetail>(`admin/customers/${customerId}/wallet`, {
      locale,
      method: 'POST',
      body: { amount: direction === 'credit' ? piastres : -piastres, reason: reason.trim() },
      headers: { 'Idempotency-Key': key },
    });
    setPending(false);
    if (!result.ok) {
      setFormError(result.status === 0 ? labels.networkError : result.error.message || labels.networkError);
      return;
    }
    setKey(crypto.randomUUID());
    setAmount('');
    setReason('');
    router.refresh();
    await showToast(
      'success',
      fillTemplate(labels.adjusted, { amount: formatPrice(result.data.wallet_balance, locale) }),
    );
  }

  const labelClass = 'flex flex-col gap-1 font-semibold text-espresso-900 text-sm';
  return (
    <form onSubmit={submit} noValidate aria-busy={pending} className="flex flex-col gap-3">
      <FormAlert message={formError} />
      <label className={labelClass}>
        {labels.direction}
        <select
          value={direction}
          onChange={(event) => setDirection(event.target.value as 'credit' | 'debit')}
          className={controlClass}
        >
          <option value="credit">{labels.credit}</option>
          <option value="debit">{labels.debit}</option>
        </select>
      </label>
      <label className={labelClass}>
        {labels.amount}
        <input
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          aria-invalid={errors.amount ? true : undefined}
          aria-describedby={errors.amount ? `${id}-amount-error` : undefined}
          className={controlClass}
          dir="ltr"
        />
        {errors.amount ? (
          <span id={`${id}-amount-error`} className="font-normal text-cherry-700 text-xs">
            {errors.amount}
          </span>
        ) : null}
      </label>
      <label className={labelClass}>
        {labels.reason}
        <input
          value={reason}
          maxLength={200}
          onChange={(event) => setReason(event.target.value)}
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={errors.reason ? `${id}-reason-error` : undefined}
          className={controlClass}
        />
        {errors.reason ? (
          <span id={`${id}-reason-error`} className="font-normal text-cherry-700 text-xs">
            {errors.reason}
          </span>
        ) : null}
      </label>
      <button type="submit" disabled={pending} className={primaryButtonClass}>
        {pending ? labels.saving : labels.adjust}
      </button>
    </form>
  );
}
