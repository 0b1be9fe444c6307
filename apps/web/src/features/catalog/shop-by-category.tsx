import type { Category } from '@coffee/contracts/catalog';
import type { Locale } from '@coffee/contracts/common';
import { getTranslations } from 'next-intl/server';
import { imageTemplate } from '@/components/ui/image';
import { SectionHeading } from '@/components/ui/section-heading';
import { sortByText } from '@/lib/i18n/collate';
import { getProductsPath } from '@/lib/routes';
import { CategoryGrid } from './category-card';

type ShopByCategoryProps = { locale: Locale; categories: Category[] };

/**
 * The home page's "Shop by category": every category, its sub-categories in alphabetical order. Below the
 * hero, so its pictures load lazily and leave the bandwidth to the hero's.
 */
export async function ShopByCategory({ locale, categories }: ShopByCategoryProps) {
  const t = await getTranslations({ locale, namespace: 'Catalog' });

  return (
    <section aria-labelledby="shop-by-category" className="site-wrap">
      <SectionHeading
        id="shop-by-category"
        title={t('shopByCategory')}
        intro={t('shopByCategoryIntro')}
        action={{ href: getProductsPath(), label: t('allProducts') }}
      />

      {categories.length === 0 ? (
        <p className="mt-8 rounded-card bg-latte-100 p-8 text-center text-mocha-600">{t('empty')}</p>
      ) : (
        <CategoryGrid
          tiles={categories.map((category) => ({
            id: category.id,
            name: category.category,
            image: category.image || null,
            subs: sortByText(category.sub_categories, (sub) => sub.sub_category, locale).map(
              (sub): [number, string] => [sub.id, sub.sub_category],
            ),
          }))}
          viewAllLabel={t('viewAll')}
          picture={imageTemplate({
            alt: '',
            fill: true,
            sizes: '(min-width: 1550px) 360px, (min-width: 1024px) 25vw, (min-width: 640px) 50vw, 112px',
            className: 'zoom-pic',
          })}
        />
      )}
    </section>
  );
}
