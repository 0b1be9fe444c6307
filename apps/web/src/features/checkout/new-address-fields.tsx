'use client';

import type { CheckoutAddressInput } from '@coffee/contracts/checkout';
import type { Locale } from '@coffee/contracts/common';
import type { Governorate } from '@coffee/contracts/locations';
import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { AddressDetailsField, AddressPlaceFields } from '@/components/ui/form/address-place-fields';
import { FormField } from '@/components/ui/form/form-field';
import { toOptionalId } from '@/lib/forms/optional-id';
import { useCities } from '@/lib/locations/use-cities';
import type { CheckoutLabels } from './checkout-labels';

/** The fields as the form holds them: no place chosen yet. */
export type NewAddressValues = Omit<CheckoutAddressInput, 'governorate_id' | 'city_id'> & {
  governorate_id?: number;
  city_id?: number;
};
export type NewAddressOutput = z.output<typeof CheckoutAddressInput>;
export type NewAddressForm = UseFormReturn<NewAddressValues, unknown, NewAddressOutput>;

export const EMPTY_NEW_ADDRESS: NewAddressValues = {
  title: '',
  area: '',
  street: '',
  details: '',
  recipient_name: '',
  mobile: '',
  save: true,
};

type NewAddressFieldsProps = {
  form: NewAddressForm;
  locale: Locale;
  governorates: Governorate[];
  labels: CheckoutLabels;
};

/**
 * An address filled in at checkout: who receives it and their mobile, then the address-book's fields
 * (governorate, its cities, area, street, details), and whether to keep it in the address book.
 */
export function NewAddressFields({ form, locale, governorates, labels }: NewAddressFieldsProps) {
  const {
    register,
    setValue,
    getValues,
    watch,
    formState: { errors },
  } = form;
  const { state: cities, retry } = useCities(watch('governorate_id'), locale);
  useEffect(() => {
    if (cities.status === 'ready') setValue('city_id', getValues('city_id'));
  }, [cities, setValue, getValues]);

  return (
    <div className="flex flex-col gap-5">
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
        <AddressPlaceFields
          governorates={governorates}
          cities={cities}
          onRetryCities={retry}
          fields={{
            governorate_id: register('governorate_id', {
              setValueAs: toOptionalId,
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
        />
      </div>
      <AddressDetailsField
        registration={register('details')}
        error={errors.details?.message}
        labels={labels}
        rows={2}
      />
      <FormField
        label={labels.addressTitle}
        hint={labels.addressTitleHint}
        registration={register('title')}
        error={errors.title?.message}
        maxLength={60}
      />
      <label className="flex items-center gap-3 font-medium text-espresso-900 text-sm">
        <input type="checkbox" {...register('save')} className="size-5 shrink-0 accent-caramel-700" />
        {labels.saveAddress}
      </label>
    </div>
  );
}
