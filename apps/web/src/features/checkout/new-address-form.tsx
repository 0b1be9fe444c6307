'use client';

import { CheckoutAddressInput } from '@coffee/contracts/checkout';
import type { Locale } from '@coffee/contracts/common';
import type { Governorate } from '@coffee/contracts/locations';
import { type Ref, useEffect, useImperativeHandle } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  AddressDetailsField,
  AddressPlaceFields,
  AddressTitleField,
} from '@/components/forms/address-fields';
import { CheckboxField } from '@/components/forms/bound-fields';
import { RecipientFields } from '@/components/forms/contact-fields';
import { toLocalMobile } from '@/lib/format/mobile-display';
import { localizedResolver } from '@/lib/forms/localized-resolver';
import type { ValidationMessages } from '@/lib/forms/validation-messages';
import type { CheckoutLabels } from './checkout-labels';

/** The fields as the form holds them: no place chosen yet. */
type NewAddressValues = Omit<CheckoutAddressInput, 'governorate_id' | 'city_id'> & {
  governorate_id?: number;
  city_id?: number;
};
export type NewAddressOutput = z.output<typeof CheckoutAddressInput>;

/** What the checkout asks of the form when the order is placed. */
export type NewAddressHandle = {
  /** The new address as the order carries it, or null after showing what is missing beside each field. */
  read: () => Promise<NewAddressOutput | null>;
};

export type NewAddressFormProps = {
  handle: Ref<NewAddressHandle>;
  /** Who receives the parcel until the shopper says otherwise: the account holder. */
  recipient: { name: string; mobile: string };
  validationMessages: ValidationMessages;
  locale: Locale;
  governorates: Governorate[];
  labels: CheckoutLabels;
  /** The governorate chosen (the delivery fee follows it), or null. */
  onGovernorate: (governorateId: number | null) => void;
  /** Something was typed or chosen. */
  onEdit: () => void;
};

/**
 * An address filled in at checkout: who receives it and their mobile, then the address-book's fields
 * (governorate, its cities, area, street, details), and whether to keep it in the address book. It holds its
 * own form and its validation (the contract's zod schema), so they load only when a shopper first chooses a
 * new address (address-step.tsx): not on the checkout's first load.
 */
export function NewAddressForm({
  handle,
  recipient,
  validationMessages,
  locale,
  governorates,
  labels,
  onGovernorate,
  onEdit,
}: NewAddressFormProps) {
  const form = useForm<NewAddressValues, unknown, NewAddressOutput>({
    resolver: localizedResolver(CheckoutAddressInput, validationMessages) as Resolver<
      NewAddressValues,
      unknown,
      NewAddressOutput
    >,
    defaultValues: {
      title: '',
      area: '',
      street: '',
      details: '',
      recipient_name: recipient.name,
      mobile: toLocalMobile(recipient.mobile),
      save: true,
    },
  });
  const { control } = form;

  useImperativeHandle(
    handle,
    () => ({
      read: () =>
        new Promise((resolve) => {
          void form.handleSubmit(
            (values) => resolve(values),
            () => resolve(null),
          )();
        }),
    }),
    [form],
  );

  const governorateId = form.watch('governorate_id');
  useEffect(() => onGovernorate(governorateId ?? null), [governorateId, onGovernorate]);
  useEffect(() => {
    const subscription = form.watch(() => onEdit());
    return () => subscription.unsubscribe();
  }, [form, onEdit]);

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
