import type { Locale } from '@coffee/contracts/common';
import type { SellerSummary } from '@coffee/contracts/sellers';
import { getTranslations } from 'next-intl/server';
import { ArrowForwardIcon } from '@/components/ui/icons';
import { Link } from '@/i18n/navigation';
import { formatNumber } from '@/lib/format/number';
import { getSellerPath } from '@/lib/routes';
import { OpenStatus } from './open-status';
import type { ShopClock } from './opening-hours';
import { SellerContact } from './seller-contact';
import { SellerLogo } from './seller-logo';
import { WeeklyHours } from './weekly-hours';

type CoffeeShopCardProps = { shop: SellerSummary; clock: ShopClock; locale: Locale; priority?: boolean };

/** A coffee shop in the list: who and where, open now or not, how to call or find it, and its page. */
export async function CoffeeShopCard({ shop, clock, locale, priority = false }: CoffeeShopCardProps) {
  const t = await getTranslations({ locale, namespace: 'Seller' });
  const headingId = `shop-${shop.id}-name`;

  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-card bg-white p-5 shadow-card ring-1 ring-crema-200 sm:p-6"
    >
      <div className="flex items-start gap-4">
        <SellerLogo src={shop.logo} size={64} priority={priority} />
        <div className="min-w-0">
          <h2 id={headingId} className="font-bold text-espresso-900 text-lg leading-snug">
            <Link href={getSellerPath(shop.id)} className="hover:text-caramel-700">
              {shop.name}
            </Link>
          </h2>
          <p className="text-mocha-600 text-sm">
            {t('cityInGovernorate', { city: shop.city.name, governorate: shop.governorate.name })}
          </p>
        </div>
      </div>

      <OpenStatus hours={shop.opening_hours} clock={clock} locale={locale} className="mt-4" />
      <p className="mt-3 line-clamp-2 text-mocha-700 text-sm">{shop.description}</p>

      <SellerContact seller={shop} locale={locale} className="mt-4 border-crema-200 border-t pt-4" />
      <div className="mt-3">
        <WeeklyHours hours={shop.opening_hours} today={clock.day} locale={locale} />
      </div>

      <Link
        href={getSellerPath(shop.id)}
        className="mt-auto inline-flex items-center gap-1.5 self-start pt-5 font-semibold text-caramel-700 text-sm hover:text-espresso-900"
      >
        {t('visitShop', { formatted: formatNumber(shop.products_count, locale) })}
        <span className="sr-only">: {shop.name}</span>
        <ArrowForwardIcon className="size-4" />
      </Link>
    </article>
  );
}
