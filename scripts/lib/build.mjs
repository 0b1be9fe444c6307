// Builds what is missing or stale before a start: the API bundle always (esbuild takes a second), the
// storefront only when a source, the contracts or the lock file changed since its last build.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const apiDir = path.join(root, 'apps/api');
export const webDir = path.join(root, 'apps/web');

/**
 * What never goes into a build: its output, the type checker's cache (`npm test` writes it), the byte budgets
 * and the tests. Changing only these must not make the next start rebuild the storefront.
 */
const NOT_BUILT = /^(node_modules|\.next|dist|tsconfig\.tsbuildinfo|budgets\.json)$|\.test\.tsx?$/;

/**
 * Newest modification time below `dir` (skipping what is not built), to tell whether a build is stale. A
 * folder's own time counts (a deleted page changes only its folder's), except the package's top folder's:
 * `tsc` creating the type checker's cache there after a build would make every next start rebuild.
 */
function newestMtime(dir, top = true) {
  if (!existsSync(dir)) return 0;
  const stat = statSync(dir);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = top ? 0 : stat.mtimeMs;
  for (const entry of readdirSync(dir)) {
    if (NOT_BUILT.test(entry)) continue;
    newest = Math.max(newest, newestMtime(path.join(dir, entry), false));
  }
  return newest;
}

/** Runs a command in the foreground; a failure ends this process with the command's status. */
export function run(command, args, cwd = root, env = process.env) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

export function buildIfStale() {
  run('npm', ['run', 'build', '-w', '@coffee/api']);
  const buildId = path.join(webDir, '.next/BUILD_ID');
  const sources = Math.max(
    newestMtime(webDir),
    newestMtime(path.join(root, 'packages/contracts/src')),
    newestMtime(path.join(root, 'package-lock.json')),
  );
  if (!existsSync(buildId) || statSync(buildId).mtimeMs < sources)
    run('npm', ['run', 'build', '-w', '@coffee/web']);
}
