import { OrderLangQuery, OrderParams } from '@coffee/contracts/orders';
import {
  OrderReturnsResponse,
  RETURN_PHOTO_MAX_BYTES,
  RETURN_PHOTOS_MAX,
  type ReturnRefundTo,
  ReturnRequestBody,
  ReturnResponse,
} from '@coffee/contracts/returns';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orders } from '../../db/schema/index.js';
import { AppError, refusals } from '../../lib/errors.js';
import { removeUploadedImage, renderProductImage, saveUploadedImage } from '../../lib/product-images.js';
import { authOf } from '../../plugins/auth.js';
import { multipartError } from '../../plugins/multipart.js';
import { parseWith } from '../account/profile-form.js';
import { findOrderId } from '../orders/repository.js';
import { courierWebhookRoute } from '../shipping/webhook.js';
import { createReturnsContext } from './context.js';
import { applyPickupUpdate } from './pickup.js';
import { toReturnView } from './presenters.js';
import { deliveredAt, findReturnByPickup, listOrderReturns, returnableLines } from './repository.js';
import { refundOptionsOf, requestReturn } from './request.js';
import { lastReturnDay } from './window.js';

const tags = ['returns'];

/** The multipart request: its `request` field (JSON) and up to three `photos`, each read whole (5 MB at most). */
async function readReturnForm(request: FastifyRequest) {
  if (!request.isMultipart()) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'unsupportedMediaType');
  let json: string | undefined;
  const photos: Buffer[] = [];
  const parts = request.parts({
    limits: {
      fileSize: RETURN_PHOTO_MAX_BYTES,
      files: RETURN_PHOTOS_MAX + 1,
      fields: 2,
      fieldSize: 20_000,
      parts: 6,
    },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname === 'request') json = String(part.value);
        continue;
      }
      const bytes = await part.toBuffer();
      if (part.fieldname !== 'photos') throw new AppError(400, 'UNEXPECTED_FILE', 'unexpectedImageFile');
      photos.push(bytes);
    }
  } catch (error) {
    throw multipartError(error);
  }
  if (photos.length > RETURN_PHOTOS_MAX) throw new AppError(422, 'TOO_MANY_PHOTOS', 'returnTooManyPhotos');
  let data: unknown;
  try {
    data = JSON.parse(json ?? '');
  } catch {
    throw new AppError(400, 'MALFORMED_REQUEST', 'badRequest');
  }
  return { body: parseWith(ReturnRequestBody, data), photos };
}

/** The shopper's returns of a delivered order, and Bosta's reports on their pickups. */
export const returnRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = createReturnsContext(app);
  // Bosta's webhooks for return pickups, as for deliveries: believed only after the pickup's own secret header.
  await app.register(async (scope) =>
    courierWebhookRoute(scope, ctx, {
      url: '/returns/bosta/webhook',
      description: "Bosta's state-change webhook of a return pickup; authenticated by its secret header",
      tags,
      find: async (update) => {
        const row = await findReturnByPickup(ctx.db, update);
        return row && { id: row.id, secretHash: row.pickupSecretHash };
      },
      apply: (id, update) => applyPickupUpdate(ctx, id, update),
    }),
  );

  const ownOrderId = async (request: FastifyRequest, number: string) => {
    const orderId = await findOrderId(app.db, number, authOf(request).userId);
    if (orderId === undefined) throw new AppError(404, 'NOT_FOUND', 'notFound');
    return orderId;
  };

  app.get(
    '/orders/:number/returns',
    {
      schema: {
        tags,
        description:
          "The caller's order's returns, and what may still be returned: each line's delivered quantity less " +
          'what other returns take, and the last Cairo day to return without a reason (14 days after ' +
          'delivery) and for a defect (30 days). Another shopper’s order is a 404.',
        params: OrderParams,
        querystring: OrderLangQuery,
        response: { 200: OrderReturnsResponse, ...refusals(404) },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const orderId = await ownOrderId(request, request.params.number);
      const [[order], delivered, lines, rows] = await Promise.all([
        app.db.select().from(orders).where(eq(orders.id, orderId)),
        deliveredAt(app.db, orderId),
        returnableLines(app.db, orderId),
        listOrderReturns(app.db, orderId),
      ]);
      const lang = request.lang;
      const isDelivered = order?.status === 'DELIVERED' && delivered !== null;
      return {
        data: {
          delivered_at: isDelivered ? delivered.toISOString() : null,
          change_of_mind_until: isDelivered ? lastReturnDay(delivered, 'change_of_mind') : null,
          defect_until: isDelivered ? lastReturnDay(delivered, 'defect') : null,
          refund_options: order ? refundOptionsOf(order) : (['wallet'] as ReturnRefundTo[]),
          lines: lines.map(({ line, returned }) => ({
            line_id: line.id,
            name: lang === 'ar' ? line.nameAr : line.nameEn,
            variant_name: (lang === 'ar' ? line.variantNameAr : line.variantNameEn) ?? null,
            image: line.image,
            unit_price: line.unitPrice,
            delivered: isDelivered ? line.quantity : 0,
            returnable: isDelivered ? Math.max(0, line.quantity - returned) : 0,
          })),
          returns: await Promise.all(rows.map((row) => toReturnView(app.db, row, lang))),
        },
      };
    },
  );

  app.post(
    '/orders/:number/returns',
    {
      schema: {
        tags,
        description:
          'multipart/form-data: `request` (JSON: kind `change_of_mind` or `defect`, reason, refund_to ' +
          '`original` or `wallet`, lines [{line_id, quantity}]) and, for a defect, up to 3 `photos` (JPEG or ' +
          'PNG by their bytes, 5 MB each). Law 181/2018: 14 days from delivery without a reason, 30 for a ' +
          'defect, counted in Cairo days; outside it a 422 names the last day. A cash or wallet order is ' +
          'refunded to the wallet only.',
        consumes: ['multipart/form-data'],
        params: OrderParams,
        querystring: OrderLangQuery,
        response: { 201: ReturnResponse, ...refusals(404, 409, 413, 415, 422) },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const { userId } = authOf(request);
      const orderId = await ownOrderId(request, request.params.number);
      const { body, photos } = await readReturnForm(request);
      const images = [];
      if (body.kind === 'defect') {
        for (const bytes of photos) {
          const webp = await renderProductImage(bytes);
          if (!webp) throw new AppError(422, 'UNSUPPORTED_FILE_TYPE', 'unsupportedImage');
          images.push(webp);
        }
      }
      const saved: string[] = [];
      try {
        for (const webp of images) saved.push(await saveUploadedImage(app.storage, webp, 'returns'));
        const { row } = await app.db.transaction((tx) =>
          requestReturn(tx, { orderId, userId, lang: request.lang, body, photos: saved, now: app.clock() }),
        );
        return reply.status(201).send({ data: await toReturnView(app.db, row, request.lang) });
      } catch (error) {
        await Promise.all(saved.map((path) => removeUploadedImage(app.storage, path)));
        throw error;
      }
    },
  );
};
