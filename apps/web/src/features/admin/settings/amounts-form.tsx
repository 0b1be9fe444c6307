'use client';

import type { Locale } from '@coffee/contracts/common';
import { useId, useState } from 'react';
import { primaryButtonClass } from '@/components/ui/form/button-classes';
import { controlClass } from '@/components/ui/form/control-class';
import { FormAlert } from '@/components/ui/form/form-alert';
import { showToast } from '@/components/ui/toaster';
import { useRouter } from '@/i18n/navigation';
import { callBff } from '@/lib/bff-client';
import { parsePounds, toPoundsInput } from '../kit/money-input';

export type AmountsFormLabels = {
  save: string;
  saving: string;
  saved: string;
  invalid: string;
  networkError: string;
};

type AmountsFormProps = {
  /** The bff path it PUTs to, e.g. `admin/settings`. */
  path: string;
  /** Accessible name of the form. */
  name: string;
  /** One input per body field, in pounds on screen and piastres in the body. */
  fields: { key: string; label: string; piastres: number }[];
  locale: Locale;
  labels: AmountsFormLabels;
};

/** A few amounts of money saved together (checkout settings, a zone's fee), typed in pounds. */
export function AmountsForm({ path, name, fields, locale, labels }: AmountsFormProps) {
  const router = useRouter();
  const id = useId();
  const [values, setValues] = useState(() =>
    Object.fromEntries(fields.map((field) => [field.key, toPoundsInput(field.piastres)])),
  );
  const [invalid, setInvalid] = useState<string[]>([]);
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = fields.map((field) => [field.key, parsePounds(values[field.key] ?? '')] as const);
    const bad = parsed.filter(([, value]) => value === null).map(([key]) => key);
    setInvalid(bad);
    setError(undefined);
    if (bad.length > 0) return;
    setPending(true);
    const result = await callBff(path, { locale, method: 'PUT', body: Object.fromEntries(parsed) });
    setPending(false);
    if (!result.ok) {
      setError(result.status === 0 ? labels.networkError : result.error.message || labels.networkError);
      return;
    }
    router.refresh();
    await showToast('success', labels.saved);
  }

  return (
    <form onSubmit={submit} noValidate aria-label={name} aria-busy={pending} className="flex flex-col gap-3">
      <FormAlert message={error} />
      <div className="flex flex-wrap items-start gap-3">
        {fields.map((field) => {
          const wrong = invalid.includes(field.key);
          return (
            <label
              key={field.key}
              className="flex min-w-48 flex-1 flex-col gap-1 font-semibold text-espresso-900 text-sm"
            >
              {field.label}
              <input
                inputMode="decimal"
                value={values[field.key] ?? ''}
                onChange={(event) => setValues({ ...values, [field.key]: event.target.value })}
                aria-invalid={wrong ? true : undefined}
                aria-describedby={wrong ? `${id}-${field.key}-error` : undefined}
                className={controlClass}
                dir="ltr"
              />
              {wrong ? (
                <span id={`${id}-${field.key}-error`} className="font-normal text-cherry-700 text-xs">
                  {labels.invalid}
                </span>
              ) : null}
            </label>
          );
        })}
      </div>
      <button type="submit" disabled={pending} className={`${primaryButtonClass} self-start`}>
        {pending ? labels.saving : labels.save}
      </button>
    </form>
  );
}
