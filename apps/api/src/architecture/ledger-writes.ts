import { EXEMPT, LEDGERS, type Ledger } from './ledgers.js';
import { lineAt, type SourceFile } from './source-files.js';

/** One place that writes a ledger, and what it writes. */
export type LedgerWrite = { file: string; line: number; ledger: string; owner: string; what: string };

/**
 * The text of the call chain that starts at `start` (`.update(products).set({…}).where(…)`): up to the `;`, or
 * the `,` or closing bracket that ends it inside a larger expression. Strings and templates are skipped whole.
 */
function chainAt(text: string, start: number): string {
  let depth = 0;
  for (let index = start; index < text.length; index++) {
    const char = text[index]!;
    if (char === "'" || char === '"' || char === '`') {
      index = skipString(text, index);
      continue;
    }
    if (char === '(' || char === '[' || char === '{') depth++;
    else if (char === ')' || char === ']' || char === '}') {
      if (depth === 0) return text.slice(start, index);
      depth--;
    } else if ((char === ';' || char === ',') && depth === 0) return text.slice(start, index);
  }
  return text.slice(start);
}

/** The index of the quote that closes the string opened at `open` (template substitutions included). */
function skipString(text: string, open: number): number {
  const quote = text[open];
  for (let index = open + 1; index < text.length; index++) {
    const char = text[index];
    if (char === '\\') index++;
    else if (char === quote) return index;
    else if (quote === '`' && char === '$' && text[index + 1] === '{') {
      let depth = 0;
      for (index++; index < text.length; index++) {
        if (text[index] === '{') depth++;
        else if (text[index] === '}' && --depth === 0) break;
      }
    }
  }
  return text.length;
}

/** The argument of the chain's first `.name(…)`, or undefined when it has none. */
function argumentOf(chain: string, name: string): string | undefined {
  const at = chain.indexOf(`.${name}(`);
  if (at < 0) return undefined;
  const open = at + name.length + 2;
  return chain.slice(open, open + chainAt(chain, open).length).trim();
}

const DRIZZLE_WRITE = /\.(insert|update|delete)\(\s*([A-Za-z_$][\w$]*)\s*\)/g;
const SQL_WRITE = /\b(insert\s+into|update|delete\s+from)\s+(?:"?([a-z_]+)"?|\$\{([A-Za-z_$][\w$]*)\})/gi;

/** Whether a written object literal (or the chain around it) names the column as a key. */
const namesKey = (chain: string, column: string) => new RegExp(`[{,]\\s*${column}\\s*[:,}]`).test(chain);

/** The column ledgers a Drizzle insert or update writes: by key, or every one when the object is not a literal. */
function columnsWritten(kind: string, table: string, chain: string, ledger: Ledger) {
  if (kind === 'delete') return []; // a row and its figure go together; see the README
  const written = argumentOf(chain, kind === 'insert' ? 'values' : 'set');
  const opaque = written !== undefined && !/^[{[]/.test(written);
  return ledger.columns
    .filter((column) => column.table === table)
    .filter((column) => opaque || namesKey(chain, column.column))
    .map(
      (column) =>
        `${column.table}.${column.column}${opaque ? ' (through an object this check cannot read: list its columns)' : ''}`,
    );
}

/** Every write of a ledger in one file, the owner's own included. */
export function findLedgerWrites(source: SourceFile, ledgers: Ledger[] = LEDGERS): LedgerWrite[] {
  const writes: LedgerWrite[] = [];
  const add = (offset: number, ledger: Ledger, what: string) =>
    writes.push({
      file: source.file,
      line: lineAt(source.text, offset),
      ledger: ledger.name,
      owner: ledger.owner,
      what,
    });
  for (const match of source.text.matchAll(DRIZZLE_WRITE)) {
    const [, kind, table] = match as unknown as [string, string, string];
    const chain = chainAt(source.text, match.index!);
    for (const ledger of ledgers) {
      if (ledger.tables.some((t) => t.drizzle === table)) add(match.index!, ledger, `${kind} ${table}`);
      for (const what of columnsWritten(kind, table, chain, ledger))
        add(match.index!, ledger, `${kind} ${what}`);
    }
  }
  // Raw SQL: only inside sql`…` templates, so a comment that says "update the wallet" is no write.
  for (const tag of source.text.matchAll(/\bsql`/g)) {
    const open = tag.index! + 3;
    const template = source.text.slice(open, skipString(source.text, open) + 1);
    for (const match of template.matchAll(SQL_WRITE)) {
      const [, verb, sqlName, drizzleName] = match as unknown as [string, string, string?, string?];
      const offset = open + match.index!;
      for (const ledger of ledgers) {
        if (ledger.tables.some((t) => t.sql === sqlName || t.drizzle === drizzleName))
          add(offset, ledger, `${verb.toLowerCase()} ${sqlName ?? drizzleName} (SQL)`);
        for (const column of ledger.columns) {
          const table = column.sqlTable === sqlName || column.table === drizzleName;
          if (table && /^update/i.test(verb) && new RegExp(`\\b${column.sql}\\s*=`).test(template))
            add(offset, ledger, `update ${column.sqlTable}.${column.sql} (SQL)`);
        }
      }
    }
  }
  return writes;
}

/** Writes of a ledger outside its owner (and outside the exempt seeds): what the test names. */
export function findForeignWrites(sources: SourceFile[], ledgers: Ledger[] = LEDGERS): LedgerWrite[] {
  return sources
    .filter((source) => !EXEMPT.some((pattern) => pattern.test(source.file)))
    .flatMap((source) => findLedgerWrites(source, ledgers))
    .filter((write) => write.file !== write.owner);
}
