import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { TaxonomyForm } from '@/features/admin/catalog/taxonomy-form';
import { getCatalogLabels } from '@/features/admin/kit/get-catalog-labels';
import { routing } from '@/i18n/routing';
import { getCatalogOptions } from '@/lib/api/backoffice-catalog';
import { adminPaths } from '@/lib/backoffice-routes';
import { fillTemplate } from '@/lib/i18n/fill-template';
import { getPageMetadata } from '@/lib/seo';

type PageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'AdminCatalog' });
  return getPageMetadata({ locale, title: t('catalogTitle'), path: adminPaths.catalog, noIndex: true });
}

const cardClass = 'flex flex-col gap-4 rounded-card bg-white p-5 shadow-card ring-1 ring-crema-200';

/** Categories with their sub-categories, and brands: create, rename in both languages, hide. */
export default async function AdminCatalogPage({ params }: PageProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const [options, labels] = await Promise.all([getCatalogOptions('admin', locale), getCatalogLabels(locale)]);
  const common = { locale, labels };
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="font-bold text-3xl text-espresso-900">{labels.catalogTitle}</h1>
        <p className="mt-2 text-mocha-600">{labels.catalogDescription}</p>
      </header>
      <section aria-labelledby="categories" className="flex flex-col gap-4">
        <h2 id="categories" className="font-bold text-espresso-900 text-xl">
          {labels.categories}
        </h2>
        {options.categories.map((category) => (
          <article key={category.id} className={cardClass} aria-label={category.name}>
            <TaxonomyForm
              {...common}
              target={{ kind: 'categories', id: category.id }}
              title={category.name}
              initial={category}
            />
            <div className="flex flex-col gap-3 border-crema-200 border-s-4 ps-4">
              <h3 className="font-semibold text-espresso-900 text-sm">
                {fillTemplate(labels.subCategories, { name: category.name })}
              </h3>
              {category.sub_categories.map((sub) => (
                <TaxonomyForm
                  key={sub.id}
                  {...common}
                  target={{ kind: 'sub-categories', id: sub.id }}
                  title={sub.name}
                  initial={sub}
                />
              ))}
              <TaxonomyForm
                {...common}
                target={{ create: 'sub-categories', categoryId: category.id }}
                title={`${labels.addSubCategory} — ${category.name}`}
              />
            </div>
          </article>
        ))}
        <div className={cardClass}>
          <h3 className="font-semibold text-espresso-900">{labels.addCategory}</h3>
          <TaxonomyForm {...common} target={{ create: 'categories' }} title={labels.addCategory} />
        </div>
      </section>
      <section aria-labelledby="brands" className={cardClass}>
        <h2 id="brands" className="font-bold text-espresso-900 text-xl">
          {labels.brands}
        </h2>
        {options.brands.map((brand) => (
          <TaxonomyForm
            key={brand.id}
            {...common}
            target={{ kind: 'brands', id: brand.id }}
            title={brand.name}
            initial={brand}
          />
        ))}
        <h3 className="font-semibold text-espresso-900">{labels.addBrand}</h3>
        <TaxonomyForm {...common} target={{ create: 'brands' }} title={labels.addBrand} />
      </section>
    </div>
  );
}
