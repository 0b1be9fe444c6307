import type { Address } from '@coffee/contracts/account';
import { describe, expect, it } from 'vitest';
import { getAddressLines } from './address-lines';

const address = (overrides: Partial<Address> = {}): Address => ({
  id: 1,
  title: 'Work',
  country: 'EG',
  governorate: { id: 1, name: 'Cairo' },
  city: { id: 2, name: 'Nasr City' },
  area: 'Seventh District',
  street: '5 Abbas El Akkad',
  details: 'Building 4, floor 2',
  recipient_name: 'Nour Adel',
  mobile: '+201012345678',
  is_primary: false,
  created_at: '2025-01-01T10:00:00.000Z',
  ...overrides,
});

describe('getAddressLines', () => {
  it('gives street and area, city and governorate, then the details', () => {
    expect(getAddressLines(address())).toEqual([
      ['5 Abbas El Akkad', 'Seventh District'],
      ['Nasr City', 'Cairo'],
      ['Building 4, floor 2'],
    ]);
  });

  it('leaves out empty parts, and lines with nothing in them', () => {
    expect(getAddressLines(address({ area: '  ', details: '' }))).toEqual([
      ['5 Abbas El Akkad'],
      ['Nasr City', 'Cairo'],
    ]);
  });
});
