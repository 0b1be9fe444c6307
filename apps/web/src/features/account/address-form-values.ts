import type { Address, AddressBookEntry } from '@coffee/contracts/account';
import type { z } from 'zod';
import { toLocalMobile } from '@/lib/format/mobile-display';

/** The address form's fields: the contract's request body, as the form holds it before validation. */
export type AddressFormValues = z.input<typeof AddressBookEntry>;

/** What the form starts with: the body, except that a new address has no place chosen yet. */
export type AddressFormDefaults = Omit<AddressFormValues, 'governorate_id' | 'city_id'> & {
  governorate_id?: number;
  city_id?: number;
};

/**
 * What the form starts with: an existing address's fields when editing (who receives it as the API shows
 * them: the account holder for an address that names nobody), else an empty address in Egypt.
 * The first address of a book starts as the primary one (the API makes it so anyway).
 */
export function toAddressFormValues(address: Address | null, firstOfBook = false): AddressFormDefaults {
  if (!address) {
    return {
      title: '',
      country: 'EG',
      area: '',
      street: '',
      details: '',
      recipient_name: '',
      mobile: '',
      is_primary: firstOfBook,
    };
  }
  return {
    title: address.title,
    country: address.country,
    governorate_id: address.governorate.id,
    city_id: address.city.id,
    area: address.area,
    street: address.street,
    details: address.details,
    recipient_name: address.recipient_name,
    mobile: toLocalMobile(address.mobile),
    is_primary: address.is_primary,
  };
}
