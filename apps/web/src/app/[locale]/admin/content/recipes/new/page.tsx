import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { RecipeForm } from '@/features/admin/content/recipe-form';
import { DetailFrame } from '@/features/admin/kit/detail-frame';
import { routing } from '@/i18n/routing';
import { getRecipeCategories } from '@/lib/api/blog';
import { adminPaths } from '@/lib/backoffice-routes';
import { getPageMetadata } from '@/lib/seo';

type PageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Admin.content' });
  return getPageMetadata({ locale, title: t('newRecipe'), path: adminPaths.newRecipe, noIndex: true });
}

/** A new recipe, saved as a draft unless published straight away. */
export default async function NewRecipePage({ params }: PageProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const [categories, t] = await Promise.all([
    getRecipeCategories(locale),
    getTranslations({ locale, namespace: 'Admin.content' }),
  ]);
  return (
    <DetailFrame back={{ href: adminPaths.adminRecipes, label: t('backRecipes') }} title={t('newRecipe')}>
      <RecipeForm recipe={null} categories={categories} locale={locale} />
    </DetailFrame>
  );
}
