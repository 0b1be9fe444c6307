#!/usr/bin/env node
// `npm run backup` / `npm run restore`: the API's backup command (apps/api/src/cli/backup.ts) with the
// environment the server gets from `npm start`: DATA_DIR defaults to the repository's .data (where `npm start`
// keeps the embedded database and the uploads), DATABASE_URL selects PostgreSQL. Archives go to backups/ unless
// `--out` says otherwise. README "Backups"; docs/decisions/0043-backups-that-restore.md.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { apiDir, root } from './lib/build.mjs';

const env = { ...process.env, DATA_DIR: path.resolve(process.env.DATA_DIR ?? path.join(root, '.data')) };
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', path.join(apiDir, 'src/cli/backup.ts'), ...process.argv.slice(2)],
  { cwd: process.cwd(), stdio: 'inherit', env },
);
process.exit(result.status ?? 1);
