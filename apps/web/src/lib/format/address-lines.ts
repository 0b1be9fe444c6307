import type { Address } from '@coffee/contracts/account';
import type { Locale } from '@coffee/contracts/common';

/** What separates the parts of one line: the Arabic comma on Arabic pages. */
export const ADDRESS_PART_SEPARATOR: Record<Locale, string> = { en: ', ', ar: '، ' };

/**
 * An address (a saved one, or an order's copy) as a card shows it, most precise first, as Egyptians write one: street and area; city and
 * governorate; then the details (building, floor…). Each line is a list of parts, so the card can isolate
 * each part's own direction (a street typed in English on an Arabic page). Empty parts and lines are left out.
 */
export function getAddressLines(
  address: Pick<Address, 'street' | 'area' | 'city' | 'governorate' | 'details'>,
): string[][] {
  const parts = (...texts: string[]) => texts.map((text) => text.trim()).filter(Boolean);
  return [
    parts(address.street, address.area),
    parts(address.city.name, address.governorate.name),
    parts(address.details),
  ].filter((line) => line.length > 0);
}
