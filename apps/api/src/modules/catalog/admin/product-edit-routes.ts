import {
  CatalogOptionsResponse,
  EditableProductResponse,
  ProductEditBody,
  ProductImagesBody,
  VariantEditBody,
} from '@coffee/contracts/backoffice-catalog';
import { IdParams } from '@coffee/contracts/catalog';
import { LangQuery } from '@coffee/contracts/common';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localized } from '../../../i18n/lang.js';
import { AppError, refusals } from '../../../lib/errors.js';
import { removeUploadedImage } from '../../../lib/product-images.js';
import { actorOf } from '../../../plugins/backoffice-auth.js';
import { afterCatalogWrite } from './after-write.js';
import { storeUploadedImage } from './image-upload.js';
import { toEditableProduct, toTaxonomyItem } from './presenters.js';
import { createProduct, readEditableProduct, updateProduct } from './product-edit-repository.js';
import {
  addProductImage,
  createVariant,
  deleteVariant,
  setProductImages,
  updateVariant,
} from './product-parts-repository.js';
import { catalogScopeOf } from './scope.js';
import { listSellerOptions, listTaxonomy } from './taxonomy-repository.js';

const notFound = () => new AppError(404, 'NOT_FOUND', 'notFound');

/**
 * Full product editing, twice like prices and stock (`pricing-routes.ts`): under /admin for every product,
 * under /seller for the caller's own (another seller's is a 404, like a missing one). Every write is one
 * transaction with its audit row, then `afterCatalogWrite` so the storefront shows it on the next load.
 */
function productEditRoutesFor(area: 'admin' | 'seller'): FastifyPluginAsyncZod {
  return async (app) => {
    const { db, clock, mediaUrl, storage } = app;
    const tags = ['admin'];
    const who = area === 'admin' ? 'Staff and admins: any product' : 'A seller: its own products only';
    const scopeOf = (request: FastifyRequest) => catalogScopeOf(area, request);
    const answer = async (request: FastifyRequest, productId: number) => {
      const row = await readEditableProduct(db, scopeOf(request), productId);
      if (!row) throw notFound();
      return { data: toEditableProduct(row, mediaUrl) };
    };

    app.get(
      `/${area}/catalog-options`,
      {
        schema: {
          tags,
          description: `${who}: the categories (with sub-categories), brands${area === 'admin' ? ', hidden ones marked, and sellers' : ' shoppers see'} a product may be filed under.`,
          querystring: LangQuery,
          response: { 200: CatalogOptionsResponse },
        },
      },
      async (request) => {
        const { lang } = request;
        const taxonomy = await listTaxonomy(db, area === 'admin');
        const sellerRows = area === 'admin' ? await listSellerOptions(db) : [];
        return {
          data: {
            categories: taxonomy.categories.map((category) => ({
              ...toTaxonomyItem(category, lang),
              sub_categories: category.subCategories.map((sub) => toTaxonomyItem(sub, lang)),
            })),
            brands: taxonomy.brands.map((brand) => toTaxonomyItem(brand, lang)),
            sellers: sellerRows.map((row) => ({ id: row.id, name: localized(lang, row.nameEn, row.nameAr) })),
          },
        };
      },
    );

    app.get(
      `/${area}/products/:id`,
      {
        schema: {
          tags,
          description: `${who}: one product as its edit form needs it, both languages, images and variants.`,
          params: IdParams,
          querystring: LangQuery,
          response: { 200: EditableProductResponse },
        },
      },
      (request) => answer(request, request.params.id),
    );

    app.post(
      `/${area}/products`,
      {
        schema: {
          tags,
          description: `${who}: creates a product (names and descriptions in both languages, category, sub-category, brand, price, stock, weight, badge${area === 'admin' ? ', featured and the seller' : ''}); images and variants are added next.`,
          querystring: LangQuery,
          body: ProductEditBody,
          response: { 201: EditableProductResponse, ...refusals(409, 422) },
        },
      },
      async (request, reply) => {
        const id = await db.transaction((tx) =>
          createProduct(tx, actorOf(request), scopeOf(request), request.body, clock()),
        );
        await afterCatalogWrite(app, { productIds: [id] });
        return reply.status(201).send(await answer(request, id));
      },
    );

    app.put(
      `/${area}/products/:id`,
      {
        schema: {
          tags,
          description: `${who}: rewrites a product's details under its row lock; what changed is audited.`,
          params: IdParams,
          querystring: LangQuery,
          body: ProductEditBody,
          response: { 200: EditableProductResponse, ...refusals(409, 422) },
        },
      },
      async (request) => {
        const { id } = request.params;
        const found = await db.transaction((tx) =>
          updateProduct(tx, actorOf(request), scopeOf(request), id, request.body, clock()),
        );
        if (!found) throw notFound();
        await afterCatalogWrite(app, { productIds: [id] });
        return answer(request, id);
      },
    );

    app.post(
      `/${area}/products/:id/images`,
      {
        schema: {
          tags,
          description: `${who}: multipart/form-data with one file \`image\` (JPEG or PNG by its bytes, at most 5 MB), re-encoded as WebP at most 1200 px on a side and added last (at most 8 images).`,
          params: IdParams,
          querystring: LangQuery,
          consumes: ['multipart/form-data'],
          response: { 201: EditableProductResponse, ...refusals(409, 422) },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const scope = scopeOf(request);
        // Whose product it is decides before a byte of the file is decoded.
        if (!(await readEditableProduct(db, scope, id))) throw notFound();
        const stored = await storeUploadedImage(request, storage);
        const outcome = await db
          .transaction((tx) => addProductImage(tx, actorOf(request), scope, id, stored, clock()))
          .catch(async (error: unknown) => {
            await removeUploadedImage(storage, stored);
            throw error;
          });
        if (outcome !== 'added') await removeUploadedImage(storage, stored);
        if (outcome === 'missing') throw notFound();
        if (outcome === 'full') throw new AppError(422, 'TOO_MANY_IMAGES', 'tooManyImages');
        await afterCatalogWrite(app, { productIds: [id] });
        return reply.status(201).send(await answer(request, id));
      },
    );

    app.put(
      `/${area}/products/:id/images`,
      {
        schema: {
          tags,
          description: `${who}: the product's images in a new order (stored paths, as \`images\` answers them); one left out is removed and its file deleted.`,
          params: IdParams,
          querystring: LangQuery,
          body: ProductImagesBody,
          response: { 200: EditableProductResponse, ...refusals(409, 422) },
        },
      },
      async (request) => {
        const { id } = request.params;
        const removed = await db.transaction((tx) =>
          setProductImages(tx, actorOf(request), scopeOf(request), id, request.body.images, clock()),
        );
        if (removed === 'missing') throw notFound();
        await Promise.all(removed.map((image) => removeUploadedImage(storage, image)));
        await afterCatalogWrite(app, { productIds: [id] });
        return answer(request, id);
      },
    );

    app.post(
      `/${area}/products/:id/variants`,
      {
        schema: {
          tags,
          description: `${who}: adds a variant (grind, size or colour) with its own names, price, sale price, stock and SKU.`,
          params: IdParams,
          querystring: LangQuery,
          body: VariantEditBody,
          response: { 201: EditableProductResponse, ...refusals(409, 422) },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const created = await db.transaction((tx) =>
          createVariant(tx, actorOf(request), scopeOf(request), id, request.body, clock()),
        );
        if (created === undefined) throw notFound();
        await afterCatalogWrite(app, { productIds: [id] });
        return reply.status(201).send(await answer(request, id));
      },
    );

    app.put(
      `/${area}/variants/:id`,
      {
        schema: {
          tags,
          description: `${who}: rewrites one variant; answers its product.`,
          params: IdParams,
          querystring: LangQuery,
          body: VariantEditBody,
          response: { 200: EditableProductResponse, ...refusals(409, 422) },
        },
      },
      async (request) => {
        const productId = await db.transaction((tx) =>
          updateVariant(tx, actorOf(request), scopeOf(request), request.params.id, request.body, clock()),
        );
        if (productId === undefined) throw notFound();
        await afterCatalogWrite(app, { productIds: [productId] });
        return answer(request, productId);
      },
    );

    app.delete(
      `/${area}/variants/:id`,
      {
        schema: {
          tags,
          description: `${who}: removes a variant no order names (409 VARIANT_ORDERED otherwise: set its stock to 0); answers its product.`,
          params: IdParams,
          querystring: LangQuery,
          response: { 200: EditableProductResponse, ...refusals(409, 422) },
        },
      },
      async (request) => {
        const productId = await db.transaction((tx) =>
          deleteVariant(tx, actorOf(request), scopeOf(request), request.params.id, clock()),
        );
        if (productId === undefined) throw notFound();
        await afterCatalogWrite(app, { productIds: [productId] });
        return answer(request, productId);
      },
    );
  };
}

export const adminProductEditRoutes = productEditRoutesFor('admin');
export const sellerProductEditRoutes = productEditRoutesFor('seller');
