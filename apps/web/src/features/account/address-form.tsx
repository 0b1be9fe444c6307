'use client';

import { type Address, AddressBookEntry } from '@coffee/contracts/account';
import type { Locale } from '@coffee/contracts/common';
import type { Governorate } from '@coffee/contracts/locations';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  AddressDetailsField,
  AddressPlaceFields,
  type AddressPlaceLabels,
  AddressTitleField,
} from '@/components/forms/address-fields';
import { CheckboxField, SelectField } from '@/components/forms/bound-fields';
import { RecipientFields } from '@/components/forms/contact-fields';
import { secondaryButtonClass } from '@/components/ui/form/button-classes';
import { FormAlert } from '@/components/ui/form/form-alert';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { callBff } from '@/lib/bff/call-bff';
import { addAddress, updateAddress } from '@/lib/bff/calls/account';
import { placeApiError, showPlacedErrors } from '@/lib/forms/api-error-placement';
import { localizedResolver } from '@/lib/forms/localized-resolver';
import type { ValidationMessages } from '@/lib/forms/validation-messages';
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
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<AddressFormDefaults, unknown, Output>({
    // NOTE: react-hook-form picks the first problem in the order fields were registered, which need not be
    // the order on screen: the form focuses the first problem a shopper meets on its own below.
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

  function focusFirstProblem(problems: FieldErrors<AddressFormDefaults>) {
    const first = FIELD_ORDER.find((name) => problems[name]);
    if (first) setFocus(first);
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
      <AddressTitleField control={control} labels={labels} />

      <div className="grid gap-5 sm:grid-cols-2">
        <RecipientFields control={control} labels={labels} />
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          control={control}
          name="country"
          label={labels.country}
          autoComplete="country"
          options={[{ value: 'EG', label: labels.egypt }]}
        />
        <AddressPlaceFields
          control={control}
          locale={locale}
          governorates={governorates}
          labels={labels}
          wideStreet
        />
      </div>
      <AddressDetailsField control={control} labels={labels} />

      {address?.is_primary ? null : (
        <CheckboxField control={control} name="is_primary">
          {labels.isPrimary}
        </CheckboxField>
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
