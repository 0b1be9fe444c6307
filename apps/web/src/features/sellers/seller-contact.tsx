import type { Locale } from '@coffee/contracts/common';
import type { SellerSummary } from '@coffee/contracts/sellers';
import { clsx } from 'clsx';
import { getTranslations } from 'next-intl/server';
import { ExternalLinkIcon } from '@/components/ui/icons';
import { getMapUrl } from './map-link';
import { MapPinIcon, PhoneIcon } from './seller-icons';

type SellerContactProps = {
  seller: Pick<
    SellerSummary,
    'name' | 'address' | 'city' | 'governorate' | 'phone' | 'latitude' | 'longitude'
  >;
  locale: Locale;
  className?: string;
};

/** "tel:" wants digits and the leading +, nothing else. */
const toTelHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Address, a phone number to call and a show-on-map link to the exact spot (in a new tab). */
export async function SellerContact({ seller, locale, className }: SellerContactProps) {
  const t = await getTranslations({ locale, namespace: 'Seller' });

  return (
    <ul className={clsx('space-y-2.5 text-sm', className)}>
      <li className="flex items-start gap-2.5 text-mocha-700">
        <MapPinIcon className="mt-0.5 size-4 shrink-0 text-caramel-700" />
        <span>
          <span className="sr-only">{t('address')}: </span>
          {seller.address}
        </span>
      </li>
      <li className="flex items-center gap-2.5">
        <PhoneIcon className="size-4 shrink-0 text-caramel-700" />
        <a
          href={toTelHref(seller.phone)}
          className="font-semibold text-espresso-900 underline-offset-4 hover:text-caramel-700 hover:underline"
        >
          <span className="sr-only">{t('call', { name: seller.name })}: </span>
          {/* Digits and "+" read left to right in Arabic pages too. */}
          <bdi dir="ltr">{seller.phone}</bdi>
        </a>
      </li>
      <li className="flex items-center gap-2.5">
        <ExternalLinkIcon className="size-4 shrink-0 text-caramel-700" />
        <a
          href={getMapUrl(seller.latitude, seller.longitude)}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold text-caramel-700 underline-offset-4 hover:text-espresso-900 hover:underline"
        >
          {t('showOnMap')}
          <span className="sr-only"> ({t('opensInNewTab')})</span>
        </a>
      </li>
    </ul>
  );
}
