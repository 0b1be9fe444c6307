import path from 'node:path';
import ts from 'typescript';
import { EXEMPT, LEDGERS, type Ledger } from './ledgers.js';
import { lineAt, SRC } from './source-files.js';

/** One place that writes a ledger, and what it writes. */
export type LedgerWrite = { file: string; line: number; ledger: string; owner: string; what: string };

/**
 * The API's sources as the compiler sees them, types included, plus `extra` files (path relative to src →
 * text) that exist only in memory: the test's examples of forbidden writes, checked exactly like real code.
 */
export function loadProgram(extra: Record<string, string> = {}): ts.Program {
  const config = ts.readConfigFile(path.join(SRC, '..', 'tsconfig.json'), ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, path.join(SRC, '..'));
  const virtual = new Map(Object.entries(extra).map(([file, text]) => [path.join(SRC, file), text]));
  const host = ts.createCompilerHost(parsed.options);
  const { getSourceFile, fileExists, readFile } = host;
  host.fileExists = (name) => virtual.has(name) || fileExists(name);
  host.readFile = (name) => virtual.get(name) ?? readFile(name);
  host.getSourceFile = (name, language, ...rest) => {
    const text = virtual.get(name);
    return text === undefined
      ? getSourceFile(name, language, ...rest)
      : ts.createSourceFile(name, text, language);
  };
  const roots = parsed.fileNames.filter((name) => name.startsWith(SRC) && !name.endsWith('.test.ts'));
  return ts.createProgram([...roots, ...virtual.keys()], parsed.options, host);
}

/** The schema table an argument names (`wallets`, or an alias of it), or undefined for anything else. */
function tableNamed(checker: ts.TypeChecker, node: ts.Expression): string | undefined {
  let symbol = checker.getSymbolAtLocation(node);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  const declaration = symbol?.declarations?.[0];
  if (!symbol || !declaration) return undefined;
  const file = path.relative(SRC, declaration.getSourceFile().fileName).split(path.sep).join('/');
  return file.startsWith('db/schema/') ? symbol.name : undefined;
}

/** Whether a written value's type (an object, an array of them, a union) has the column as a property. */
function carries(checker: ts.TypeChecker, type: ts.Type, column: string): boolean {
  if (type.isUnion()) return type.types.some((member) => carries(checker, member, column));
  if (checker.isArrayType(type))
    return checker.getTypeArguments(type as ts.TypeReference).some((item) => carries(checker, item, column));
  return checker.getPropertyOfType(type, column) !== undefined;
}

/** The calls chained onto a write (`.values(…)`, `.set(…)`, `.onConflictDoUpdate(…)`, `.where(…)`…). */
function* chainedCalls(start: ts.CallExpression): Generator<ts.CallExpression> {
  let node: ts.Node = start;
  while (ts.isPropertyAccessExpression(node.parent) && ts.isCallExpression(node.parent.parent)) {
    node = node.parent.parent;
    yield node as ts.CallExpression;
  }
}

/** The values a Drizzle insert or update writes: `.values(x)`, `.set(x)`, `onConflictDoUpdate({ set: x })`. */
function writtenTypes(checker: ts.TypeChecker, write: ts.CallExpression): ts.Type[] {
  const types: ts.Type[] = [];
  for (const call of chainedCalls(write)) {
    const name = (call.expression as ts.PropertyAccessExpression).name.text;
    const [argument] = call.arguments;
    if (!argument) continue;
    if (name === 'values' || name === 'set') types.push(checker.getTypeAtLocation(argument));
    if (name === 'onConflictDoUpdate') {
      const set = checker.getPropertyOfType(checker.getTypeAtLocation(argument), 'set');
      if (set) types.push(checker.getTypeOfSymbolAtLocation(set, argument));
    }
  }
  return types;
}

const SQL_WRITE = /\b(insert\s+into|update|delete\s+from)\s+(?:"?([a-z_]+)"?|\$\{([A-Za-z_$][\w$]*)\})/gi;

/** Raw SQL writes inside sql`…` templates (a comment that says "update the wallet" is no write). */
function sqlWrites(
  text: string,
  ledgers: Ledger[],
  add: (offset: number, ledger: Ledger, what: string) => void,
) {
  for (const tag of text.matchAll(/\bsql`([^`]*)`/g)) {
    const template = tag[1]!;
    for (const match of template.matchAll(SQL_WRITE)) {
      const [, verb, sqlName, drizzleName] = match as unknown as [string, string, string?, string?];
      const offset = tag.index! + 4 + match.index!;
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
}

/**
 * Every write of a ledger in one file, the owner's own included: a Drizzle insert, update or delete of a
 * ledger's table, an insert or update whose values carry a ledger's column (read from their types, so a
 * spread or a helper's object counts), and the same in raw SQL.
 */
export function findLedgerWrites(
  program: ts.Program,
  file: string,
  ledgers: Ledger[] = LEDGERS,
): LedgerWrite[] {
  const source = program.getSourceFile(path.join(SRC, file));
  if (!source) throw new Error(`${file} is not part of the API's sources`);
  const checker = program.getTypeChecker();
  const writes: LedgerWrite[] = [];
  const add = (offset: number, ledger: Ledger, what: string) =>
    writes.push({ file, line: lineAt(source.text, offset), ledger: ledger.name, owner: ledger.owner, what });
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ['insert', 'update', 'delete'].includes(node.expression.name.text) &&
      node.arguments.length === 1
    ) {
      const kind = node.expression.name.text;
      const table = tableNamed(checker, node.arguments[0]!);
      // Only a query builder writes (a database or a transaction: it can also select); a hash's update does not.
      const receiver = checker.getTypeAtLocation(node.expression.expression);
      if (table && checker.getPropertyOfType(receiver, 'select')) {
        const written = kind === 'delete' ? [] : writtenTypes(checker, node);
        for (const ledger of ledgers) {
          if (ledger.tables.some((t) => t.drizzle === table))
            add(node.getStart(), ledger, `${kind} ${table}`);
          for (const column of ledger.columns.filter((c) => c.table === table))
            if (written.some((type) => carries(checker, type, column.column)))
              add(node.getStart(), ledger, `${kind} ${table}.${column.column}`);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  sqlWrites(source.text, ledgers, add);
  return writes;
}

/** Writes of a ledger outside its owner (and outside the exempt seeds): what the test names. */
export function findForeignWrites(
  program: ts.Program,
  files: string[],
  ledgers: Ledger[] = LEDGERS,
): LedgerWrite[] {
  return files
    .filter((file) => !EXEMPT.some((pattern) => pattern.test(file)))
    .flatMap((file) => findLedgerWrites(program, file, ledgers))
    .filter((write) => write.file !== write.owner);
}
