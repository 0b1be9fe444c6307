import { IdParams } from '@coffee/contracts/catalog';
import {
  CoffeeShopsQuery,
  CoffeeShopsResponse,
  VendorDetailsQuery,
  VendorDetailsResponse,
} from '@coffee/contracts/sellers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toLang } from '../../i18n/lang.js';
import { pageMeta } from '../../lib/page-meta.js';
import { toProductCard } from '../catalog/presenters.js';
import { searchWords } from '../search/words.js';
import { toSellerSummary } from './presenters.js';
import * as repo from './repository.js';

export const sellerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, mediaUrl } = app;

  app.get(
    '/vendor_details/:id',
    {
      schema: {
        tags: ['sellers'],
        description: 'A seller profile with its products, paginated and searchable with `query`.',
        params: IdParams,
        querystring: VendorDetailsQuery,
        response: { 200: VendorDetailsResponse },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const lang = toLang(query.lang);
      const seller = await repo.findSeller(db, request.params.id);
      if (!seller) return reply.notFoundError();
      const { rows, total } = await repo.listSellerProducts(db, seller.seller.id, searchWords(query.query), {
        limit: query.per_page,
        offset: (query.page - 1) * query.per_page,
      });
      return {
        data: {
          seller: toSellerSummary(seller, lang, mediaUrl),
          products: rows.map((row) => toProductCard(row, lang, mediaUrl)),
        },
        meta: pageMeta(query.page, query.per_page, total),
      };
    },
  );

  app.get(
    '/coffee-shops',
    { schema: { tags: ['sellers'], querystring: CoffeeShopsQuery, response: { 200: CoffeeShopsResponse } } },
    async (request) => {
      const { query } = request;
      const lang = toLang(query.lang);
      const { rows, total } = await repo.listCoffeeShops(
        db,
        { governorate: query.governorate, words: searchWords(query.query) },
        { limit: query.per_page, offset: (query.page - 1) * query.per_page },
      );
      return {
        data: rows.map((row) => toSellerSummary(row, lang, mediaUrl)),
        meta: pageMeta(query.page, query.per_page, total),
      };
    },
  );
};
