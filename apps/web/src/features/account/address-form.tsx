'use client';

import { type Address, AddressBookEntry } from '@coffee/contracts/account';
import type { Locale } from '@coffee/contracts/common';
import type { Governorate } from '@coffee/contracts/locations';
import { useEffect } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  AddressDetailsField,
  AddressPlaceFields,
  type AddressPlaceLabels,
} from '@/components/ui/form/address-place-fields';
import { secondaryButtonClass } from '@/components/ui/form/button-classes';
import { controlClass } from '@/components/ui/form/control-class';
import { FormAlert } from '@/components/ui/form/form-alert';
import { FormField } from '@/components/ui/form/form-field';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { callBff } from '@/lib/bff/call-bff';
import { addAddress, updateAddress } from '@/lib/bff/calls/addresses';
import { placeApiError, showPlacedErrors } from '@/lib/forms/api-error-placement';
import { localizedResolver } from '@/lib/forms/localized-resolver';
import { toOptionalId } from '@/lib/forms/optional-id';
import type { ValidationMessages } from '@/lib/forms/validation-messages';
import { useCities } from '@/lib/locations/use-cities';
import { type AddressFormDefaults, toAddressFormValues } from './address-form-values';

export type AddressFormLabels = AddressPlaceLabels & {
  addressTitle: string;
  addressTitleHint: string;
  recipientName: string;
  mobile: string;
  mobileHint: string;
  country: string;
  egypt: string;
  isPrimary: string;
  save: string;
  cancel: string;
  networkError: string;
};

type AddressFormProps = {
  locale: Locale;
  /** The address being edited, or null for a new one. */
  address: Address | null;
  /** A new address in an empty book starts as the primary. */
  firstOfBook: boolean;
  /** The 27 governorates, in the page's language and alphabetical order. */
  governorates: Governorate[];
  labels: AddressFormLabels;
  validationMessages: ValidationMessages;
  onSaved: () => void;
  onCancel: () => void;
};

type Output = z.output<typeof AddressBookEntry>;

/** The fields in the order a shopper meets them, for focusing the first problem. */
const FIELD_ORDER = [
  'title',
  'recipient_name',
  'mobile',
  'country',
  'governorate_id',
  'city_id',
  'area',
  'street',
  'details',
] as const;

/**
 * One address: title, who receives it and their Egyptian mobile (checked as checkout checks them), country
 * (Egypt only), governorate then its cities, area, street, details and "primary".
 * Validated with the contract's schema, sent as the API's body (`POST /addresses`, `PUT /addresses/{id}`).
 */
export function AddressForm({
  locale,
  address,
  firstOfBook,
  governorates,
  labels,
  validationMessages,
  onSaved,
  onCancel,
}: AddressFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    setFocus,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<AddressFormDefaults, unknown, Output>({
    // NOTE: react-hook-form picks the first problem in the order fields were (re)registered, and the city
    // select registers again as its options arrive: the form focuses the first problem on its own below.
    shouldFocusError: false,
    // NOTE: the form holds no place until one is chosen (`AddressFormDefaults`); the contract's schema
    // validates exactly these fields and says "required" for a missing one, so the resolver fits as is.
    resolver: localizedResolver(AddressBookEntry, validationMessages) as Resolver<
      AddressFormDefaults,
      unknown,
      Output
    >,
    defaultValues: toAddressFormValues(address, firstOfBook),
  });
  const { state: cities, retry } = useCities(watch('governorate_id'), locale);
  // The select could not show the saved city before its option existed: show it now that the cities are in.
  useEffect(() => {
    if (cities.status === 'ready') setValue('city_id', getValues('city_id'));
  }, [cities, setValue, getValues]);

  function focusFirstProblem(problems: FieldErrors<AddressFormDefaults>) {
    const first = FIELD_ORDER.find((name) => problems[name]);
    if (!first) return;
    // A city cannot be chosen while the cities load: the governorate is where to act then.
    setFocus(first === 'city_id' && cities.status !== 'ready' ? 'governorate_id' : first);
  }

  async function save(values: Output) {
    const result = address
      ? await callBff(updateAddress, { locale, params: { id: address.id }, body: values })
      : await callBff(addAddress, { locale, body: values });
    if (result.ok) return onSaved();
    // The contract's schema checked every field already: what the API refuses is about the whole address.
    showPlacedErrors(setError, placeApiError(result.error, {}, labels.networkError));
  }

  // POST: a press before the page is interactive must never put what was typed into the URL.
  return (
    <form
      method="post"
      onSubmit={handleSubmit(save, focusFirstProblem)}
      noValidate
      className="flex flex-col gap-5"
    >
      <FormAlert message={errors.root?.server?.message} />
      <FormField
        label={labels.addressTitle}
        hint={labels.addressTitleHint}
        registration={register('title')}
        error={errors.title?.message}
        maxLength={60}
      />

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label={labels.recipientName}
          registration={register('recipient_name')}
          error={errors.recipient_name?.message}
          autoComplete="name"
          maxLength={100}
        />
        <FormField
          label={labels.mobile}
          hint={labels.mobileHint}
          registration={register('mobile')}
          error={errors.mobile?.message}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={32}
          ltr
        />
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={labels.country} error={errors.country?.message}>
          {(control) => (
            <select {...control} {...register('country')} autoComplete="country" className={controlClass}>
              <option value="EG">{labels.egypt}</option>
            </select>
          )}
        </FormField>
        <AddressPlaceFields
          governorates={governorates}
          cities={cities}
          onRetryCities={retry}
          fields={{
            governorate_id: register('governorate_id', {
              setValueAs: toOptionalId,
              // A city of the old governorate would be refused: the shopper picks again.
              onChange: () => setValue('city_id', undefined),
            }),
            city_id: register('city_id', { setValueAs: toOptionalId }),
            area: register('area'),
            street: register('street'),
          }}
          errors={{
            governorate_id: errors.governorate_id?.message,
            city_id: errors.city_id?.message,
            area: errors.area?.message,
            street: errors.street?.message,
          }}
          labels={labels}
          wideStreet
        />
      </div>
      <AddressDetailsField
        registration={register('details')}
        error={errors.details?.message}
        labels={labels}
      />

      {address?.is_primary ? null : (
        <label className="flex items-center gap-3 font-medium text-espresso-900 text-sm">
          <input type="checkbox" {...register('is_primary')} className="size-5 shrink-0 accent-caramel-700" />
          {labels.isPrimary}
        </label>
      )}

      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" onClick={onCancel} className={secondaryButtonClass}>
          {labels.cancel}
        </button>
        <SubmitButton label={labels.save} pending={isSubmitting} />
      </div>
    </form>
  );
}
