'use client';

import type { PartnerApplicationDetail } from '@coffee/contracts/backoffice-partners';
import type { Locale } from '@coffee/contracts/common';
import type { Governorate } from '@coffee/contracts/locations';
import { useId, useState } from 'react';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/form/button-classes';
import { controlClass, textAreaClass } from '@/components/ui/form/control-class';
import { FormAlert } from '@/components/ui/form/form-alert';
import { showToast } from '@/components/ui/toaster';
import { useRouter } from '@/i18n/navigation';
import { callBff } from '@/lib/bff-client';
import { fillTemplate } from '@/lib/i18n/fill-template';
import { useCities } from '@/lib/locations/use-cities';
import { ConfirmDialog } from '../kit/confirm-dialog';

export type PartnerDecisionLabels = {
  approveTitle: string;
  approveHint: string;
  nameAr: string;
  governorate: string;
  chooseGovernorate: string;
  city: string;
  chooseCity: string;
  latitude: string;
  longitude: string;
  coordinatesHint: string;
  approve: string;
  approving: string;
  /** `{email}` kept. */
  approved: string;
  rejectTitle: string;
  rejectHint: string;
  reason: string;
  reject: string;
  rejecting: string;
  rejected: string;
  /** Already filled with the brand. */
  confirmReject: string;
  confirm: string;
  cancel: string;
  required: string;
  reasonTooShort: string;
  invalidLatitude: string;
  invalidLongitude: string;
  networkError: string;
};

type Errors = Partial<
  Record<'name_ar' | 'governorate_id' | 'city_id' | 'latitude' | 'longitude' | 'reason', string>
>;

const labelClass = 'flex flex-col gap-1 font-semibold text-espresso-900 text-sm';
const cardClass = 'flex flex-col gap-4 rounded-card bg-white p-5 shadow-card ring-1 ring-crema-200';

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <span id={id} className="font-normal text-cherry-700 text-xs">
      {message}
    </span>
  ) : null;
}

/** A decimal degree typed with Latin or Arabic-Indic digits and either decimal mark; null when not a number. */
function readDegrees(value: string): number | null {
  const latin = value
    .trim()
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[٫,]/g, '.');
  if (!/^\d{1,3}(\.\d+)?$/.test(latin)) return null;
  return Number(latin);
}

/**
 * Approve (the seller's Arabic name, where it is) or reject (with a reason, after an accessible
 * confirmation). The API checks everything again and words its refusals in the page's language.
 */
export function PartnerDecision({
  application,
  governorates,
  locale,
  labels,
}: {
  application: PartnerApplicationDetail;
  governorates: Governorate[];
  locale: Locale;
  labels: PartnerDecisionLabels;
}) {
  const router = useRouter();
  const id = useId();
  const [nameAr, setNameAr] = useState('');
  const [governorateId, setGovernorateId] = useState<number | undefined>();
  const [cityId, setCityId] = useState('');
  const [latitude, setLatitude] = useState('');
  const [longitude, setLongitude] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<{ approve?: string; reject?: string }>({});
  const [pending, setPending] = useState<'approve' | 'reject' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const cities = useCities(governorateId, locale);

  const describedBy = (field: keyof Errors) => (errors[field] ? `${id}-${field}-error` : undefined);
  const invalid = (field: keyof Errors) => (errors[field] ? true : undefined);

  async function send(action: 'approve' | 'reject', body: unknown, done: string) {
    setPending(action);
    setFormError({});
    const result = await callBff(`admin/partner-applications/${application.id}/${action}`, {
      locale,
      method: 'POST',
      body,
    });
    setPending(null);
    if (!result.ok) {
      const message = result.status === 0 ? labels.networkError : result.error.message || labels.networkError;
      setFormError({ [action]: message });
      return;
    }
    router.refresh();
    await showToast('success', done);
  }

  function approve(event: React.FormEvent) {
    event.preventDefault();
    const lat = readDegrees(latitude);
    const lng = readDegrees(longitude);
    const found: Errors = {
      ...(nameAr.trim().length < 2 ? { name_ar: labels.required } : {}),
      ...(governorateId ? {} : { governorate_id: labels.required }),
      ...(cityId ? {} : { city_id: labels.required }),
      ...(lat === null || lat < 22 || lat > 32 ? { latitude: labels.invalidLatitude } : {}),
      ...(lng === null || lng < 24 || lng > 37 ? { longitude: labels.invalidLongitude } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    void send(
      'approve',
      {
        name_ar: nameAr.trim(),
        governorate_id: governorateId,
        city_id: Number(cityId),
        latitude: lat,
        longitude: lng,
      },
      fillTemplate(labels.approved, { email: application.email ?? '' }),
    );
  }

  function askReject(event: React.FormEvent) {
    event.preventDefault();
    const found: Errors = reason.trim().length < 10 ? { reason: labels.reasonTooShort } : {};
    setErrors(found);
    if (Object.keys(found).length === 0) setConfirming(true);
  }

  const cityOptions = cities.state.status === 'ready' ? cities.state.cities : [];
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <form
        onSubmit={approve}
        noValidate
        aria-busy={pending === 'approve'}
        aria-labelledby={`${id}-approve`}
        className={cardClass}
      >
        <h2 id={`${id}-approve`} className="font-bold text-espresso-900 text-xl">
          {labels.approveTitle}
        </h2>
        <p className="text-mocha-600 text-sm">{labels.approveHint}</p>
        <FormAlert message={formError.approve} />
        <label className={labelClass}>
          {labels.nameAr}
          <input
            value={nameAr}
            lang="ar"
            dir="rtl"
            maxLength={120}
            onChange={(event) => setNameAr(event.target.value)}
            aria-invalid={invalid('name_ar')}
            aria-describedby={describedBy('name_ar')}
            className={controlClass}
          />
          <FieldError id={`${id}-name_ar-error`} message={errors.name_ar} />
        </label>
        <div className="grid gap-4 sm:grid-cols-2">
          <label className={labelClass}>
            {labels.governorate}
            <select
              value={governorateId ?? ''}
              onChange={(event) => {
                setGovernorateId(event.target.value ? Number(event.target.value) : undefined);
                setCityId('');
              }}
              aria-invalid={invalid('governorate_id')}
              aria-describedby={describedBy('governorate_id')}
              className={controlClass}
            >
              <option value="">{labels.chooseGovernorate}</option>
              {governorates.map((governorate) => (
                <option key={governorate.id} value={governorate.id}>
                  {governorate.name}
                </option>
              ))}
            </select>
            <FieldError id={`${id}-governorate_id-error`} message={errors.governorate_id} />
          </label>
          <label className={labelClass}>
            {labels.city}
            <select
              value={cityId}
              disabled={cities.state.status !== 'ready'}
              onChange={(event) => setCityId(event.target.value)}
              aria-invalid={invalid('city_id')}
              aria-describedby={describedBy('city_id')}
              className={controlClass}
            >
              <option value="">{labels.chooseCity}</option>
              {cityOptions.map((city) => (
                <option key={city.id} value={city.id}>
                  {city.name}
                </option>
              ))}
            </select>
            <FieldError id={`${id}-city_id-error`} message={errors.city_id} />
          </label>
          <label className={labelClass}>
            {labels.latitude}
            <input
              inputMode="decimal"
              dir="ltr"
              value={latitude}
              onChange={(event) => setLatitude(event.target.value)}
              aria-invalid={invalid('latitude')}
              aria-describedby={describedBy('latitude') ?? `${id}-coordinates`}
              className={controlClass}
            />
            <FieldError id={`${id}-latitude-error`} message={errors.latitude} />
          </label>
          <label className={labelClass}>
            {labels.longitude}
            <input
              inputMode="decimal"
              dir="ltr"
              value={longitude}
              onChange={(event) => setLongitude(event.target.value)}
              aria-invalid={invalid('longitude')}
              aria-describedby={describedBy('longitude') ?? `${id}-coordinates`}
              className={controlClass}
            />
            <FieldError id={`${id}-longitude-error`} message={errors.longitude} />
          </label>
        </div>
        <p id={`${id}-coordinates`} className="text-mocha-600 text-xs">
          {labels.coordinatesHint}
        </p>
        <button type="submit" disabled={pending !== null} className={primaryButtonClass}>
          {pending === 'approve' ? labels.approving : labels.approve}
        </button>
      </form>

      <form
        onSubmit={askReject}
        noValidate
        aria-busy={pending === 'reject'}
        aria-labelledby={`${id}-reject`}
        className={cardClass}
      >
        <h2 id={`${id}-reject`} className="font-bold text-espresso-900 text-xl">
          {labels.rejectTitle}
        </h2>
        <p className="text-mocha-600 text-sm">{labels.rejectHint}</p>
        <FormAlert message={formError.reject} />
        <label className={labelClass}>
          {labels.reason}
          <textarea
            value={reason}
            rows={5}
            maxLength={1000}
            onChange={(event) => setReason(event.target.value)}
            aria-invalid={invalid('reason')}
            aria-describedby={describedBy('reason')}
            className={textAreaClass}
          />
          <FieldError id={`${id}-reason-error`} message={errors.reason} />
        </label>
        <button type="submit" disabled={pending !== null} className={secondaryButtonClass}>
          {pending === 'reject' ? labels.rejecting : labels.reject}
        </button>
      </form>
      <ConfirmDialog
        open={confirming}
        message={labels.confirmReject}
        confirmLabel={labels.confirm}
        cancelLabel={labels.cancel}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void send('reject', { reason: reason.trim() }, labels.rejected);
        }}
      />
    </div>
  );
}
