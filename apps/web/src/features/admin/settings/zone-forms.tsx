'use client';

import type { AdminSettings } from '@coffee/contracts/backoffice-settings';
import type { Locale } from '@coffee/contracts/common';
import { useId, useState } from 'react';
import { primaryButtonClass } from '@/components/ui/form/button-classes';
import { controlClass } from '@/components/ui/form/control-class';
import { FormAlert } from '@/components/ui/form/form-alert';
import { showToast } from '@/components/ui/toaster';
import { useRouter } from '@/i18n/navigation';
import { callBff } from '@/lib/bff-client';
import { fillTemplate } from '@/lib/i18n/fill-template';
import { parsePounds } from '../kit/money-input';

export type ZoneFormLabels = Record<
  | 'moveTitle'
  | 'governorate'
  | 'toZone'
  | 'move'
  | 'moving'
  | 'moved'
  | 'inZone'
  | 'newTitle'
  | 'code'
  | 'codeHint'
  | 'nameEn'
  | 'nameAr'
  | 'fee'
  | 'add'
  | 'adding'
  | 'added'
  | 'invalidCode'
  | 'invalidName'
  | 'invalidPrice'
  | 'networkError',
  string
>;

const labelClass = 'flex flex-col gap-1 font-semibold text-espresso-900 text-sm';
const errorClass = 'font-normal text-cherry-700 text-xs';

/** Sends one admin change and draws the page again; the API's refusal shows above the form. */
function useAdminCall(locale: Locale, networkError: string) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>();
  async function send(path: string, method: 'POST' | 'PUT', body: unknown, done: string) {
    setPending(true);
    setError(undefined);
    const result = await callBff(path, { locale, method, body });
    setPending(false);
    if (!result.ok) {
      setError(result.status === 0 ? networkError : result.error.message || networkError);
      return false;
    }
    router.refresh();
    await showToast('success', done);
    return true;
  }
  return { pending, error, send };
}

/** Moves one governorate into another zone: its deliveries cost that zone's fee from the next summary. */
export function MoveGovernorateForm({
  zones,
  locale,
  labels,
}: {
  zones: AdminSettings['zones'];
  locale: Locale;
  labels: ZoneFormLabels;
}) {
  const { pending, error, send } = useAdminCall(locale, labels.networkError);
  const everyone = zones.flatMap((zone) =>
    zone.governorates.map((governorate) => ({ ...governorate, zone })),
  );
  const [governorateId, setGovernorateId] = useState(String(everyone[0]?.id ?? ''));
  const [zoneId, setZoneId] = useState(String(zones[0]?.id ?? ''));

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const governorate = everyone.find((entry) => String(entry.id) === governorateId);
    const zone = zones.find((entry) => String(entry.id) === zoneId);
    if (!governorate || !zone) return;
    void send(
      `admin/governorates/${governorate.id}/zone`,
      'PUT',
      { zone_id: zone.id },
      fillTemplate(labels.moved, { governorate: governorate.name, zone: zone.name }),
    );
  }

  return (
    <form onSubmit={submit} aria-busy={pending} aria-label={labels.moveTitle} className="flex flex-col gap-3">
      <FormAlert message={error} />
      <div className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <label className={labelClass}>
          {labels.governorate}
          <select
            value={governorateId}
            onChange={(event) => setGovernorateId(event.target.value)}
            className={controlClass}
          >
            {everyone.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {fillTemplate(labels.inZone, { governorate: entry.name, zone: entry.zone.name })}
              </option>
            ))}
          </select>
        </label>
        <label className={labelClass}>
          {labels.toZone}
          <select value={zoneId} onChange={(event) => setZoneId(event.target.value)} className={controlClass}>
            {zones.map((zone) => (
              <option key={zone.id} value={zone.id}>
                {zone.name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" disabled={pending} className={primaryButtonClass}>
          {pending ? labels.moving : labels.move}
        </button>
      </div>
    </form>
  );
}

type NewZoneErrors = Partial<Record<'code' | 'name_en' | 'name_ar' | 'fee', string>>;

/** A new delivery zone: its code, names in both languages and fee; it starts with no governorate. */
export function NewZoneForm({ locale, labels }: { locale: Locale; labels: ZoneFormLabels }) {
  const id = useId();
  const { pending, error, send } = useAdminCall(locale, labels.networkError);
  const [errors, setErrors] = useState<NewZoneErrors>({});

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const text = (name: string) => (form.elements.namedItem(name) as HTMLInputElement).value.trim();
    const fee = parsePounds(text('fee'));
    const found: NewZoneErrors = {
      ...(/^[a-z0-9][a-z0-9-]{1,39}$/.test(text('code').toLowerCase()) ? {} : { code: labels.invalidCode }),
      ...(text('name_en').length < 2 ? { name_en: labels.invalidName } : {}),
      ...(text('name_ar').length < 2 ? { name_ar: labels.invalidName } : {}),
      ...(fee === null ? { fee: labels.invalidPrice } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = {
      code: text('code').toLowerCase(),
      name_en: text('name_en'),
      name_ar: text('name_ar'),
      fee,
    };
    const name = locale === 'ar' ? body.name_ar : body.name_en;
    if (await send('admin/shipping-zones', 'POST', body, fillTemplate(labels.added, { name }))) form.reset();
  }

  const field = (
    name: keyof NewZoneErrors,
    label: string,
    extra: React.InputHTMLAttributes<HTMLInputElement>,
  ) => (
    <label className={labelClass}>
      {label}
      <input
        name={name}
        {...extra}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={
          errors[name] ? `${id}-${name}-error` : name === 'code' ? `${id}-code-hint` : undefined
        }
        className={controlClass}
      />
      {name === 'code' ? (
        <span id={`${id}-code-hint`} className="font-normal text-mocha-600 text-xs">
          {labels.codeHint}
        </span>
      ) : null}
      {errors[name] ? (
        <span id={`${id}-${name}-error`} className={errorClass}>
          {errors[name]}
        </span>
      ) : null}
    </label>
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-busy={pending}
      aria-label={labels.newTitle}
      className="flex flex-col gap-3"
    >
      <FormAlert message={error} />
      <div className="grid gap-4 sm:grid-cols-2">
        {field('code', labels.code, { dir: 'ltr', maxLength: 40 })}
        {field('fee', labels.fee, { dir: 'ltr', inputMode: 'decimal' })}
        {field('name_en', labels.nameEn, { dir: 'ltr', lang: 'en', maxLength: 60 })}
        {field('name_ar', labels.nameAr, { dir: 'rtl', lang: 'ar', maxLength: 60 })}
      </div>
      <button type="submit" disabled={pending} className={`${primaryButtonClass} self-start`}>
        {pending ? labels.adding : labels.add}
      </button>
    </form>
  );
}
