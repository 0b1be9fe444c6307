// The production build the bench measures. The storefront is copied into a private, git-ignored directory
// and built there, so a teammate's `next build` in apps/web (which empties apps/web/.next) can neither break
// the server in the middle of a run nor change the code between two runs of the same table. The copy sits
// as deep below the repository root as apps/web does: tsconfig's `extends` and the font files are reached
// by relative paths, and node_modules is found by walking up to the root.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { runToEnd } from './children.mjs';

/** Not sources: build output, installed packages and files the build itself rewrites. */
const SKIP = new Set(['.next', 'node_modules', 'tsconfig.tsbuildinfo', 'next-env.d.ts', '.bench-source']);
const MARKER = '.bench-source';

function walk(dir, base = dir, files = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    if (SKIP.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, base, files);
    else if (entry.isFile()) files.push(path.relative(base, full));
  }
  return files;
}

/** One hash over the storefront's sources, the shared contracts package and the lockfile. */
export function sourceHash(repoRoot, webDir) {
  const hash = createHash('sha256');
  const add = (dir) => {
    for (const file of walk(dir)) {
      hash.update(`${path.relative(repoRoot, path.join(dir, file))}\0`);
      hash.update(readFileSync(path.join(dir, file)));
    }
  };
  add(webDir);
  const contracts = path.join(repoRoot, 'packages/contracts');
  if (existsSync(contracts)) add(contracts);
  hash.update(readFileSync(path.join(repoRoot, 'package-lock.json')));
  return hash.digest('hex').slice(0, 16);
}

function git(repoRoot, ...args) {
  return execFileSync('git', ['-C', repoRoot, ...args], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim();
}

/** Which code was measured: commit, whether the storefront had uncommitted changes, the source hash. */
export function describeSources(repoRoot, webDir, hash) {
  try {
    const commit = git(repoRoot, 'rev-parse', '--short', 'HEAD');
    const dirty = git(repoRoot, 'status', '--porcelain', '--', path.relative(repoRoot, webDir)) !== '';
    return `${path.relative(repoRoot, webDir)} at ${commit}${dirty ? ' with uncommitted changes' : ''} (source hash ${hash})`;
  } catch {
    return `${webDir} (source hash ${hash})`;
  }
}

function checkPlace(repoRoot, webDir, buildDir) {
  const depth = (dir) => path.relative(repoRoot, dir).split(path.sep).length;
  const inside = !path.relative(repoRoot, buildDir).startsWith('..');
  if (!inside || depth(buildDir) !== depth(webDir)) {
    throw new Error(
      `--build-dir must sit ${depth(webDir)} levels below ${repoRoot} like ${webDir} (relative imports of ` +
        `tsconfig and fonts, node_modules lookup); got ${buildDir}`,
    );
  }
  try {
    execFileSync('git', ['-C', repoRoot, 'check-ignore', '-q', path.join(buildDir, 'package.json')]);
  } catch {
    console.warn(`note: ${path.relative(repoRoot, buildDir)} is not git-ignored; keep it out of commits`);
  }
}

/**
 * Copies the sources into `buildDir` and runs `next build` there, unless the copy already holds a finished
 * build of exactly these sources. Returns the source hash.
 */
export async function ensureWebBuild({ repoRoot, webDir, buildDir, force, sourceMaps = false }) {
  checkPlace(repoRoot, webDir, buildDir);
  // A build with browser source maps (for the attribution) is told apart from a plain one.
  const hash = `${sourceHash(repoRoot, webDir)}${sourceMaps ? '+maps' : ''}`;
  const marker = path.join(buildDir, MARKER);
  const built =
    existsSync(path.join(buildDir, '.next/BUILD_ID')) &&
    existsSync(marker) &&
    readFileSync(marker, 'utf8').trim() === hash;
  if (built && !force) {
    console.log(
      `storefront: reusing the build in ${path.relative(repoRoot, buildDir)} (sources unchanged, ${hash})`,
    );
    return hash;
  }
  console.log(
    `storefront: copying ${path.relative(repoRoot, webDir)} to ${path.relative(repoRoot, buildDir)} and building…`,
  );
  mkdirSync(buildDir, { recursive: true });
  // Everything but .next goes (next build empties .next itself and keeps .next/cache, which speeds it up).
  for (const entry of readdirSync(buildDir)) {
    if (entry !== '.next') rmSync(path.join(buildDir, entry), { recursive: true, force: true });
  }
  for (const entry of readdirSync(webDir)) {
    if (SKIP.has(entry) && entry !== 'next-env.d.ts') continue;
    cpSync(path.join(webDir, entry), path.join(buildDir, entry), { recursive: true });
  }
  const started = Date.now();
  await runToEnd(
    'next build',
    process.execPath,
    [path.join(repoRoot, 'node_modules/next/dist/bin/next'), 'build'],
    {
      cwd: buildDir,
      env: {
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        ...(sourceMaps ? { NEXT_BROWSER_SOURCE_MAPS: '1' } : {}),
      },
    },
  );
  writeFileSync(marker, `${hash}\n`);
  console.log(`storefront: built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return hash;
}

/** Same rule as bench/api: build the API's dist/ when it is missing (or on --build). */
export async function ensureApiBuild({ apiDir, force }) {
  const server = path.join(apiDir, 'dist/server.js');
  if (existsSync(server) && !force) {
    const newest = (dir) =>
      readdirSync(dir, { withFileTypes: true }).reduce((latest, entry) => {
        const full = path.join(dir, entry.name);
        return Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
      }, 0);
    if (newest(path.join(apiDir, 'src')) > statSync(server).mtimeMs) {
      console.warn('note: the API dist/ is older than its sources; --build rebuilds it');
    }
    return;
  }
  await runToEnd('api build', 'npm', ['run', 'build'], { cwd: apiDir });
}
