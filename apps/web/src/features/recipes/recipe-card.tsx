import type { RecipeSummary } from '@coffee/contracts/blog';
import type { Locale } from '@coffee/contracts/common';
import { Image } from '@/components/ui/image';
import { Link } from '@/i18n/navigation';
import { getRecipePath } from '@/lib/routes';
import { RecipeMeta } from './recipe-meta';

/** A recipe in a list: picture, category, title, summary, time, servings and difficulty. */
export function RecipeCard({
  recipe,
  locale,
  priority,
}: {
  recipe: RecipeSummary;
  locale: Locale;
  priority: boolean;
}) {
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-card bg-white ring-1 ring-crema-200 transition-shadow hover:shadow-md">
      <div className="relative aspect-[4/3] bg-latte-100">
        {recipe.image ? (
          <Image
            src={recipe.image}
            alt=""
            fill
            sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
            loading={priority ? 'eager' : 'lazy'}
            className="object-cover"
          />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="font-semibold text-caramel-700 text-xs uppercase tracking-wide">
          {recipe.category.name}
        </p>
        <h2 className="text-balance font-bold text-espresso-900 text-lg leading-snug">
          <Link
            href={getRecipePath(recipe.id)}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {recipe.title}
          </Link>
        </h2>
        <p className="line-clamp-2 text-pretty text-mocha-600 text-sm">{recipe.summary}</p>
        <div className="mt-auto pt-2">
          <RecipeMeta recipe={recipe} locale={locale} />
        </div>
      </div>
    </article>
  );
}
