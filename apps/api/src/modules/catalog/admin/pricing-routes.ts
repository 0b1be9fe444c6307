import {
  BackofficeProductResponse,
  BackofficeProductsQuery,
  BackofficeProductsResponse,
  ProductPricingBody,
  VariantPricingBody,
} from '@coffee/contracts/backoffice';
import { IdParams } from '@coffee/contracts/catalog';
import { LangQuery } from '@coffee/contracts/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Lang } from '../../../i18n/lang.js';
import { localized } from '../../../i18n/lang.js';
import { AppError, refusals } from '../../../lib/errors.js';
import { pageMeta } from '../../../lib/page-meta.js';
import { actorOf } from '../../../plugins/backoffice-auth.js';
import { afterCatalogWrite } from './after-write.js';
import {
  type CatalogRow,
  listCatalog,
  updateProductPricing,
  updateVariantPricing,
} from './pricing-repository.js';
import { type CatalogScope, catalogScopeOf } from './scope.js';

function toProduct(row: CatalogRow, lang: Lang, media: FastifyInstance['mediaUrl']) {
  const { product } = row;
  return {
    id: product.id,
    name: localized(lang, product.nameEn, product.nameAr),
    image: product.images[0] ? media(product.images[0]) : '',
    seller: { id: product.sellerId, name: localized(lang, row.sellerNameEn, row.sellerNameAr) },
    price: product.price,
    before_discount: product.beforeDiscount,
    stock: product.stock,
    is_active: product.isActive,
    variants: row.variants.map((variant) => ({
      id: variant.id,
      name: localized(lang, variant.nameEn, variant.nameAr),
      price: variant.price,
      before_discount: variant.beforeDiscount,
      stock: variant.stock,
    })),
  };
}

/**
 * Prices, stock and publishing, twice: under /admin for staff and admins (every product) and under /seller
 * for a seller (its own products only, whatever id it sends: another seller's is a 404). One set of
 * handlers, so the two can never drift apart in what they check.
 */
function catalogRoutesFor(area: 'admin' | 'seller'): FastifyPluginAsyncZod {
  return async (app) => {
    const { db, clock, mediaUrl } = app;
    const scopeOf = (request: FastifyRequest) => catalogScopeOf(area, request);
    const who = area === 'admin' ? 'Staff and admins: every product' : 'A seller: its own products only';
    const readOne = async (scope: CatalogScope, id: number, lang: Lang) => {
      const { rows } = await listCatalog(db, scope, { q: String(id) }, { limit: 1, offset: 0 });
      if (!rows[0]) throw new AppError(404, 'NOT_FOUND', 'notFound');
      return { data: toProduct(rows[0], lang, mediaUrl) };
    };

    app.get(
      `/${area}/products`,
      {
        schema: {
          tags: ['admin'],
          description: `${who}, newest first, with variants, price, sale price, stock and whether on sale; \`q\` is an id or words of the name.`,
          querystring: BackofficeProductsQuery,
          response: { 200: BackofficeProductsResponse },
        },
      },
      async (request) => {
        const { query, lang } = request;
        const { rows, total } = await listCatalog(
          db,
          scopeOf(request),
          { q: query.q, sellerId: area === 'admin' ? query.seller_id : undefined },
          { limit: query.per_page, offset: (query.page - 1) * query.per_page },
        );
        return {
          data: rows.map((row) => toProduct(row, lang, mediaUrl)),
          meta: pageMeta(query.page, query.per_page, total),
        };
      },
    );

    app.put(
      `/${area}/products/:id/pricing`,
      {
        schema: {
          tags: ['admin'],
          description: `${who}: sets price, before_discount (null = not on sale; else above the price, 422 INVALID_SALE_PRICE), stock and is_active in one transaction under the product's lock; what changed goes to the audit log. The storefront shows it on its next load.`,
          params: IdParams,
          querystring: LangQuery,
          body: ProductPricingBody,
          response: { 200: BackofficeProductResponse, ...refusals(422) },
        },
      },
      async (request) => {
        const scope = scopeOf(request);
        const found = await db.transaction((tx) =>
          updateProductPricing(tx, actorOf(request), scope, request.params.id, request.body, clock()),
        );
        if (!found) throw new AppError(404, 'NOT_FOUND', 'notFound');
        await afterCatalogWrite(app, { productIds: [request.params.id] });
        return readOne(scope, request.params.id, request.lang);
      },
    );

    app.put(
      `/${area}/variants/:id/pricing`,
      {
        schema: {
          tags: ['admin'],
          description: `${who}: sets one variant's price, before_discount and stock, as for a product; answers the product.`,
          params: IdParams,
          querystring: LangQuery,
          body: VariantPricingBody,
          response: { 200: BackofficeProductResponse, ...refusals(422) },
        },
      },
      async (request) => {
        const scope = scopeOf(request);
        const productId = await db.transaction((tx) =>
          updateVariantPricing(tx, actorOf(request), scope, request.params.id, request.body, clock()),
        );
        if (productId === undefined) throw new AppError(404, 'NOT_FOUND', 'notFound');
        await afterCatalogWrite(app, { productIds: [productId] });
        return readOne(scope, productId, request.lang);
      },
    );
  };
}

export const adminCatalogRoutes = catalogRoutesFor('admin');
export const sellerCatalogRoutes = catalogRoutesFor('seller');
