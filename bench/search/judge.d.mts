// Types of judge.mjs for the API test that runs the judged query set (apps/api/test/search-relevance.test.ts).

export type Kind = 'arabic' | 'franco' | 'english' | 'misspelt' | 'brand' | 'equipment';
export type Figures = { queries: number; mrr: number; ndcg: number; zero: number };
export type Scored = {
  kind: Kind;
  q: string;
  lang: string;
  grades: Map<string, number>;
  slugs: string[];
  rr: number;
  ndcg: number;
  zero: boolean;
};
export type Result = { scored: Scored[]; byKind: Record<Kind, Figures>; overall: Figures };
export type CatalogProduct = { slug: string; category: string; sub_category: string; brand: string };

export const CUTOFF: number;
export const KINDS: Kind[];
export function evaluate(
  catalog: CatalogProduct[],
  search: (q: string, lang: string) => Promise<string[]>,
  options?: { concurrency?: number },
): Promise<Result>;
export function formatTable(result: Result): string;
