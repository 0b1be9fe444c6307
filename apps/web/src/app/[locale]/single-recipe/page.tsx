import { notFound, permanentRedirect } from 'next/navigation';
import { parseRouteId } from '@/lib/route-id';
import { getRecipePath } from '@/lib/routes';

type SingleRecipeProps = { searchParams: Promise<{ id?: string | string[] }> };

/**
 * `/single-recipe?id=12` (the spec's route takes the id in the path or the query): sent to the recipe's one
 * address, `/single-recipe/12`. Without a valid id there is nothing to show.
 */
export default async function SingleRecipeByQuery({ searchParams }: SingleRecipeProps) {
  const { id } = await searchParams;
  const recipeId = parseRouteId(Array.isArray(id) ? (id[0] ?? '') : (id ?? ''));
  if (recipeId === undefined) notFound();
  permanentRedirect(getRecipePath(recipeId));
}
