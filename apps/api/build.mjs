// Bundles the API into dist/server.js: our own code and the workspace contracts are compiled in,
// npm dependencies stay external and load from node_modules. Migrations are copied beside the bundle.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@coffee/'));

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: {
    server: 'src/server.ts',
    setup: 'src/cli/setup.ts',
    'seed-large': 'src/db/seed/large.ts',
    backup: 'src/cli/backup.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
cpSync('drizzle', 'dist/drizzle', { recursive: true });
// The demo blog's videos (scripts/make-demo-videos.mjs), copied into the media folder on a demo start.
cpSync('src/db/seed/videos', 'dist/seed-videos', { recursive: true });
console.log('api built → dist/');
