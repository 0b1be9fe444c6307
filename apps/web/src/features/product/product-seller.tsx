import type { ProductDetail } from '@coffee/contracts/catalog';
import type { Locale } from '@coffee/contracts/common';
import { getTranslations } from 'next-intl/server';
import { ArrowForwardIcon } from '@/components/ui/icons';
import { Image } from '@/components/ui/image';
import { Link } from '@/i18n/navigation';
import { getSellerPath } from '@/lib/routes';

type ProductSellerProps = { seller: ProductDetail['seller']; locale: Locale };

/** Who sells the product, linking to their page (`/seller-profile/{id}`). */
export async function ProductSeller({ seller, locale }: ProductSellerProps) {
  const t = await getTranslations({ locale, namespace: 'Product' });

  return (
    <Link
      href={getSellerPath(seller.id)}
      className="group flex items-center gap-4 rounded-card bg-white p-4 ring-1 ring-crema-200 transition-shadow hover:shadow-card"
    >
      <span className="relative size-12 shrink-0 overflow-hidden rounded-full bg-latte-100">
        {seller.logo ? <Image src={seller.logo} alt="" fill sizes="48px" className="object-cover" /> : null}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-mocha-600 text-xs">
          {seller.is_coffee_shop ? t('soldByCoffeeShop') : t('soldBy')}
        </span>
        <span className="block truncate font-semibold text-espresso-900">{seller.name}</span>
      </span>
      <span className="inline-flex items-center gap-1 font-semibold text-caramel-700 text-sm group-hover:text-espresso-900">
        {t('visitSeller')}
        <ArrowForwardIcon className="size-4" />
      </span>
    </Link>
  );
}
