import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { getRecipeMetadata, RecipeView } from '@/features/recipes/recipe-page';
import { routing } from '@/i18n/routing';
import { getRecipe } from '@/lib/api/blog';
import { parseRouteId } from '@/lib/route-id';

type RecipePageProps = { params: Promise<{ locale: string; id: string }> };

async function loadRecipe(params: RecipePageProps['params']) {
  const { locale, id } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const recipeId = parseRouteId(id);
  const recipe = recipeId === undefined ? null : await getRecipe(recipeId, locale);
  if (!recipe) notFound();
  return { locale, recipe };
}

export async function generateMetadata({ params }: RecipePageProps): Promise<Metadata> {
  const { locale, recipe } = await loadRecipe(params);
  return getRecipeMetadata(recipe, locale);
}

export default async function RecipePage({ params }: RecipePageProps) {
  await connection();
  const { locale, recipe } = await loadRecipe(params);
  setRequestLocale(locale);
  return <RecipeView recipe={recipe} locale={locale} />;
}
