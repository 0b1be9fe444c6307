import { LangQuery } from '@coffee/contracts/common';
import {
  NotificationAck,
  OpayReturnBody,
  PaymentReturnResponse,
  PaymentStartResponse,
  PaytabsReturnBody,
  StartFawryBody,
  StartOpayBody,
  StartPaytabsBody,
} from '@coffee/contracts/payments';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '../../i18n/messages.js';
import { AppError, refusals } from '../../lib/errors.js';
import { authOf } from '../../plugins/auth.js';
import { createPaymentsContext, type PaymentsContext } from './context.js';
import type { ProviderName } from './providers/types.js';
import { returnTokenMatches } from './return-token.js';
import { applyOutcome, OutcomeRefused, resolveAttempt } from './settle.js';
import { startPayment } from './start.js';

const tags = ['payments'];

/**
 * Server-to-server notifications. Signatures cover the exact bytes sent, so these routes take the body as a
 * string (any content type) and verify before parsing. A refused notification changes nothing and answers a
 * 4xx; an accepted one (even a repeat) answers 200 at once, so the gateway stops retrying.
 */
async function callbackRoutes(app: FastifyInstance, ctx: PaymentsContext) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 65_536 }, (_request, body, done) =>
    done(null, body),
  );
  const refuse = (reply: FastifyReply, lang: 'en' | 'ar', status: number) =>
    reply
      .status(status)
      .send({ message: translate(lang, 'paymentNotRecognized'), code: 'NOTIFICATION_REFUSED' });

  for (const provider of ['paytabs', 'opay', 'fawry'] as const satisfies readonly ProviderName[]) {
    app.post(
      `/payments/${provider}/callback`,
      {
        schema: {
          tags,
          description: `${provider} notification (IPN); verified by its signature`,
          hide: true,
          response: { 200: NotificationAck, ...refusals(400, 401, 413) },
        },
      },
      async (request, reply) => {
        const rawBody = typeof request.body === 'string' ? request.body : '';
        const outcome = ctx.providers[provider].verifyNotification({ rawBody, headers: request.headers });
        if (!outcome) {
          request.log.warn({ provider }, 'payment notification with a bad signature refused');
          return refuse(reply, request.lang, 401);
        }
        try {
          const { result } = await applyOutcome(ctx, provider, outcome);
          return { received: true, result };
        } catch (error) {
          if (!(error instanceof OutcomeRefused)) throw error;
          request.log.warn(
            { provider, reason: error.reason, reference: outcome.reference },
            'notification refused',
          );
          return refuse(reply, request.lang, 400);
        }
      },
    );
  }
}

/**
 * Online payments: start an attempt for the caller's PENDING order, the gateways' notifications, and the
 * browser's return (which the storefront forwards here to be verified and, if need be, asked at the gateway).
 */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = createPaymentsContext(app);

  await app.register(async (scope) => callbackRoutes(scope, ctx));

  app.post(
    '/payments/paytabs',
    {
      schema: {
        tags,
        description:
          "Starts a PayTabs payment (card, or card instalments) for the caller's own PENDING order: each call is a " +
          'new attempt at the amount the order holds. Answers the hosted payment page to send the browser to. ' +
          'A paid, canceled or expired order is a 409 (ORDER_ALREADY_PAID, ORDER_CANCELED, ORDER_EXPIRED), as is ' +
          'a sixth attempt for one order (PAYMENT_ATTEMPTS_EXCEEDED); past 15 starts an hour for one account a ' +
          '429; an unreachable gateway a 502 PAYMENT_GATEWAY_UNAVAILABLE.',
        querystring: LangQuery,
        body: StartPaytabsBody,
        response: { 200: PaymentStartResponse, ...refusals(404, 409, 429, 502) },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const { userId } = authOf(request);
      await app.limits.perAccount('startPayment', `user:${userId}`, reply);
      const { order_number, method } = request.body;
      return {
        data: await startPayment(ctx, {
          userId,
          number: order_number,
          method,
          lang: request.lang,
          ip: request.ip,
        }),
      };
    },
  );

  app.post(
    '/payments/opay',
    {
      schema: {
        tags,
        description:
          "Starts an OPay cashier payment (mobile wallets) for the caller's own PENDING order; as /payments/paytabs.",
        querystring: LangQuery,
        body: StartOpayBody,
        response: { 200: PaymentStartResponse, ...refusals(404, 409, 429, 502) },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const { userId } = authOf(request);
      await app.limits.perAccount('startPayment', `user:${userId}`, reply);
      const input = { userId, number: request.body.order_number, method: 'opay' as const, ip: request.ip };
      return { data: await startPayment(ctx, { ...input, lang: request.lang }) };
    },
  );

  app.post(
    '/payments/fawry',
    {
      schema: {
        tags,
        description:
          "Asks FawryPay for a Pay at Fawry reference code for the caller's own PENDING order (charge request, " +
          'payment method PAYATFAWRY, the amount the order holds, expiring with its reservation). The code, the ' +
          'amount and the deadline are then on the order (`fawry`) and in an email; `redirect_url` is our own ' +
          'success page. Asking again while a code is open answers the same code. Errors as /payments/paytabs.',
        querystring: LangQuery,
        body: StartFawryBody,
        response: { 200: PaymentStartResponse, ...refusals(404, 409, 429, 502) },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const { userId } = authOf(request);
      await app.limits.perAccount('startPayment', `user:${userId}`, reply);
      const input = { userId, number: request.body.order_number, method: 'fawry' as const, ip: request.ip };
      return { data: await startPayment(ctx, { ...input, lang: request.lang }) };
    },
  );

  app.post(
    '/payments/paytabs/return',
    {
      schema: {
        tags,
        description:
          'The form fields PayTabs posted to the return URL. Verified by their signature; an attempt with no ' +
          'notification yet is asked about at PayTabs by its tran_ref. `paid` means the order is placed.',
        querystring: LangQuery,
        body: PaytabsReturnBody,
        response: { 200: PaymentReturnResponse, ...refusals(404) },
      },
    },
    async (request) => {
      const verified = ctx.providers.paytabs.verifyReturn(request.body.fields);
      if (!verified) throw new AppError(400, 'INVALID_SIGNATURE', 'paymentNotRecognized');
      const resolved = await resolveAttempt(ctx, 'paytabs', verified.reference);
      if (!resolved) throw new AppError(404, 'NOT_FOUND', 'notFound');
      return { data: { order_number: resolved.orderNumber, status: resolved.status } };
    },
  );

  app.post(
    '/payments/opay/return',
    {
      schema: {
        tags,
        description:
          'The shopper is back from the OPay cashier. OPay signs nothing on this leg, so the return URL the API ' +
          'gave carries `sig`, a token bound to the attempt, sent here as `signature`: without it the reference ' +
          'alone is refused (400 INVALID_SIGNATURE) and tells nothing. The attempt is then asked about at OPay ' +
          '(signed status query) unless a notification settled it already.',
        querystring: LangQuery,
        body: OpayReturnBody,
        response: { 200: PaymentReturnResponse, ...refusals(404) },
      },
    },
    async (request) => {
      const { reference, signature } = request.body;
      if (!returnTokenMatches(ctx.config.jwtSecret, reference, signature)) {
        throw new AppError(400, 'INVALID_SIGNATURE', 'paymentNotRecognized');
      }
      const resolved = await resolveAttempt(ctx, 'opay', reference);
      if (!resolved) throw new AppError(404, 'NOT_FOUND', 'notFound');
      return { data: { order_number: resolved.orderNumber, status: resolved.status } };
    },
  );
};
