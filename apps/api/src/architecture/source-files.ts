import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/api/src, whichever file asks. */
export const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export type SourceFile = { file: string; text: string };

/** The API's own code: every .ts file under src but tests, as paths relative to src ('modules/orders/routes.ts'). */
export function readSources(root = SRC): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
        files.push({
          file: path.relative(root, full).split(path.sep).join('/'),
          text: readFileSync(full, 'utf8'),
        });
    }
  };
  walk(root);
  return files.sort((a, b) => a.file.localeCompare(b.file));
}

/** The line (1-based) of a character offset. */
export const lineAt = (text: string, offset: number) => text.slice(0, offset).split('\n').length;
