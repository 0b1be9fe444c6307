import type { Address } from '@coffee/contracts/account';
import type { Locale } from '@coffee/contracts/common';
import { ADDRESS_PART_SEPARATOR, getAddressLines } from '@/lib/format/address-lines';
import { startsRightToLeft } from '@/lib/format/direction';
import { UserText } from './user-text';

type AddressLinesProps = {
  address: Pick<Address, 'street' | 'area' | 'city' | 'governorate' | 'details'>;
  /** The page's language (the separator follows each line's own script). */
  locale: Locale;
  /** Classes of each line (a block of its own). */
  lineClassName?: string;
};

/**
 * An address's lines, most precise first. Each line is isolated and laid out in its own direction, so an Arabic
 * street on an English page reads "٢٤ شارع التحرير، الدقي" as Arabic does (not "الدقي ,٢٤ شارع التحرير"), joined
 * by the comma of its own script; each part is isolated too, so "12 Tahrir Street" stays whole in an Arabic line.
 */
export function AddressLines({ address, lineClassName = 'block' }: AddressLinesProps) {
  return getAddressLines(address).map((parts) => {
    const separator = ADDRESS_PART_SEPARATOR[startsRightToLeft(parts.join(' ')) ? 'ar' : 'en'];
    return (
      <span key={parts.join('|')} className={lineClassName}>
        <UserText>
          {parts.map((part, index) => (
            <span key={part}>
              {index > 0 ? separator : null}
              <UserText>{part}</UserText>
            </span>
          ))}
        </UserText>
      </span>
    );
  });
}
