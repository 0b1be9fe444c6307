// Whose code is a route's first-load JavaScript? Reads a build made with browser source maps
// (NEXT_BROWSER_SOURCE_MAPS=1, see next.config.ts), takes the chunks each route's HTML names (the same list
// scripts/check-budgets.mjs counts) and splits every chunk's bytes between the sources its map names:
// the framework (next, react, react-dom, scheduler, @swc/helpers, Turbopack's runtime), other packages from
// node_modules, and our own code (apps/web/src, packages/contracts). A chunk's gzip size is shared out in
// proportion to those raw bytes (gzip works on the whole chunk, so a share is an estimate; the totals are
// exact).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { firstLoadJs } from '../../../scripts/lib/budgets.mjs';

const FRAMEWORK = /(^|\/)node_modules\/(next|react|react-dom|scheduler|@swc\/helpers|@next)\//;
const OURS = /(^|\/)(src|packages\/contracts)\//;

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = Object.fromEntries([...BASE64].map((char, index) => [char, index]));

/** Decodes a source map's `mappings`: per generated line, [column, source index | -1] segments in order. */
export function decodeMappings(mappings) {
  const lines = [];
  let source = 0;
  for (const line of mappings.split(';')) {
    const segments = [];
    let column = 0;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const values = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = DIGIT[char];
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += values[0];
      if (values.length > 1) source += values[1];
      segments.push([column, values.length > 1 ? source : -1]);
    }
    lines.push(segments);
  }
  return lines;
}

/** Flattens an index map (`sections`, as Turbopack writes them) into [{ line, column, map }] offsets. */
function sectionsOf(map) {
  return map.sections
    ? map.sections.map((section) => ({ ...section.offset, map: section.map }))
    : [{ line: 0, column: 0, map }];
}

export function classify(source) {
  if (!source || source.includes('[turbopack]')) return 'framework';
  if (FRAMEWORK.test(source)) return 'framework';
  if (source.includes('node_modules/')) return 'packages';
  if (OURS.test(source)) return 'ours';
  return 'framework';
}

/** Raw bytes of one chunk per class ({ framework, packages, ours }), from its source map. */
export function attributeChunk(code, map) {
  const lines = code.split('\n');
  const bytes = { framework: 0, packages: 0, ours: 0 };
  const counted = lines.map(() => 0);
  const sections = sectionsOf(map);
  for (const [index, section] of sections.entries()) {
    const decoded = decodeMappings(section.map.mappings ?? '');
    const next = sections[index + 1];
    for (const [offset, segments] of decoded.entries()) {
      const lineIndex = section.line + offset;
      const text = lines[lineIndex] ?? '';
      const base = offset === 0 ? section.column : 0;
      for (const [position, [column, source]] of segments.entries()) {
        const start = base + column;
        let end = position + 1 < segments.length ? base + segments[position + 1][0] : text.length;
        if (next && next.line === lineIndex) end = Math.min(end, next.column);
        if (end <= start) continue;
        const kind = source < 0 ? 'framework' : classify(section.map.sources[source]);
        const size = Buffer.byteLength(text.slice(start, end));
        bytes[kind] += size;
        counted[lineIndex] += size;
      }
    }
  }
  // Bytes no mapping covers (wrappers, the module table): the bundler's, so the framework's.
  const total = Buffer.byteLength(code);
  bytes.framework += total - bytes.framework - bytes.packages - bytes.ours;
  return bytes;
}

/**
 * Per route: first-load JS gzip split into framework / packages / ours, from a source-map build in
 * `nextDir`. Returns [{ route, gzip, framework, packages, ours }] (bytes, gzip).
 */
export function attributeRoutes(nextDir) {
  const cache = new Map();
  const chunk = (file) => {
    if (cache.has(file)) return cache.get(file);
    const full = path.join(nextDir, file);
    // The map's name is in the chunk's last line; without that line the chunk is byte for byte production's.
    const withComment = readFileSync(full, 'utf8');
    const mapName = withComment.match(/\n\/\/# sourceMappingURL=(\S+)\s*$/)?.[1];
    const code = mapName
      ? withComment.slice(0, withComment.lastIndexOf('\n//# sourceMappingURL='))
      : withComment;
    const gzip = gzipSync(code).length;
    const mapFile = mapName ? path.join(path.dirname(full), mapName) : '';
    const mapped = mapFile !== '' && existsSync(mapFile);
    const raw = mapped
      ? attributeChunk(code, JSON.parse(readFileSync(mapFile, 'utf8')))
      : { framework: Buffer.byteLength(code), packages: 0, ours: 0 };
    const total = raw.framework + raw.packages + raw.ours || 1;
    const share = Object.fromEntries(
      Object.entries(raw).map(([kind, bytes]) => [kind, (gzip * bytes) / total]),
    );
    const result = { gzip, share, mapped };
    cache.set(file, result);
    return result;
  };
  return firstLoadJs(nextDir).map(({ route, files }) => {
    const row = { route, gzip: 0, framework: 0, packages: 0, ours: 0, unmapped: 0 };
    for (const file of files) {
      const { gzip, share, mapped } = chunk(file);
      row.gzip += gzip;
      if (!mapped) row.unmapped += 1;
      for (const kind of ['framework', 'packages', 'ours']) row[kind] += share[kind];
    }
    return row;
  });
}
