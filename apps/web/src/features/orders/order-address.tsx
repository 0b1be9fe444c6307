import type { Locale } from '@coffee/contracts/common';
import type { OrderAddress as OrderAddressData } from '@coffee/contracts/orders';
import { AddressLines } from '@/components/ui/address-lines';
import { UserText } from '@/components/ui/user-text';
import { toLocalMobile } from '@/lib/format/mobile-display';

/** Where the order goes, as it was when placed: recipient and mobile, then the address, most precise first. */
export function OrderAddress({ address, locale }: { address: OrderAddressData; locale: Locale }) {
  return (
    <address className="flex flex-col gap-1 text-mocha-700 text-sm not-italic">
      <span className="font-semibold text-espresso-900">
        <UserText>{address.recipient_name}</UserText>
      </span>
      <bdi dir="ltr" className="self-start">
        {toLocalMobile(address.mobile)}
      </bdi>
      <AddressLines address={address} locale={locale} />
    </address>
  );
}
