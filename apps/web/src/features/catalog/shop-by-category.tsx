import type { Locale } from '@coffee/contracts/common';
import { getTranslations } from 'next-intl/server';
import { getCategories } from '@/lib/api/catalog';
import { sortByText } from '@/lib/i18n/collate';
import { CategoryCard } from './category-card';

/** How many cards can sit in the first screenful; their images load eagerly. */
const EAGER_IMAGES = 3;

/** The home page's "Shop by category": every category, its sub-categories in alphabetical order. */
export async function ShopByCategory({ locale }: { locale: Locale }) {
  const [categories, t] = await Promise.all([
    getCategories(locale),
    getTranslations({ locale, namespace: 'Catalog' }),
  ]);

  return (
    <section aria-labelledby="shop-by-category" className="mx-auto max-w-site px-4 sm:px-6 lg:px-10">
      <div className="flex flex-col gap-2">
        <h2 id="shop-by-category" className="font-bold text-3xl text-espresso-900 sm:text-4xl">
          {t('shopByCategory')}
        </h2>
        <p className="text-lg text-mocha-600">{t('shopByCategoryIntro')}</p>
      </div>

      {categories.length === 0 ? (
        <p className="mt-10 rounded-card bg-latte-100 p-8 text-center text-mocha-600">{t('empty')}</p>
      ) : (
        <div className="mt-10 grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
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
