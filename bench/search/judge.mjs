// Relevance of a search against the judged query set (judged-queries.mjs): MRR@10, NDCG@10 and the share of
// queries that found nothing, per kind of query and overall. Used by bench/search/run.mjs (prints the table)
// and by apps/api/test/search-relevance.test.ts (the same figures, with floors, in CI on both databases).

import { JUDGED_QUERIES } from './judged-queries.mjs';

export const CUTOFF = 10;
export const KINDS = ['arabic', 'franco', 'english', 'misspelt', 'brand', 'equipment'];

/**
 * The grade of each product for each query: 2 = meant, 1 = acceptable; selectors expanded against `catalog`
 * ({ slug, category, sub_category, brand } per product). Throws on a slug or selector that matches nothing,
 * so a renamed demo product cannot silently make a query unanswerable.
 */
export function judgedQueries(catalog) {
  const expand = (entry) => {
    const [field, value] = entry.includes(':') ? entry.split(':') : ['slug', entry];
    const key = { slug: 'slug', sub: 'sub_category', cat: 'category', brand: 'brand' }[field];
    const slugs = catalog.filter((product) => product[key] === value).map((product) => product.slug);
    if (slugs.length === 0) throw new Error(`judged-queries: "${entry}" matches no demo product`);
    return slugs;
  };
  return JUDGED_QUERIES.map((query) => {
    const grades = new Map();
    for (const entry of query.also) for (const slug of expand(entry)) grades.set(slug, 1);
    for (const entry of query.best) for (const slug of expand(entry)) grades.set(slug, 2);
    const lang = query.lang ?? (query.kind === 'arabic' || query.kind === 'franco' ? 'ar-SA' : 'en-US');
    return { kind: query.kind, q: query.q, lang, grades };
  });
}

const dcg = (gains) => gains.reduce((sum, gain, i) => sum + (2 ** gain - 1) / Math.log2(i + 2), 0);

/** One query's figures for the slugs a search answered, best first. */
export function scoreQuery(query, slugs) {
  const top = slugs.slice(0, CUTOFF);
  const gains = top.map((slug) => query.grades.get(slug) ?? 0);
  const first = gains.findIndex((gain) => gain > 0);
  const ideal = [...query.grades.values()].sort((a, b) => b - a).slice(0, CUTOFF);
  return {
    rr: first === -1 ? 0 : 1 / (first + 1),
    ndcg: dcg(gains) / dcg(ideal),
    zero: slugs.length === 0,
  };
}

/**
 * Runs every judged query through `search(q, lang) → slugs` (a few at a time) and returns per-query scores
 * and the figures per kind and overall.
 */
export async function evaluate(catalog, search, { concurrency = 4 } = {}) {
  const queries = judgedQueries(catalog);
  const scored = new Array(queries.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < queries.length) {
        const index = next++;
        const query = queries[index];
        const slugs = await search(query.q, query.lang);
        scored[index] = { ...query, slugs, ...scoreQuery(query, slugs) };
      }
    }),
  );
  const summarize = (rows) => ({
    queries: rows.length,
    mrr: rows.reduce((sum, row) => sum + row.rr, 0) / rows.length,
    ndcg: rows.reduce((sum, row) => sum + row.ndcg, 0) / rows.length,
    zero: rows.filter((row) => row.zero).length / rows.length,
  });
  const byKind = Object.fromEntries(
    KINDS.map((kind) => [kind, summarize(scored.filter((r) => r.kind === kind))]),
  );
  return { scored, byKind, overall: summarize(scored) };
}

/** The figures as a Markdown table. */
export function formatTable(result) {
  const row = (name, s) =>
    `| ${name} | ${s.queries} | ${s.mrr.toFixed(3)} | ${s.ndcg.toFixed(3)} | ${(s.zero * 100).toFixed(1)} % |`;
  return [
    '| kind | queries | MRR@10 | NDCG@10 | zero results |',
    '|---|---:|---:|---:|---:|',
    ...KINDS.map((kind) => row(kind, result.byKind[kind])),
    row('**overall**', result.overall),
  ].join('\n');
}
