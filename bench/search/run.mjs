// Prints the relevance of search on the demo catalog against the judged query set (judged-queries.mjs):
// MRR@10, NDCG@10 and zero-result rate per kind of query, for the search page (GET /products?query=…) and for
// autocomplete (GET /autocomplete), plus autocomplete latency in process. The database is the API tests' own:
// PGlite, or PostgreSQL when DATABASE_URL is set.
//
//   node --import tsx bench/search/run.mjs [--misses]     (--misses lists the queries whose first hit is not judged)

import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { demoProducts } from '../../apps/api/src/db/seed/catalog-source.ts';
import { createTestApp, getJson } from '../../apps/api/test/support/app.ts';
import { evaluate, formatTable } from './judge.mjs';

const ctx = await createTestApp();
try {
  const ids = await ctx.database.db.execute(sql`SELECT id, slug FROM products`);
  const slugOf = new Map(ids.rows.map((row) => [Number(row.id), row.slug]));
  const latencies = [];
  const surfaces = {
    search: async (q, lang) => {
      const { body } = await getJson(ctx.app, '/products', { query: q, lang, per_page: '10' });
      return body.data.map((card) => card.slug);
    },
    autocomplete: async (q, lang) => {
      const started = performance.now();
      const { body } = await getJson(ctx.app, '/autocomplete', { q, lang });
      latencies.push(performance.now() - started);
      return body.data.map((suggestion) => slugOf.get(suggestion.id));
    },
  };
  for (const [name, search] of Object.entries(surfaces)) {
    const result = await evaluate(demoProducts, search, {
      concurrency: Number(process.env.CONCURRENCY ?? 1),
    });
    console.log(
      `\n### ${name === 'search' ? 'Search page (GET /products?query=…, first 10)' : 'Autocomplete (GET /autocomplete, 8 suggestions)'}\n`,
    );
    console.log(formatTable(result));
    if (process.argv.includes('--misses')) {
      for (const row of result.scored.filter((r) => r.rr < 1)) {
        console.log(
          `  ${row.kind.padEnd(9)} rr=${row.rr.toFixed(2)} ${row.q} (${row.lang}) → ${row.slugs.slice(0, 3).join(', ') || '∅'}`,
        );
      }
    }
  }
  latencies.sort((a, b) => a - b);
  const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))].toFixed(1);
  console.log(
    `\nAutocomplete in process, uncached, ${latencies.length} queries: p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms`,
  );
  console.log(`Database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`);
} finally {
  await ctx.close();
}
