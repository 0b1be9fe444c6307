import type { Address } from '@coffee/contracts/account';
import type { Locale } from '@coffee/contracts/common';
import { ADDRESS_PART_SEPARATOR, getAddressLines } from '@/lib/format/address-lines';

type AddressLinesProps = {
  address: Pick<Address, 'street' | 'area' | 'city' | 'governorate' | 'details'>;
  locale: Locale;
  /** Classes of each line (a block of its own). */
  lineClassName?: string;
};

/** An address's lines, most precise first, each part in its own direction ("12 Tahrir Street" stays whole). */
export function AddressLines({ address, locale, lineClassName = 'block' }: AddressLinesProps) {
  return getAddressLines(address).map((parts) => (
    <span key={parts.join('|')} className={lineClassName}>
      {parts.map((part, index) => (
        <span key={part}>
          {index > 0 ? ADDRESS_PART_SEPARATOR[locale] : null}
          <bdi>{part}</bdi>
        </span>
      ))}
    </span>
  ));
}
