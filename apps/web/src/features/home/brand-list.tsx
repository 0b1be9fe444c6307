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
    <section aria-labelledby="brands" className="defer-render site-wrap">
      <SectionHeading id="brands" title={t('title')} intro={t('intro')} />
      <ul className="brand-grid">
        {sortByText(withProducts, (brand) => brand.name, locale).map((brand) => (
          <li key={brand.id}>
            <Link href={getBrandShopPath(brand.id)} className="group brand-card">
              {/* A fixed size, so the image gets a 1x/2x srcset rather than every width Next knows. */}
              <Image src={brand.logo} alt="" width={64} height={64} className="brand-logo" />
              <span className="brand-name">{brand.name}</span>
              <span className="brand-count">
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
