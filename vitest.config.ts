import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// One runner for the whole repo: unit tests beside the code, API integration tests under apps/api/test.
// DATABASE_URL switches the API suite from embedded PGlite to a real PostgreSQL server.
export default defineConfig({
  test: {
    // API test files mostly wait on their database; two at a time roughly halves the suite on 2 cores.
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
    projects: [
      {
        // The storefront's `@/` imports, as apps/web/tsconfig.json maps them.
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        // Components render in unit tests (react-dom/server) with React's automatic JSX runtime, as Next does.
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/*/src/**/*.test.ts',
            'scripts/**/*.test.mjs',
            'bench/**/*.test.mjs',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
    ],
  },
});
