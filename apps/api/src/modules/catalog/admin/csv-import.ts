import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { products, productVariants } from '../../../db/schema/index.js';
import type { MessageRef } from '../../../i18n/messages.js';
import { AppError } from '../../../lib/errors.js';
import type { Actor } from '../../../plugins/backoffice-auth.js';
import { changedFields, recordAudit } from '../../audit/repository.js';
import { setProductStock, setVariantStock } from '../stock.js';
import { parseCount, parseCsv, parsePounds } from './csv.js';
import { type CatalogScope, ownedBy } from './scope.js';

/** At most this many rows per import: a whole catalog of one seller, far under a transaction's comfort. */
export const IMPORT_MAX_ROWS = 5_000;
const MAX_PRICE = 100_000_000;
const MAX_STOCK = 1_000_000;

type Pricing = { price: number; beforeDiscount: number | null; stock: number };
type Target = { kind: 'product' | 'variant'; id: number; productId: number; name: string; current: Pricing };

export type ImportRow = {
  line: number;
  key: string;
  target: Target | null;
  status: 'changed' | 'unchanged' | 'error';
  before: Pricing | null;
  after: Pricing | null;
  errors: MessageRef[];
};

type Header = {
  productId?: number;
  variantId?: number;
  sku?: number;
  values: Partial<Record<keyof Pricing, number>>;
};

const COLUMNS: Record<string, keyof Pricing> = {
  price: 'price',
  before_discount: 'beforeDiscount',
  stock: 'stock',
};

/** Where each known column is; a file that names no key or no value column is refused whole. */
function readHeader(cells: string[]): Header {
  const names = cells.map((cell) => cell.trim().toLowerCase());
  const at = (name: string) => (names.includes(name) ? names.indexOf(name) : undefined);
  const header: Header = {
    productId: at('product_id') ?? at('id'),
    variantId: at('variant_id'),
    sku: at('sku'),
    values: {},
  };
  for (const [name, field] of Object.entries(COLUMNS)) {
    const index = at(name);
    if (index !== undefined) header.values[field] = index;
  }
  const hasKey = header.productId !== undefined || header.variantId !== undefined || header.sku !== undefined;
  if (!hasKey || Object.keys(header.values).length === 0)
    throw new AppError(422, 'CSV_NO_HEADER', 'csvNoHeader');
  return header;
}

/** The products and variants of the caller's the file names, by id and by SKU, in two queries. */
async function findTargets(tx: Executor, scope: CatalogScope, rows: string[][], header: Header) {
  const cell = (row: string[], index: number | undefined) =>
    index === undefined ? '' : (row[index] ?? '').trim();
  const ids = (index: number | undefined) =>
    rows
      .map((row) => cell(row, index))
      .filter((value) => /^\d{1,9}$/.test(value))
      .map(Number);
  const skus = rows.map((row) => cell(row, header.sku)).filter((value) => value !== '');
  const variantIds = ids(header.variantId);
  const skuList = skus.length > 0 ? skus : [''];
  const variantWhere = and(
    ownedBy(scope),
    or(
      inArray(productVariants.id, variantIds.length > 0 ? variantIds : [0]),
      inArray(productVariants.sku, skuList),
    ),
  );
  // Locks in the order orders take them: the products (those named and the variants' own) by id, then the
  // variants; the values are read under the locks, so what the report shows is what the write replaces.
  const parents = await tx
    .select({ productId: productVariants.productId })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(variantWhere);
  const productIds = [...ids(header.productId), ...parents.map((row) => row.productId)];
  const productRows = await tx
    .select({
      id: products.id,
      sku: products.sku,
      name: products.nameEn,
      price: products.price,
      beforeDiscount: products.beforeDiscount,
      stock: products.stock,
    })
    .from(products)
    .where(
      and(
        ownedBy(scope),
        or(inArray(products.id, productIds.length > 0 ? productIds : [0]), inArray(products.sku, skuList)),
      ),
    )
    .orderBy(asc(products.id))
    .for('update');
  const variantRows =
    parents.length === 0
      ? []
      : await tx
          .select({
            id: productVariants.id,
            sku: productVariants.sku,
            productId: productVariants.productId,
            name: productVariants.nameEn,
            productName: products.nameEn,
            price: productVariants.price,
            beforeDiscount: productVariants.beforeDiscount,
            stock: productVariants.stock,
          })
          .from(productVariants)
          .innerJoin(products, eq(products.id, productVariants.productId))
          .where(variantWhere)
          .orderBy(asc(productVariants.id))
          .for('update', { of: productVariants });
  const toTarget = (
    kind: Target['kind'],
    row: (typeof productRows)[number] & { productId?: number; productName?: string },
  ): Target => ({
    kind,
    id: row.id,
    productId: row.productId ?? row.id,
    name: row.productName ? `${row.productName} — ${row.name}` : row.name,
    current: { price: row.price, beforeDiscount: row.beforeDiscount, stock: row.stock },
  });
  const byProductId = new Map(productRows.map((row) => [row.id, toTarget('product', row)]));
  const byVariantId = new Map(variantRows.map((row) => [row.id, toTarget('variant', row)]));
  const bySku = new Map<string, Target>([
    ...productRows
      .filter((row) => row.sku)
      .map((row) => [row.sku as string, toTarget('product', row)] as const),
    ...variantRows
      .filter((row) => row.sku)
      .map((row) => [row.sku as string, toTarget('variant', row)] as const),
  ]);
  return (row: string[]): { key: string; target: Target | null } => {
    const variantId = cell(row, header.variantId);
    if (variantId) return { key: `variant ${variantId}`, target: byVariantId.get(Number(variantId)) ?? null };
    const productId = cell(row, header.productId);
    if (productId) return { key: `product ${productId}`, target: byProductId.get(Number(productId)) ?? null };
    const sku = cell(row, header.sku);
    return { key: sku, target: sku ? (bySku.get(sku) ?? null) : null };
  };
}

/** One row's new values over the current ones, and what is wrong with them. */
function readValues(row: string[], header: Header, current: Pricing) {
  const errors: MessageRef[] = [];
  const after = { ...current };
  const text = (field: keyof Pricing) => {
    const index = header.values[field];
    return index === undefined ? undefined : (row[index] ?? '').trim();
  };
  const price = text('price');
  if (price !== undefined) {
    const value = parsePounds(price);
    if (value === null || value < 1 || value > MAX_PRICE) errors.push('csvRowBadPrice');
    else after.price = value;
  }
  const stock = text('stock');
  if (stock !== undefined) {
    const value = parseCount(stock);
    if (value === null || value > MAX_STOCK) errors.push('csvRowBadStock');
    else after.stock = value;
  }
  const before = text('beforeDiscount');
  if (before !== undefined) {
    const value = before === '' ? null : parsePounds(before);
    if (before !== '' && (value === null || value > MAX_PRICE)) errors.push('csvRowBadBefore');
    else after.beforeDiscount = value;
  }
  if (errors.length === 0 && after.beforeDiscount !== null && after.beforeDiscount <= after.price) {
    errors.push('csvRowBadBefore');
  }
  return { after, errors };
}

/**
 * Reads a CSV of prices and stock against the caller's catalog, under the rows' locks, and reports row by row
 * what would change. With `apply`, writes every change with its audit row, all in the caller's transaction,
 * and only when no row is in error: a file is applied whole or not at all.
 */
export async function importPricing(
  tx: Executor,
  actor: Actor,
  scope: CatalogScope,
  text: string,
  options: { apply: boolean; now: Date },
): Promise<ImportRow[]> {
  const [headerCells, ...rows] = parseCsv(text);
  if (!headerCells) throw new AppError(422, 'CSV_NO_HEADER', 'csvNoHeader');
  if (rows.length > IMPORT_MAX_ROWS) throw new AppError(413, 'CSV_TOO_LARGE', 'csvTooLarge');
  const header = readHeader(headerCells);
  const find = await findTargets(tx, scope, rows, header);
  const seen = new Map<string, number>();
  const report = rows.map((row, index): ImportRow => {
    const line = index + 2;
    const { key, target } = find(row);
    const base = { line, key, target, before: null, after: null };
    if (row.length !== headerCells.length) return { ...base, status: 'error', errors: ['csvRowColumns'] };
    if (!key) return { ...base, status: 'error', errors: ['csvRowNoKey'] };
    if (!target) return { ...base, status: 'error', errors: ['csvRowUnknown'] };
    const identity = `${target.kind}:${target.id}`;
    const first = seen.get(identity);
    if (first !== undefined) {
      return { ...base, status: 'error', errors: [{ key: 'csvRowDuplicate', params: { line: first } }] };
    }
    seen.set(identity, line);
    const { after, errors } = readValues(row, header, target.current);
    if (errors.length > 0) return { ...base, status: 'error', before: target.current, errors };
    const changed = changedFields(target.current, after) !== null;
    return { ...base, status: changed ? 'changed' : 'unchanged', before: target.current, after, errors: [] };
  });
  if (options.apply && report.every((row) => row.status !== 'error')) {
    await writeChanges(tx, actor, report, options.now);
  }
  return report;
}

async function writeChanges(tx: Executor, actor: Actor, report: ImportRow[], now: Date) {
  const touched = new Set<number>();
  for (const row of report) {
    if (row.status !== 'changed' || !row.target || !row.before || !row.after) continue;
    const { kind, id, productId } = row.target;
    const changed = changedFields(row.before, row.after);
    if (!changed) continue;
    const { stock, ...columns } = row.after;
    if (kind === 'product') {
      await tx
        .update(products)
        .set({ ...columns, updatedAt: now })
        .where(eq(products.id, id));
      if (stock !== row.before.stock) await setProductStock(tx, id, stock);
    } else {
      await tx.update(productVariants).set(columns).where(eq(productVariants.id, id));
      if (stock !== row.before.stock) await setVariantStock(tx, id, stock);
      touched.add(productId);
    }
    await recordAudit(
      tx,
      actor,
      {
        action: kind === 'product' ? 'product.pricing' : 'variant.pricing',
        entity: kind,
        entityKey: String(id),
        ...changed,
        note: `CSV import, line ${row.line}`,
      },
      now,
    );
  }
  if (touched.size > 0) {
    await tx
      .update(products)
      .set({ updatedAt: now })
      .where(inArray(products.id, [...touched]));
  }
}
