import type { Address } from '@coffee/contracts/account';
import type { Locale } from '@coffee/contracts/common';

const SEPARATOR: Record<Locale, string> = { en: ', ', ar: '، ' };

/**
 * An address as a card shows it, most precise first, as Egyptians write one: street and area; city and
 * governorate; then the details (building, floor…) when given. Empty parts leave no stray commas.
 */
export function getAddressLines(address: Address, locale: Locale): string[] {
  const join = (...parts: string[]) =>
    parts
      .map((part) => part.trim())
      .filter(Boolean)
      .join(SEPARATOR[locale]);
  return [
    join(address.street, address.area),
    join(address.city.name, address.governorate.name),
    address.details.trim(),
  ].filter(Boolean);
}
