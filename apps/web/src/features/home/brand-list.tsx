import type { Brand } from '@coffee/contracts/catalog';
import type { Locale } from '@coffee/contracts/common';
import { getTranslations } from 'next-intl/server';
import { imageTemplate } from '@/components/ui/image';
import { SectionHeading } from '@/components/ui/section-heading';
import { formatNumber } from '@/lib/format/number';
import { sortByText } from '@/lib/i18n/collate';
import { BrandGrid } from './brand-grid';

type BrandListProps = { locale: Locale; brands: Brand[] };

/** Every brand that has something to sell, as logo tiles in the locale's alphabetical order. */
export async function BrandList({ locale, brands }: BrandListProps) {
  const withProducts = brands.filter((brand) => brand.products_count > 0);
  if (withProducts.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'Brands' });

  return (
    <section aria-labelledby="brands" className="defer-render site-wrap">
      <SectionHeading id="brands" title={t('title')} intro={t('intro')} />
      <BrandGrid
        tiles={sortByText(withProducts, (brand) => brand.name, locale).map((brand) => ({
          id: brand.id,
          name: brand.name,
          count: t('products', {
            count: brand.products_count,
            formatted: formatNumber(brand.products_count, locale),
          }),
          logo: brand.logo,
        }))}
        // A fixed size, so the logo gets a 1x/2x srcset rather than every width Next knows.
        picture={imageTemplate({ alt: '', width: 64, height: 64, className: 'brand-logo' })}
      />
    </section>
  );
}
