import type { RecipeSummary } from '@coffee/contracts/blog';
import type { Locale } from '@coffee/contracts/common';
import { getTranslations } from 'next-intl/server';
import { formatNumber } from '@/lib/format/number';
import { splitDuration } from './recipe-facts';

/** Time, servings and difficulty, as a small definition list (card and page). */
export async function RecipeMeta({ recipe, locale }: { recipe: RecipeSummary; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Recipes' });
  const time = splitDuration(recipe.prep_minutes);
  const count = (value: number) => ({ count: value, formatted: formatNumber(value, locale, 0) });
  const facts = [
    { term: t('time'), value: t(time.unit, count(time.count)) },
    { term: t('yield'), value: t('servings', count(recipe.servings)) },
    { term: t('difficulty'), value: t(recipe.difficulty) },
  ];
  return (
    <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
      {facts.map((fact) => (
        <div key={fact.term} className="flex gap-1.5">
          <dt className="text-mocha-500">{fact.term}:</dt>
          <dd className="font-semibold text-espresso-900">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
