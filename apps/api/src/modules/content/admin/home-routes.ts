import {
  AdminBannerResponse,
  AdminBannersResponse,
  AdminShippingStepResponse,
  AdminShippingStepsResponse,
  BANNER_IMAGE_SIZE,
  BannerBody,
  BannerImageResponse,
  BannerKind,
  HomeOrderBody,
  ShippingStepBody,
} from '@coffee/contracts/backoffice-home';
import { IdParams } from '@coffee/contracts/catalog';
import { LangQuery } from '@coffee/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, refusals } from '../../../lib/errors.js';
import { removeUploadedImage, renderBannerImage, saveUploadedImage } from '../../../lib/product-images.js';
import { actorOf } from '../../../plugins/backoffice-auth.js';
import { homeChanged } from '../../../plugins/cache.js';
import { readImage } from '../../catalog/admin/image-upload.js';
import {
  createBanner,
  deleteBanner,
  imageInUse,
  listAllBanners,
  listAllShippingSteps,
  reorderBanners,
  reorderShippingSteps,
  toAdminBanner,
  toAdminShippingStep,
  updateBanner,
  updateShippingStep,
} from './home-repository.js';

const tags = ['admin'];
const notFound = () => new AppError(404, 'NOT_FOUND', 'notFound');

/**
 * The home page's own content for staff and admins: its sliders and advertisements (add, change, show or
 * hide, reorder, remove, each with a picture uploaded through the product images' pipeline, cropped to the
 * shape the home page draws) and its shipping steps (words, icon, order). Every write is one transaction
 * with its audit row; then the cached home lists go stale (`homeChanged`), so the next read shows it.
 */
export const adminHomeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, mediaUrl, storage } = app;

  /** Deletes an uploaded picture no banner shows any more (after the change that dropped it committed). */
  const forget = async (image: string | null | undefined) => {
    if (image && !(await imageInUse(db, image))) await removeUploadedImage(storage, image);
  };

  for (const kind of BannerKind.options) {
    const base = `/admin/home/${kind}`;
    const what = kind === 'sliders' ? 'home slides' : 'home advertisements (sale cards)';
    const list = async () => ({
      data: (await listAllBanners(db, kind)).map((row) => toAdminBanner(row, mediaUrl)),
    });
    const frame = BANNER_IMAGE_SIZE[kind];

    app.get(
      base,
      {
        schema: {
          tags,
          description: `Staff and admins: every one of the ${what}, shown or hidden, in the home page’s order.`,
          querystring: LangQuery,
          response: { 200: AdminBannersResponse },
        },
      },
      list,
    );

    app.post(
      `${base}/images`,
      {
        schema: {
          tags,
          description: `Staff and admins: multipart/form-data with one file \`image\` (JPEG or PNG by its bytes, at most 5 MB), cropped from its centre to ${frame.width}×${frame.height} (never enlarged) and re-encoded as WebP. Answers the stored path to put in a banner’s \`image\`.`,
          querystring: LangQuery,
          response: { 201: BannerImageResponse, ...refusals(422) },
        },
      },
      async (request, reply) => {
        const webp = await renderBannerImage(await readImage(request), frame);
        if (!webp) throw new AppError(422, 'UNSUPPORTED_FILE_TYPE', 'unsupportedImage');
        const image = await saveUploadedImage(storage, webp, kind);
        return reply.status(201).send({ data: { image, image_url: mediaUrl(image) } });
      },
    );

    app.post(
      base,
      {
        schema: {
          tags,
          description:
            'Staff and admins: adds one last. `link` must be a path on this store (422 INVALID_LINK otherwise); ' +
            '`image` a path `…/images` answered (422 INVALID_IMAGE). Audited; the home page shows it at once.',
          querystring: LangQuery,
          body: BannerBody,
          response: { 201: AdminBannerResponse, ...refusals(422) },
        },
      },
      async (request, reply) => {
        const row = await db.transaction((tx) =>
          createBanner(tx, actorOf(request), kind, request.body, clock()),
        );
        await homeChanged(app);
        return reply.status(201).send({ data: toAdminBanner(row, mediaUrl) });
      },
    );

    app.put(
      `${base}/:id`,
      {
        schema: {
          tags,
          description:
            'Staff and admins: replaces its titles, subtitles, link, picture and whether it shows ' +
            '(`is_active`); the same rules as adding. Audited with the fields before and after.',
          params: IdParams,
          querystring: LangQuery,
          body: BannerBody,
          response: { 200: AdminBannerResponse, ...refusals(422) },
        },
      },
      async (request) => {
        const { row, replaced } = await db.transaction((tx) =>
          updateBanner(tx, actorOf(request), kind, request.params.id, request.body, clock()),
        );
        await homeChanged(app);
        await forget(replaced);
        return { data: toAdminBanner(row, mediaUrl) };
      },
    );

    app.delete(
      `${base}/:id`,
      {
        schema: {
          tags,
          description:
            'Staff and admins: removes one (and its uploaded picture); answers the list left. Audited.',
          params: IdParams,
          querystring: LangQuery,
          response: { 200: AdminBannersResponse },
        },
      },
      async (request) => {
        const image = await db.transaction((tx) =>
          deleteBanner(tx, actorOf(request), kind, request.params.id, clock()),
        );
        if (image === undefined) throw notFound();
        await homeChanged(app);
        await forget(image);
        return list();
      },
    );

    app.put(
      `${base}/order`,
      {
        schema: {
          tags,
          description:
            'Staff and admins: the home page’s order, as every id of the list once (409 LIST_CHANGED when ' +
            'the list is not that, e.g. a colleague added one meanwhile). Audited.',
          querystring: LangQuery,
          body: HomeOrderBody,
          response: { 200: AdminBannersResponse, ...refusals(409) },
        },
      },
      async (request) => {
        await db.transaction((tx) => reorderBanners(tx, actorOf(request), kind, request.body.ids, clock()));
        await homeChanged(app);
        return list();
      },
    );
  }

  const steps = async () => ({ data: (await listAllShippingSteps(db)).map(toAdminShippingStep) });

  app.get(
    '/admin/home/shipping-steps',
    {
      schema: {
        tags,
        description: 'Staff and admins: the home page’s shipping steps in both languages, in order.',
        querystring: LangQuery,
        response: { 200: AdminShippingStepsResponse },
      },
    },
    steps,
  );

  app.put(
    '/admin/home/shipping-steps/:id',
    {
      schema: {
        tags,
        description:
          'Staff and admins: one step’s title and description in both languages and its icon. Audited.',
        params: IdParams,
        querystring: LangQuery,
        body: ShippingStepBody,
        response: { 200: AdminShippingStepResponse },
      },
    },
    async (request) => {
      const row = await db.transaction((tx) =>
        updateShippingStep(tx, actorOf(request), request.params.id, request.body, clock()),
      );
      return { data: toAdminShippingStep(row) };
    },
  );

  app.put(
    '/admin/home/shipping-steps/order',
    {
      schema: {
        tags,
        description:
          'Staff and admins: the steps’ order, every id once (409 LIST_CHANGED otherwise). Audited.',
        querystring: LangQuery,
        body: HomeOrderBody,
        response: { 200: AdminShippingStepsResponse, ...refusals(409) },
      },
    },
    async (request) => {
      await db.transaction((tx) => reorderShippingSteps(tx, actorOf(request), request.body.ids, clock()));
      return steps();
    },
  );
};
