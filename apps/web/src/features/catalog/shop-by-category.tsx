import type { Category } from '@coffee/contracts/catalog';
import type { Locale } from '@coffee/contracts/common';
import { getTranslations } from 'next-intl/server';
import { ArrowForwardIcon } from '@/components/ui/icons';
import { Link } from '@/i18n/navigation';
import { sortByText } from '@/lib/i18n/collate';
import { getProductsPath } from '@/lib/routes';
import { CategoryCard } from './category-card';

/** How many cards can sit in the first screenful; their images load eagerly. */
const EAGER_IMAGES = 4;

type ShopByCategoryProps = { locale: Locale; categories: Category[] };

/** The home page's "Shop by category": every category, its sub-categories in alphabetical order. */
export async function ShopByCategory({ locale, categories }: ShopByCategoryProps) {
  const t = await getTranslations({ locale, namespace: 'Catalog' });

  return (
    <section aria-labelledby="shop-by-category" className="mx-auto max-w-site px-4 sm:px-6 lg:px-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="shop-by-category" className="font-bold text-3xl text-espresso-900 sm:text-4xl">
            {t('shopByCategory')}
          </h2>
          <p className="mt-2 text-lg text-mocha-600">{t('shopByCategoryIntro')}</p>
        </div>
        <Link
          href={getProductsPath()}
          className="inline-flex items-center gap-1.5 font-semibold text-caramel-700 hover:text-espresso-900"
        >
          {t('allProducts')}
          <ArrowForwardIcon className="size-4" />
        </Link>
      </div>

      {categories.length === 0 ? (
        <p className="mt-10 rounded-card bg-latte-100 p-8 text-center text-mocha-600">{t('empty')}</p>
      ) : (
        <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {categories.map((category, index) => (
            <CategoryCard
              key={category.id}
              category={category}
              subCategories={sortByText(category.sub_categories, (sub) => sub.sub_category, locale)}
              viewAllLabel={t('viewAll')}
              eager={index < EAGER_IMAGES}
            />
          ))}
        </div>
      )}
    </section>
  );
}
