#!/usr/bin/env node
// The journeys' web server: `node scripts/start.mjs` on a fresh data directory. A database left behind by an
// earlier run (an older schema, a half-rendered media folder, products a journey changed) must not decide
// whether the journeys pass, so the directory is emptied first and the API seeds the demo catalog anew.
// Only directories inside the repository's `.data/` or the system's temporary directory are ever removed.
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = path.resolve(root, process.env.DATA_DIR ?? '.data/e2e');
const inside = (parent) => dataDir.startsWith(path.resolve(parent) + path.sep);

if (inside(path.join(root, '.data')) || inside(tmpdir())) {
  rmSync(dataDir, { recursive: true, force: true });
  console.log(`[e2e] fresh data directory: ${path.relative(root, dataDir) || dataDir}`);
} else {
  console.log(`[e2e] keeping ${dataDir} (outside .data/ and the temporary directory)`);
}
process.env.DATA_DIR = dataDir;

// Same process: Playwright stops the whole group when the run ends.
await import('../../scripts/start.mjs');
