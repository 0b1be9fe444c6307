import { INSTAPAY_SCREENSHOT_MAX_BYTES } from '@coffee/contracts/checkout';
import { LangQuery } from '@coffee/contracts/common';
import { OrderParams } from '@coffee/contracts/orders';
import {
  InstapayDecisionResponse,
  InstapayProofResponse,
  InstapayQueueResponse,
  InstapayRefuseBody,
  InstapayTransferReference,
} from '@coffee/contracts/payments';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, refusals } from '../../lib/errors.js';
import { sendPrivateDocument, sniffImage } from '../../lib/uploads.js';
import { authOf } from '../../plugins/auth.js';
import { actorOf } from '../../plugins/backoffice-auth.js';
import { multipartError } from '../../plugins/multipart.js';
import { createPaymentsContext } from './context.js';
import {
  confirmTransfer,
  findScreenshot,
  listQueue,
  type ProofInput,
  refuseTransfer,
  submitProof,
} from './instapay.js';

/**
 * The proof as sent: the `screenshot` file (JPEG or PNG by its bytes, at most 5 MB) and/or the
 * `transfer_reference` field. Anything else is refused rather than ignored.
 */
async function readProof(request: FastifyRequest): Promise<Pick<ProofInput, 'screenshot' | 'reference'>> {
  if (!request.isMultipart()) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'unsupportedMediaType');
  let bytes: Buffer | null = null;
  let typed = '';
  const parts = request.parts({
    limits: { fileSize: INSTAPAY_SCREENSHOT_MAX_BYTES, files: 1, fields: 2, fieldSize: 200, parts: 3 },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'field' && part.fieldname === 'transfer_reference') typed = String(part.value);
      else if (part.type === 'file' && part.fieldname === 'screenshot') bytes = await part.toBuffer();
      else throw new AppError(400, 'UNEXPECTED_FILE', 'malformedMultipart');
    }
  } catch (error) {
    throw multipartError(error);
  }
  let reference: string | null = null;
  if (typed.trim() !== '') {
    const parsed = InstapayTransferReference.safeParse(typed);
    if (!parsed.success) throw new AppError(422, 'INVALID_TRANSFER_REFERENCE', 'instapayReferenceInvalid');
    reference = parsed.data;
  }
  if (bytes === null || bytes.length === 0) return { screenshot: null, reference };
  const kind = sniffImage(bytes);
  if (!kind) throw new AppError(422, 'UNSUPPORTED_SCREENSHOT', 'instapayScreenshotUnsupported');
  return { screenshot: { kind, bytes }, reference };
}

/** The shopper's side of an InstaPay transfer: sending its proof, and seeing the screenshot sent. */
export const instapayRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = createPaymentsContext(app);
  const tags = ['payments'];

  app.post(
    '/orders/:number/instapay-proof',
    {
      schema: {
        tags,
        description:
          'multipart/form-data: `screenshot` (JPG or PNG by its bytes, at most 5 MB) and/or `transfer_reference`, ' +
          "the proof of an InstaPay transfer for the caller's own PENDING InstaPay order; a new proof replaces " +
          "the previous one. Another shopper's order is a 404; an order no longer waiting, or past its deadline, a 409.",
        consumes: ['multipart/form-data'],
        params: OrderParams,
        querystring: LangQuery,
        response: { 200: InstapayProofResponse, ...refusals(400, 404, 409, 413, 415, 422) },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const { userId } = authOf(request);
      const proof = await readProof(request);
      return { data: await submitProof(ctx, { userId, number: request.params.number, ...proof }) };
    },
  );

  app.get(
    '/orders/:number/instapay-proof/screenshot',
    {
      schema: {
        tags,
        description:
          'The screenshot the caller sent for their own InstaPay order (never cached); else a 404.',
        params: OrderParams,
        querystring: LangQuery,
        produces: ['image/jpeg', 'image/png'],
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const key = await findScreenshot(app.db, request.params.number, authOf(request).userId);
      if (!key) throw new AppError(404, 'NOT_FOUND', 'notFound');
      return sendPrivateDocument(reply, app.storage, key, `instapay-${request.params.number}`);
    },
  );
};

/** The back office's InstaPay queue: orders waiting for staff to find their transfer, confirm or refuse it. */
export const adminInstapayRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = createPaymentsContext(app);
  const tags = ['admin'];

  app.get(
    '/admin/instapay',
    {
      schema: {
        tags,
        description:
          'Staff and admins: every InstaPay order still waiting, those with a proof first, then by deadline.',
        querystring: LangQuery,
        response: { 200: InstapayQueueResponse },
      },
    },
    async () => ({ data: await listQueue(app.db) }),
  );

  app.get(
    '/admin/instapay/:number/screenshot',
    {
      schema: {
        tags,
        description: 'Staff and admins: the screenshot of an InstaPay order’s newest proof (never cached).',
        params: OrderParams,
        querystring: LangQuery,
        produces: ['image/jpeg', 'image/png'],
      },
    },
    async (request, reply) => {
      const key = await findScreenshot(app.db, request.params.number);
      if (!key) throw new AppError(404, 'NOT_FOUND', 'notFound');
      return sendPrivateDocument(reply, app.storage, key, `instapay-${request.params.number}`);
    },
  );

  app.post(
    '/admin/instapay/:number/confirm',
    {
      schema: {
        tags,
        description:
          'Staff and admins: the transfer arrived — the order is paid and placed, once (again: `duplicate`). ' +
          '409 when the order no longer waits for it or its hold ran out. Audited.',
        params: OrderParams,
        querystring: LangQuery,
        response: { 200: InstapayDecisionResponse, ...refusals(404, 409) },
      },
    },
    async (request) => ({ data: await confirmTransfer(ctx, actorOf(request), request.params.number) }),
  );

  app.post(
    '/admin/instapay/:number/refuse',
    {
      schema: {
        tags,
        description:
          'Staff and admins: no such transfer — the order is canceled (stock back) and the shopper mailed the ' +
          'reason in their language. Again: `duplicate`. Audited.',
        params: OrderParams,
        querystring: LangQuery,
        body: InstapayRefuseBody,
        response: { 200: InstapayDecisionResponse, ...refusals(404, 409, 422) },
      },
    },
    async (request) => ({
      data: await refuseTransfer(ctx, actorOf(request), request.params.number, request.body.reason),
    }),
  );
};
