import path from 'node:path';
import type { SourceFile } from './source-files.js';

/**
 * The unit a file belongs to: each domain under modules/ is one (`modules/orders`); below them the layers
 * every module may use — `config` (config.ts and its parts, config-*.ts), `lib`, `db` (client, schema,
 * migrations), `i18n`, `jobs`, `plugins` — and above them what composes them: `app` (app.ts, server.ts),
 * `cli`, and the database's preparation with its seeds (`db/seed`, `db/prepare`: they load data through the
 * modules' code).
 */
export function unitOf(file: string): string {
  const parts = file.replace(/\.js$/, '.ts').split('/');
  if (parts[0] === 'modules') return `modules/${parts[1]}`;
  if (parts[0] === 'db' && parts[1] === 'seed') return 'db/seed';
  if (file.startsWith('db/prepare.')) return 'db/prepare';
  if (/^config[.-]/.test(file)) return 'config';
  if (parts.length === 1) return 'app';
  return parts[0]!;
}

/** Who imports whom between units, with the files that make each edge. */
export function unitEdges(sources: SourceFile[]): Map<string, Map<string, string[]>> {
  const edges = new Map<string, Map<string, string[]>>();
  for (const { file, text } of sources) {
    for (const match of text.matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), match[1]!));
      const from = unitOf(file);
      const to = unitOf(target);
      if (from === to) continue;
      const out = edges.get(from) ?? new Map<string, string[]>();
      edges.set(from, out.set(to, [...(out.get(to) ?? []), file]));
    }
  }
  return edges;
}

/** Groups of units that import each other, directly or round a circle (Tarjan's strongly connected components). */
export function importCircles(edges: Map<string, Map<string, string[]>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const circles: string[][] = [];
  const visit = (unit: string) => {
    index.set(unit, index.size);
    low.set(unit, index.get(unit)!);
    stack.push(unit);
    for (const next of edges.get(unit)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(unit, Math.min(low.get(unit)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(unit, Math.min(low.get(unit)!, index.get(next)!));
    }
    if (low.get(unit) === index.get(unit)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        group.push(member);
      } while (member !== unit);
      if (group.length > 1) circles.push(group.sort());
    }
  };
  const units = new Set([...edges.keys(), ...[...edges.values()].flatMap((out) => [...out.keys()])]);
  for (const unit of [...units].sort()) if (!index.has(unit)) visit(unit);
  return circles;
}
