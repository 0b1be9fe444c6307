import type { Address } from '@coffee/contracts/account';
import type { Locale } from '@coffee/contracts/common';
import { ADDRESS_PART_SEPARATOR } from '@/lib/format/address-lines';
import { toLocalMobile } from '@/lib/format/mobile-display';
import { UserText } from './user-text';

type AddressRecipientProps = {
  address: Pick<Address, 'recipient_name' | 'mobile'>;
  locale: Locale;
  className?: string;
};

/** Who receives what is sent to an address and their mobile, written the way Egyptians write it (010…). */
export function AddressRecipient({ address, locale, className }: AddressRecipientProps) {
  return (
    <span className={className}>
      <UserText>{address.recipient_name}</UserText>
      {ADDRESS_PART_SEPARATOR[locale]}
      <bdi dir="ltr">{toLocalMobile(address.mobile)}</bdi>
    </span>
  );
}
