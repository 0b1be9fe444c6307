import { type Address, AddressBookEntry } from '@coffee/contracts/account';
import { describe, expect, it } from 'vitest';
import { toAddressFormValues } from './address-form-values';

const saved: Address = {
  id: 7,
  title: 'Home',
  country: 'EG',
  governorate: { id: 3, name: 'Giza' },
  city: { id: 41, name: 'Dokki' },
  area: 'Mesaha',
  street: '12 Tahrir St.',
  details: 'Floor 3',
  recipient_name: 'Karim Adel',
  mobile: '+201123456789',
  is_primary: true,
  created_at: '2025-01-01T10:00:00.000Z',
};

describe('toAddressFormValues', () => {
  it('fills the form from a saved address so saving it unchanged sends the same address back', () => {
    expect(toAddressFormValues(saved).mobile).toBe('01123456789');
    expect(AddressBookEntry.parse(toAddressFormValues(saved))).toEqual({
      title: 'Home',
      country: 'EG',
      governorate_id: 3,
      city_id: 41,
      area: 'Mesaha',
      street: '12 Tahrir St.',
      details: 'Floor 3',
      recipient_name: 'Karim Adel',
      mobile: '+201123456789',
      is_primary: true,
    });
  });

  it('starts a new address in Egypt with nothing chosen, which the contract refuses until filled', () => {
    const values = toAddressFormValues(null);
    expect(values).toMatchObject({ country: 'EG', title: '', is_primary: false });
    const result = AddressBookEntry.safeParse(values);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0]).sort()).toEqual([
      'city_id',
      'governorate_id',
      'mobile',
      'recipient_name',
      'street',
      'title',
    ]);
  });

  it('makes the first address of an empty book the primary one', () => {
    expect(toAddressFormValues(null, true).is_primary).toBe(true);
  });
});
