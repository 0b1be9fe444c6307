'use client';

import type { Locale } from '@coffee/contracts/common';
import { type FormEvent, useState } from 'react';
import { primaryButtonClass } from '@/components/ui/form/button-classes';
import { showToast } from '@/components/ui/toaster';
import { useRouter } from '@/i18n/navigation';
import { callBff } from '@/lib/bff/call-bff';
import { updateSettings } from '@/lib/bff/calls/admin-settings';

/**
 * The store's InstaPay address (admins): InstaPay is offered at checkout while it is set. The amounts go
 * along as they are (the settings are saved whole); empty turns InstaPay off.
 */
export function InstapayAddressForm({
  address,
  amounts,
  locale,
  labels,
}: {
  address: string | null;
  amounts: { free_shipping_threshold: number; cod_max_total: number };
  locale: Locale;
  labels: { label: string; hint: string; save: string; saved: string; networkError: string };
}) {
  const router = useRouter();
  const [value, setValue] = useState(address ?? '');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    const result = await callBff(updateSettings, {
      locale,
      body: { ...amounts, instapay_address: value.trim() },
    });
    setPending(false);
    if (!result.ok) {
      setError(result.status === 0 ? labels.networkError : result.error.message);
      return;
    }
    setError(null);
    router.refresh();
    await showToast('success', labels.saved);
  }

  return (
    <form onSubmit={save} className="mt-4 flex flex-col gap-2" noValidate>
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-semibold text-espresso-900">{labels.label}</span>
        <input
          name="instapay_address"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          dir="ltr"
          autoComplete="off"
          className="rounded-md border border-latte-300 px-3 py-2"
          aria-describedby="instapay-address-hint"
        />
        <span id="instapay-address-hint" className="text-mocha-600">
          {labels.hint}
        </span>
      </label>
      {error ? (
        <p role="alert" className="text-red-700 text-sm">
          {error}
        </p>
      ) : null}
      <button type="submit" className={primaryButtonClass} disabled={pending}>
        {labels.save}
      </button>
    </form>
  );
}
