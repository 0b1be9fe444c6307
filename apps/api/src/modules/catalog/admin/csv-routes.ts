import {
  CATALOG_CSV_MAX_BYTES,
  CatalogImportQuery,
  CatalogImportResponse,
} from '@coffee/contracts/backoffice-catalog';
import { LangQuery } from '@coffee/contracts/common';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translateRef } from '../../../i18n/messages.js';
import { AppError, refusals } from '../../../lib/errors.js';
import { actorOf } from '../../../plugins/backoffice-auth.js';
import { afterCatalogWrite } from './after-write.js';
import { formatCsv, PRICING_COLUMNS, toPounds } from './csv.js';
import { listPricingRows } from './csv-export.js';
import { type ImportRow, importPricing } from './csv-import.js';
import { catalogScopeOf } from './scope.js';

const toPricing = (pricing: ImportRow['before']) =>
  pricing && { price: pricing.price, before_discount: pricing.beforeDiscount, stock: pricing.stock };

/**
 * Prices and stock as a CSV (decision 0019), twice like the rest of the catalog: /admin for every product,
 * /seller for the caller's own. Export, then import: a dry run reports row by row, applying writes all rows
 * in one transaction or none.
 */
function catalogCsvRoutesFor(area: 'admin' | 'seller'): FastifyPluginAsyncZod {
  return async (app) => {
    const { db, clock } = app;
    const who = area === 'admin' ? 'Staff and admins: every product' : 'A seller: its own products only';
    const scopeOf = (request: FastifyRequest) => catalogScopeOf(area, request);
    // The import's body is the file itself; nothing else in this scope reads text bodies.
    app.addContentTypeParser(
      ['text/csv', 'text/plain'],
      { parseAs: 'string', bodyLimit: CATALOG_CSV_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );

    app.get(
      `/${area}/catalog/export.csv`,
      {
        schema: {
          tags: ['admin'],
          description: `${who}: price, sale price and stock of each product and variant as CSV (UTF-8 with a byte-order mark, amounts in pounds): product_id, variant_id, sku, name_en, name_ar, price, before_discount, stock.`,
          querystring: LangQuery,
          produces: ['text/csv'],
        },
      },
      async (request, reply) => {
        const rows = await listPricingRows(db, scopeOf(request));
        const csv = formatCsv([
          PRICING_COLUMNS,
          ...rows.map((row) => [
            row.productId,
            row.variantId,
            row.sku,
            row.nameEn,
            row.nameAr,
            toPounds(row.price),
            toPounds(row.beforeDiscount),
            row.stock,
          ]),
        ]);
        const day = clock().toISOString().slice(0, 10);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="prices-stock-${day}.csv"`)
          .header('cache-control', 'no-store')
          .send(csv);
      },
    );

    app.post(
      `/${area}/catalog/import`,
      {
        schema: {
          tags: ['admin'],
          description: `${who}: a CSV (text/csv, at most 2 MB and 5,000 rows) whose header names a key (variant_id, product_id or sku) and any of price, before_discount (empty = not on sale) and stock. \`dry_run=true\` (default) reports each row: changed, unchanged, or error with reasons in the caller's language. \`dry_run=false\` applies every row in one transaction, audited, or none at all: any row in error is a 422 CSV_HAS_ERRORS with the same report.`,
          querystring: CatalogImportQuery,
          body: z.string().describe('The CSV file'),
          consumes: ['text/csv'],
          response: { 200: CatalogImportResponse, ...refusals(422) },
        },
      },
      async (request) => {
        const { dry_run: dryRun } = request.query;
        const scope = scopeOf(request);
        const present = (rows: ImportRow[], applied: boolean) => ({
          applied,
          summary: {
            changed: rows.filter((row) => row.status === 'changed').length,
            unchanged: rows.filter((row) => row.status === 'unchanged').length,
            errors: rows.filter((row) => row.status === 'error').length,
          },
          rows: rows.map((row) => ({
            line: row.line,
            key: row.key,
            kind: row.target?.kind ?? null,
            id: row.target?.id ?? null,
            name: row.target?.name ?? null,
            status: row.status,
            before: toPricing(row.before),
            after: toPricing(row.after),
            errors: row.errors.map((ref) => translateRef(request.lang, ref)),
          })),
        });
        const rows = await db.transaction((tx) =>
          importPricing(tx, actorOf(request), scope, request.body, { apply: !dryRun, now: clock() }),
        );
        const report = present(rows, !dryRun);
        if (!dryRun && report.summary.errors > 0) {
          // Nothing was written; the report rides along so the person sees which rows to fix.
          throw new AppError(
            422,
            'CSV_HAS_ERRORS',
            'csvHasErrors',
            [],
            { report: { ...report, applied: false } },
            {
              count: report.summary.errors,
            },
          );
        }
        if (!dryRun) {
          const ids = rows.filter((row) => row.status === 'changed').map((row) => row.target?.productId ?? 0);
          await afterCatalogWrite(app, { productIds: [...new Set(ids)] });
        }
        return { data: report };
      },
    );
  };
}

export const adminCatalogCsvRoutes = catalogCsvRoutesFor('admin');
export const sellerCatalogCsvRoutes = catalogCsvRoutesFor('seller');
