import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { RecipeForm } from '@/features/admin/content/recipe-form';
import { DetailFrame } from '@/features/admin/kit/detail-frame';
import { Link } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { getAdminRecipe } from '@/lib/api/backoffice-content';
import { getRecipeCategories } from '@/lib/api/blog';
import { adminPaths, getAdminRecipePath } from '@/lib/backoffice-routes';
import { getRecipePath } from '@/lib/routes';
import { getPageMetadata } from '@/lib/seo';

type PageProps = { params: Promise<{ locale: string; id: string }> };

const readId = (raw: string) => (/^\d{1,9}$/.test(raw) ? Number(raw) : null);

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale, id } = await params;
  const number = readId(id);
  if (!hasLocale(routing.locales, locale) || number === null) return {};
  const t = await getTranslations({ locale, namespace: 'Admin.content' });
  return getPageMetadata({ locale, title: t('editRecipe'), path: getAdminRecipePath(number), noIndex: true });
}

/** One recipe to edit, publish or take back, with its picture. */
export default async function EditRecipePage({ params }: PageProps) {
  const { locale, id } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const number = readId(id);
  if (number === null) notFound();
  const [recipe, categories, t] = await Promise.all([
    getAdminRecipe(number, locale),
    getRecipeCategories(locale),
    getTranslations({ locale, namespace: 'Admin.content' }),
  ]);
  if (!recipe) notFound();
  return (
    <DetailFrame
      back={{ href: adminPaths.adminRecipes, label: t('backRecipes') }}
      title={locale === 'ar' ? recipe.title_ar : recipe.title_en}
    >
      {recipe.published ? (
        <Link
          href={getRecipePath(recipe.id)}
          className="self-start font-semibold text-caramel-700 underline-offset-4 hover:underline"
        >
          {t('viewInStore')}
        </Link>
      ) : (
        <p className="text-mocha-600">{t('draftHint')}</p>
      )}
      <RecipeForm recipe={recipe} categories={categories} locale={locale} />
    </DetailFrame>
  );
}
