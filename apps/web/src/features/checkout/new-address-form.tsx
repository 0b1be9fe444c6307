'use client';

import type { CheckoutAddressInput } from '@coffee/contracts/checkout';
import type { Locale } from '@coffee/contracts/common';
import type { Governorate } from '@coffee/contracts/locations';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import {
  AddressDetailsField,
  AddressPlaceFields,
  AddressTitleField,
} from '@/components/forms/address-fields';
import { CheckboxField } from '@/components/forms/bound-fields';
import { RecipientFields } from '@/components/forms/contact-fields';
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
  const { control } = form;
  return (
    <div className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <RecipientFields control={control} labels={labels} />
        <AddressPlaceFields control={control} locale={locale} governorates={governorates} labels={labels} />
      </div>
      <AddressDetailsField control={control} labels={labels} rows={2} />
      <AddressTitleField control={control} labels={labels} />
      <CheckboxField control={control} name="save">
        {labels.saveAddress}
      </CheckboxField>
    </div>
  );
}
