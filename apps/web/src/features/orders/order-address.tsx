import type { Locale } from '@coffee/contracts/common';
import type { OrderAddress as OrderAddressData } from '@coffee/contracts/orders';
import { ADDRESS_PART_SEPARATOR, getAddressLines } from '@/lib/format/address-lines';
import { toLocalMobile } from '@/lib/format/mobile-display';

/** Where the order goes, as it was when placed: recipient and mobile, then the address, most precise first. */
export function OrderAddress({ address, locale }: { address: OrderAddressData; locale: Locale }) {
  return (
    <address className="flex flex-col gap-1 text-mocha-700 text-sm not-italic">
      <span className="font-semibold text-espresso-900">{address.recipient_name}</span>
      <bdi dir="ltr" className="self-start">
        {toLocalMobile(address.mobile)}
      </bdi>
      {getAddressLines(address).map((parts) => (
        <span key={parts.join()}>
          {parts.map((part, index) => (
            <bdi key={part}>
              {index > 0 ? ADDRESS_PART_SEPARATOR[locale] : null}
              {part}
            </bdi>
          ))}
        </span>
      ))}
    </address>
  );
}
