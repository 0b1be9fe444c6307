'use client';

import type { Locale } from '@coffee/contracts/common';
import { formatPrice } from '@/lib/format/money';
import { fillTemplate as fill } from '@/lib/i18n/fill-template';
import type { CheckoutLabels } from './checkout-labels';

type WalletToggleProps = {
  balance: number;
  checked: boolean;
  /** Paying by wallet alone needs it on. */
  locked: boolean;
  onChange: (useWallet: boolean) => void;
  locale: Locale;
  labels: CheckoutLabels;
};

/** "Use my wallet balance": the store wallet pays what it can of the total; shown only with a balance. */
export function WalletToggle({ balance, checked, locked, onChange, locale, labels }: WalletToggleProps) {
  if (balance <= 0) return null;
  return (
    <label className="flex items-center gap-3 rounded-2xl bg-latte-100/60 p-3 text-sm">
      <input
        type="checkbox"
        checked={checked}
        disabled={locked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-5 shrink-0 accent-caramel-700"
      />
      <span className="flex-1">
        <span className="block font-semibold text-espresso-900">{labels.wallet}</span>
        <span className="block text-mocha-600">
          {fill(labels.walletBalance, { amount: formatPrice(balance, locale) })}
        </span>
      </span>
    </label>
  );
}
