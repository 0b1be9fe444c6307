import {
  BrandsResponse,
  CategoriesQuery,
  CategoriesResponse,
  IdParams,
  ProductCollection,
  ProductCollectionParams,
  ProductCollectionQuery,
  ProductCollectionResponse,
  ProductDetailResponse,
  ProductListQuery,
  ProductListResponse,
  VariantResponse,
} from '@coffee/contracts/catalog';
import { LangQuery } from '@coffee/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localized, toLang } from '../../i18n/lang.js';
import { AppError } from '../../lib/errors.js';
import { CACHE_TTL_MS, sendCached } from '../../plugins/cache.js';
import { correctSearchWords, didYouMean } from '../search/spelling.js';
import { kindsNamed } from '../search/taxonomy.js';
import { correctedPhrase, searchWords } from '../search/words.js';
import * as facetRepo from './facet-repository.js';
import { buildFilters } from './facets.js';
import { lowestDifferingPrice, toProductCard } from './presenters.js';
import { buildProductConditions } from './product-filters.js';
import * as repo from './repository.js';

const REVIEWS_SHOWN = 10;
const RELATED_SHOWN = 12;
/** Popular products offered when a search finds nothing. */
const POPULAR_SHOWN = 4;

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, mediaUrl } = app;
  // Versioned like the lists: hiding a category takes it off the panel at once.
  const facetNames = async () =>
    facetRepo.indexFacetNames(
      await app.cache.wrap({ area: 'facet-names', key: '', ttlMs: CACHE_TTL_MS.names }, () =>
        facetRepo.facetNames(db),
      ),
    );

  app.get(
    '/categories',
    { schema: { tags: ['catalog'], querystring: CategoriesQuery, response: { 200: CategoriesResponse } } },
    async (request, reply) => {
      const lang = toLang(request.query.lang);
      const key = `${lang}:${request.query.show_sub ? 'sub' : ''}`;
      return sendCached(reply, { area: 'categories', key, ttlMs: CACHE_TTL_MS.names }, async () => ({
        data: (await repo.listCategories(db)).map((category) => ({
          id: category.id,
          category: localized(lang, category.nameEn, category.nameAr),
          slug: category.slug,
          image: mediaUrl(category.image),
          sub_categories: request.query.show_sub
            ? category.subCategories.map((sub) => ({
                id: sub.id,
                sub_category: localized(lang, sub.nameEn, sub.nameAr),
                slug: sub.slug,
              }))
            : [],
        })),
      }));
    },
  );

  app.get(
    '/products',
    { schema: { tags: ['catalog'], querystring: ProductListQuery, response: { 200: ProductListResponse } } },
    async (request, reply) => {
      const { query } = request;
      if (
        query.price_min !== undefined &&
        query.price_max !== undefined &&
        query.price_min > query.price_max
      ) {
        throw new AppError(400, 'VALIDATION_ERROR', 'invalidRequest', ['priceRange']);
      }
      // zod has filled in the defaults: equal queries make equal keys.
      const spec = { area: 'products', key: JSON.stringify(query), ttlMs: CACHE_TTL_MS.list };
      return sendCached(reply, spec, () => listProducts(query), countedSearch(query));
    },
  );

  /**
   * A search typed into the search box (its first page, no other filter) is counted for the back office's
   * weekly lists (search/insights.ts), with how many products it found, whether the answer was cached or not.
   */
  function countedSearch(query: ProductListQuery) {
    const { query: text, page, per_page: _perPage, sort: _sort, lang: _lang, ...filters } = query;
    const phrase = searchWords(text).join(' ');
    if (phrase.length === 0 || page !== 1 || Object.values(filters).some((value) => value !== undefined)) {
      return undefined;
    }
    return (body: string) =>
      app.searchTally.record(phrase, (JSON.parse(body) as { meta: { total: number } }).meta.total);
  }

  async function listProducts(query: ProductListQuery) {
    const lang = toLang(query.lang);
    const words = searchWords(query.query);
    const corrections = await correctSearchWords(db, words);
    const kinds = await kindsNamed(db, correctedPhrase(words, corrections));
    const conditions = buildProductConditions(query, corrections, kinds);
    const sort = query.sort ?? (conditions.words.length > 0 ? 'relevance' : 'newest');
    // The counts do not depend on the page, its order or its language: every page of a listing shares them.
    const { page, per_page: perPage, sort: _sort, lang: _lang, ...filters } = query;
    const facetSpec = { area: 'facets', key: JSON.stringify(filters), ttlMs: CACHE_TTL_MS.list };
    const [rows, facetRows, names] = await Promise.all([
      repo.listProductPage(db, conditions, sort, { limit: perPage, offset: (page - 1) * perPage }),
      app.cache.wrap(facetSpec, () => facetRepo.countFacets(db, conditions)),
      facetNames(),
    ]);
    const total = facetRows.find((row) => row.set === 'total')?.count ?? 0;
    const noResults = total === 0 && words.length > 0 ? await whereToGoOn(words, lang) : undefined;
    return {
      ...(noResults && { no_results: noResults }),
      data: rows.map((row) => toProductCard(row, lang, mediaUrl)),
      meta: {
        page: query.page,
        per_page: query.per_page,
        total,
        last_page: Math.max(1, Math.ceil(total / query.per_page)),
      },
      filters: buildFilters(facetRows, names, query, lang),
    };
  }

  /** A search that found nothing still leads somewhere: a respelling that finds products, popular products. */
  async function whereToGoOn(words: string[], lang: ReturnType<typeof toLang>) {
    const [didYouMeanPhrase, popular] = await Promise.all([
      didYouMean(db, words, async (respelt) => repo.anyProductMatches(db, respelt)),
      repo.listPopular(db, POPULAR_SHOWN),
    ]);
    return {
      did_you_mean: didYouMeanPhrase,
      popular: popular.map((row) => toProductCard(row, lang, mediaUrl)),
    };
  }

  // `/products/{slug-or-empty}`: the trailing-slash form is the default list, distinct from `/products`.
  for (const path of ['/products/', '/products/:slug']) {
    app.get(
      path,
      {
        schema: {
          tags: ['catalog'],
          description:
            'Named lists for the home sliders: featured, top-rated, most-recent, offers; empty = default.',
          // Only the `:slug` form has a path parameter to declare.
          ...(path.includes(':slug') && { params: ProductCollectionParams }),
          querystring: ProductCollectionQuery,
          response: { 200: ProductCollectionResponse },
        },
      },
      async (request, reply) => {
        const lang = toLang(request.query.lang);
        const slug = ProductCollection.or(z.literal('')).safeParse(
          (request.params as { slug?: string }).slug ?? '',
        );
        if (!slug.success) return reply.notFoundError();
        const { limit } = request.query;
        const spec = { area: 'collection', key: `${slug.data}:${limit}:${lang}`, ttlMs: CACHE_TTL_MS.list };
        return sendCached(reply, spec, async () => ({
          data: (await repo.listCollection(db, slug.data, limit)).map((row) =>
            toProductCard(row, lang, mediaUrl),
          ),
        }));
      },
    );
  }

  app.get(
    '/product/:id',
    {
      schema: {
        tags: ['catalog'],
        params: IdParams,
        querystring: LangQuery,
        response: { 200: ProductDetailResponse },
      },
    },
    async (request, reply) => {
      const lang = toLang(request.query.lang);
      const { id } = request.params;
      const spec = { area: 'product', key: `${id}:${lang}`, ttlMs: CACHE_TTL_MS.product, product: id };
      return sendCached(reply, spec, () => presentProduct(id, lang));
    },
  );

  async function presentProduct(id: number, lang: 'en' | 'ar') {
    const found = await repo.findProduct(db, id);
    if (!found) throw new AppError(404, 'NOT_FOUND', 'notFound');
    const { product } = found;
    const [variants, distribution, reviews, related] = await Promise.all([
      repo.listVariants(db, product.id),
      repo.reviewDistribution(db, product.id),
      repo.listReviews(db, product.id, lang, REVIEWS_SHOWN),
      repo.listRelated(db, product, RELATED_SHOWN),
    ]);
    const card = toProductCard(
      {
        ...product,
        brandId: found.brand.id,
        brandNameEn: found.brand.en,
        brandNameAr: found.brand.ar,
        sellerId: found.seller.id,
        sellerNameEn: found.seller.en,
        sellerNameAr: found.seller.ar,
        hasVariants: variants.length > 0,
        priceFrom: lowestDifferingPrice(variants.map((variant) => variant.price)),
      },
      lang,
      mediaUrl,
    );
    return {
      data: {
        ...card,
        category: { id: found.category.id, name: localized(lang, found.category.en, found.category.ar) },
        sub_category: {
          id: found.subCategory.id,
          name: localized(lang, found.subCategory.en, found.subCategory.ar),
        },
        seller: {
          ...card.seller,
          is_coffee_shop: found.seller.isCoffeeShop,
          logo: mediaUrl(found.seller.logo),
        },
        variants: variants.map((variant) => toVariant(variant, lang)),
        rating_summary: {
          average: card.rate,
          count: product.ratingCount,
          distribution,
        },
        reviews: reviews.map((review) => ({
          id: review.id,
          author: review.authorName,
          rating: review.rating,
          body: review.body,
          lang: review.lang,
          verified: review.userId !== null,
          created_at: review.createdAt.toISOString(),
        })),
        related: related.map((row) => toProductCard(row, lang, mediaUrl)),
      },
    };
  }

  app.get(
    '/variants/:id',
    {
      schema: {
        tags: ['catalog'],
        params: IdParams,
        querystring: LangQuery,
        response: { 200: VariantResponse },
      },
    },
    async (request, reply) => {
      const variant = await repo.findVariant(db, request.params.id);
      if (!variant) return reply.notFoundError();
      return { data: toVariant(variant, toLang(request.query.lang)) };
    },
  );

  app.get(
    '/brands',
    { schema: { tags: ['catalog'], querystring: LangQuery, response: { 200: BrandsResponse } } },
    async (request, reply) => {
      const lang = toLang(request.query.lang);
      return sendCached(reply, { area: 'brands', key: lang, ttlMs: CACHE_TTL_MS.names }, async () => ({
        data: (await repo.listBrands(db)).map((brand) => ({
          id: brand.id,
          slug: brand.slug,
          name: localized(lang, brand.nameEn, brand.nameAr),
          logo: mediaUrl(brand.logo),
          country: localized(lang, brand.countryEn, brand.countryAr),
          products_count: brand.productsCount,
        })),
      }));
    },
  );
};

function toVariant(variant: Awaited<ReturnType<typeof repo.listVariants>>[number], lang: 'en' | 'ar') {
  return {
    id: variant.id,
    product_id: variant.productId,
    kind: variant.kind,
    name: localized(lang, variant.nameEn, variant.nameAr),
    price: variant.price,
    beforeDiscount: variant.beforeDiscount,
    stock: variant.stock,
  };
}
