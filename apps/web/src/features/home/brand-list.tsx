import type { Brand } from '@coffee/contracts/catalog';
import type { Locale } from '@coffee/contracts/common';
import { getTranslations } from 'next-intl/server';
import { Image } from '@/components/ui/image';
import { SectionHeading } from '@/components/ui/section-heading';
import { Link } from '@/i18n/navigation';
import { formatNumber } from '@/lib/format/number';
import { sortByText } from '@/lib/i18n/collate';
import { getBrandShopPath } from './shop-links';

type BrandListProps = { locale: Locale; brands: Brand[] };

/** Every brand that has something to sell, as logo tiles in the locale's alphabetical order. */
export async function BrandList({ locale, brands }: BrandListProps) {
  const withProducts = brands.filter((brand) => brand.products_count > 0);
  if (withProducts.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'Brands' });

  return (
    <section aria-labelledby="brands" className="defer-render mx-auto max-w-site px-4 sm:px-6 lg:px-10">
      <SectionHeading id="brands" title={t('title')} intro={t('intro')} />
      <ul className="mt-8 grid grid-cols-3 gap-3 sm:grid-cols-4 sm:gap-4 md:grid-cols-5 lg:grid-cols-7">
        {sortByText(withProducts, (brand) => brand.name, locale).map((brand) => (
          <li key={brand.id}>
            <Link
              href={getBrandShopPath(brand.id)}
              className="group flex h-full flex-col items-center rounded-card bg-white px-2 py-4 text-center shadow-card ring-1 ring-crema-200 transition-shadow hover:shadow-card-hover sm:px-3 sm:py-5"
            >
              {/* A fixed size, so the image gets a 1x/2x srcset rather than every width Next knows. */}
              <Image
                src={brand.logo}
                alt=""
                width={64}
                height={64}
                className="size-14 rounded-2xl bg-latte-100 object-cover sm:size-16"
              />
              <span className="mt-3 line-clamp-2 font-semibold text-espresso-900 text-sm leading-snug group-hover:text-caramel-700">
                {brand.name}
              </span>
              <span className="mt-1 text-mocha-600 text-xs">
                {t('products', {
                  count: brand.products_count,
                  formatted: formatNumber(brand.products_count, locale),
                })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
