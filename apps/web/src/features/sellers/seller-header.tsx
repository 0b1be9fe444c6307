import type { Locale } from '@coffee/contracts/common';
import type { SellerSummary } from '@coffee/contracts/sellers';
import { getTranslations } from 'next-intl/server';
import { formatNumber } from '@/lib/format/number';
import { OpenStatus } from './open-status';
import type { ShopClock } from './opening-hours';
import { SellerContact } from './seller-contact';
import { SellerLogo } from './seller-logo';
import { WeeklyHours } from './weekly-hours';

type SellerHeaderProps = { seller: SellerSummary; clock: ShopClock; locale: Locale };

/** The top of a seller's page: logo, name and story beside where to find them and when they are open. */
export async function SellerHeader({ seller, clock, locale }: SellerHeaderProps) {
  const t = await getTranslations({ locale, namespace: 'Seller' });

  return (
    <header className="grid gap-6 rounded-card bg-white p-5 shadow-card ring-1 ring-crema-200 sm:p-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-10">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        <SellerLogo src={seller.logo} size={96} priority />
        <div className="min-w-0">
          <p className="font-semibold text-caramel-700 text-sm">
            {seller.is_coffee_shop ? t('kindCoffeeShop') : t('kindStore')}
          </p>
          <h1 className="mt-1 text-balance font-extrabold text-3xl text-espresso-900 sm:text-4xl">
            {seller.name}
          </h1>
          <p className="mt-1 text-mocha-600">
            {t('cityInGovernorate', { city: seller.city.name, governorate: seller.governorate.name })}
          </p>
          <p className="mt-3 max-w-prose text-pretty text-mocha-700">{seller.description}</p>
          <p className="mt-3 text-mocha-600 text-sm">
            {t('productsCount', {
              count: seller.products_count,
              formatted: formatNumber(seller.products_count, locale),
            })}
          </p>
        </div>
      </div>

      <div className="space-y-4 border-crema-200 border-t pt-5 lg:border-t-0 lg:border-s lg:ps-8 lg:pt-0">
        <OpenStatus hours={seller.opening_hours} clock={clock} locale={locale} />
        <SellerContact seller={seller} locale={locale} />
        <WeeklyHours hours={seller.opening_hours} today={clock.day} locale={locale} />
      </div>
    </header>
  );
}
