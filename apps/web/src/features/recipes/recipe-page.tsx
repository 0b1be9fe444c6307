import type { Recipe } from '@coffee/contracts/blog';
import type { Locale } from '@coffee/contracts/common';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getProductCardSlots } from '@/app/[locale]/_components/product-card-slots';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { Image } from '@/components/ui/image';
import { isolated } from '@/components/ui/user-text';
import { ProductGrid } from '@/features/catalog/product-grid';
import { JsonLd } from '@/features/content/json-ld';
import { Link } from '@/i18n/navigation';
import { env } from '@/lib/env';
import { formatNumber } from '@/lib/format/number';
import { getProductPath, getRecipePath, getRecipesPath, homePath } from '@/lib/routes';
import { getPageMetadata } from '@/lib/seo';
import { isoDuration } from './recipe-facts';
import { RecipeMeta } from './recipe-meta';

export function getRecipeMetadata(recipe: Recipe, locale: Locale): Promise<Metadata> {
  return getPageMetadata({
    locale,
    title: recipe.title,
    description: recipe.summary,
    path: getRecipePath(recipe.id),
    images: recipe.image ? [recipe.image] : [],
    type: 'article',
  });
}

function recipeData(recipe: Recipe) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: recipe.title,
    description: recipe.summary,
    image: recipe.image ? [`${env.SITE_URL}${recipe.image}`] : undefined,
    datePublished: recipe.published_at,
    recipeCategory: recipe.category.name,
    recipeYield: String(recipe.servings),
    totalTime: isoDuration(recipe.prep_minutes),
    recipeIngredient: recipe.ingredients.map((item) => item.text),
    recipeInstructions: recipe.steps.map((text) => ({ '@type': 'HowToStep', text })),
  };
}

/** A recipe: picture, facts, ingredients (those sold here link to them), numbered steps, and the products to buy. */
export async function RecipeView({ recipe, locale }: { recipe: Recipe; locale: Locale }) {
  const [t, tb, slotsFor] = await Promise.all([
    getTranslations({ locale, namespace: 'Recipes' }),
    getTranslations({ locale, namespace: 'Breadcrumb' }),
    getProductCardSlots(locale),
  ]);
  const products = recipe.ingredients.flatMap((item) => (item.product ? [item.product] : []));

  return (
    <article className="mx-auto flex max-w-site flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8 lg:px-10">
      <JsonLd data={recipeData(recipe)} />
      <Breadcrumb
        items={[
          { label: tb('home'), href: homePath },
          { label: t('title'), href: getRecipesPath() },
          { label: recipe.category.name, href: getRecipesPath({ category: recipe.category.slug }) },
          { label: recipe.title },
        ]}
        locale={locale}
      />
      <div className="grid gap-8 lg:grid-cols-2">
        <div className="relative aspect-[4/3] overflow-hidden rounded-card bg-latte-100">
          {recipe.image ? (
            <Image
              src={recipe.image}
              alt=""
              fill
              sizes="(min-width: 1024px) 50vw, 100vw"
              loading="eager"
              fetchPriority="high"
              className="object-cover"
            />
          ) : null}
        </div>
        <header className="flex flex-col gap-4">
          <p className="font-semibold text-caramel-700 text-sm uppercase tracking-wide">
            {recipe.category.name}
          </p>
          <h1 className="text-balance font-extrabold text-3xl text-espresso-900 sm:text-4xl">
            {recipe.title}
          </h1>
          <p className="text-pretty text-lg text-mocha-600">{recipe.summary}</p>
          <RecipeMeta recipe={recipe} locale={locale} />
          <section aria-labelledby="ingredients" className="mt-2">
            <h2 id="ingredients" className="font-bold text-espresso-900 text-xl">
              {t('ingredients')}
            </h2>
            <ul className="mt-3 list-disc space-y-1.5 ps-6 text-espresso-900">
              {recipe.ingredients.map((item) => (
                <li key={item.text}>
                  {item.product ? (
                    <Link
                      href={getProductPath(item.product.id)}
                      aria-label={t('inShop', { name: isolated(item.text) })}
                      className="font-semibold text-mocha-700 underline underline-offset-2"
                    >
                      {item.text}
                    </Link>
                  ) : (
                    item.text
                  )}
                </li>
              ))}
            </ul>
          </section>
        </header>
      </div>
      <section aria-labelledby="steps" className="max-w-3xl">
        <h2 id="steps" className="font-bold text-2xl text-espresso-900">
          {t('steps')}
        </h2>
        <ol className="mt-4 space-y-4">
          {recipe.steps.map((step, index) => (
            <li key={step} className="flex gap-4">
              <span
                aria-hidden
                className="grid size-9 shrink-0 place-items-center rounded-full bg-espresso-900 font-bold text-cream-50"
              >
                {formatNumber(index + 1, locale, 0)}
              </span>
              <p className="pt-1.5 text-pretty text-espresso-900">{step}</p>
            </li>
          ))}
        </ol>
      </section>
      {products.length > 0 ? (
        <section aria-labelledby="shop-ingredients" className="mt-4">
          <h2 id="shop-ingredients" className="mb-4 font-bold text-2xl text-espresso-900">
            {t('shopTitle')}
          </h2>
          <ProductGrid products={products} locale={locale} slotsFor={slotsFor} />
        </section>
      ) : null}
    </article>
  );
}
