import {
  CheckCouponBody,
  CouponCheckResponse,
  OfferedPaymentMethodsResponse,
  type OrderSummary,
  OrderSummaryQuery,
  OrderSummaryResponse,
  PaymentMethodsQuery,
  PaymentMethodsResponse,
} from '@coffee/contracts/checkout';
import { LangQuery } from '@coffee/contracts/common';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import type { Lang } from '../../i18n/lang.js';
import { translate, translateRef } from '../../i18n/messages.js';
import { AppError, refusals } from '../../lib/errors.js';
import { authOf } from '../../plugins/auth.js';
import { findAddress } from '../account/addresses-repository.js';
import { countingCouponMisses } from './coupon-misses.js';
import { listPaymentMethods, offeredPaymentMethods } from './payment-methods.js';
import { invalidCoupon, type Quote, quoteCart } from './quote.js';
import { getStoreSettings } from './repository.js';

const tags = ['checkout'];

/**
 * Where the order goes: the governorate and mobile of a saved address (the caller's own; another's is a 422),
 * or the governorate as given (an address being typed: its mobile is not known yet).
 */
export async function deliveryOf(
  db: Executor,
  userId: number,
  query: { address_id?: number | undefined; governorate_id?: number | undefined },
): Promise<{ governorateId: number | undefined; mobile: string | null }> {
  if (query.address_id === undefined) return { governorateId: query.governorate_id, mobile: null };
  const address = await findAddress(db, userId, query.address_id);
  if (!address) throw new AppError(422, 'ADDRESS_NOT_FOUND', 'addressNotFound');
  return { governorateId: address.address.governorateId, mobile: address.address.mobile };
}

export function toSummary(quote: Quote, lang: Lang): OrderSummary {
  const { totals } = quote;
  return {
    DiscountedSubtotal: totals.listSubtotal,
    DiscountAmount: totals.couponDiscount,
    saleDiscountAmount: totals.saleDiscount,
    Shipping_Fees: totals.shipping,
    walletAmount: totals.walletAmount,
    cod_fee: totals.codFee,
    DiscountedTotal: totals.total,
    wallet_balance: quote.walletBalance,
    free_shipping_threshold: quote.settings.freeShippingThreshold,
    items_count: totals.itemsCount,
    coupon: quote.coupon ? { code: quote.coupon.rule.code, discount: quote.coupon.discount } : null,
    coupon_error: quote.couponRefusal ? { message: translateRef(lang, quote.couponRefusal) } : null,
  };
}

/** Coupon check, the order summary and the payment methods: all price the caller's server cart from the database. */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app;

  /** The caller's cart priced with the summary's options (coupon, address or governorate, wallet). */
  const quoteQuery = async (
    reply: FastifyReply,
    userId: number,
    query: z.output<typeof OrderSummaryQuery>,
    lang: Lang,
  ) =>
    countingCouponMisses(
      app,
      reply,
      { userId, code: query.coupon, applied: (quote: Quote) => quote.coupon !== null },
      async () => {
        const delivery = await deliveryOf(db, userId, query);
        return quoteCart(db, userId, {
          couponCode: query.coupon,
          governorateId: delivery.governorateId,
          deliveryMobile: delivery.mobile,
          useWallet: query.use_wallet || query.payment_method === 'wallet',
          paymentMethod: query.payment_method,
          now: clock(),
          lang,
        });
      },
    );

  app.post(
    '/checkCoupon',
    {
      schema: {
        tags,
        description:
          "Checks a coupon code (any case) against the caller's cart now: dates (Cairo time), total and " +
          'per-shopper limits, first order only, minimum subtotal (at sale prices) and scope (categories, ' +
          'sub-categories, brands, sellers: the discount counts only lines in scope, capped by the maximum). ' +
          '200 with the discount and "Coupon added successfully"; refused: 422 INVALID_COUPON ("Invalid ' +
          'Coupon") and one sentence for every code the caller cannot use (the same for no such code, ' +
          'expired or not covering the cart, so a guesser learns nothing); only a code the caller has used up ' +
          'says so. Checking does not use the coupon; placing the order does. Wrong codes are counted per ' +
          'account (10) and address (30): past either, 429 until an hour after the latest.',
        body: CheckCouponBody,
        querystring: LangQuery,
        response: { 200: CouponCheckResponse, ...refusals(422, 429) },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const { userId } = authOf(request);
      const code = request.body.code;
      const coupon = await countingCouponMisses(
        app,
        reply,
        { userId, code, applied: () => true },
        async () => {
          const quote = await quoteCart(db, userId, {
            couponCode: code,
            useWallet: false,
            now: clock(),
            lang: request.lang,
          });
          if (quote.totals.itemsCount === 0) throw new AppError(422, 'EMPTY_CART', 'emptyCart');
          if (!quote.coupon) throw invalidCoupon(quote.couponRefusal ?? 'couponNotUsable');
          return quote.coupon;
        },
      );
      const { rule, discount } = coupon;
      return {
        data: {
          code: rule.code,
          kind: rule.kind,
          value: rule.value,
          discount,
          message: translate(request.lang, 'couponAdded'),
        },
      };
    },
  );

  app.get(
    '/orders/summary',
    {
      schema: {
        tags,
        description:
          "The caller's cart priced for checkout, all in piastres (spec §4): DiscountedSubtotal (list prices), " +
          'saleDiscountAmount, DiscountAmount (coupon), Shipping_Fees (by the governorate of `address_id` or ' +
          '`governorate_id`; 0 without either, and free from `free_shipping_threshold`), walletAmount (with ' +
          '`use_wallet` or `payment_method=wallet`) and DiscountedTotal = DiscountedSubtotal − ' +
          'saleDiscountAmount − DiscountAmount + Shipping_Fees − walletAmount + cod_fee (with ' +
          "`payment_method=cod`, the store's fee when cash is left to collect). A coupon that does not apply " +
          'is left out and explained in `coupon_error` (as /checkCoupon words it, and counted as a wrong ' +
          'code). POST /orders charges exactly this.',
        querystring: OrderSummaryQuery,
        response: { 200: OrderSummaryResponse, ...refusals(422, 429) },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const { query } = request;
      const quote = await quoteQuery(reply, authOf(request).userId, query, request.lang);
      return { data: toSummary(quote, request.lang) };
    },
  );

  app.get(
    '/payment-methods',
    {
      schema: {
        tags,
        description:
          "Ways to pay for the caller's cart, named in the request language, each with an icon key, whether " +
          'it is online (card, installments, opay, fawry: paid through the payments endpoints, the order waits as ' +
          'PENDING) and whether it can be used now, with the reason when not: cash on delivery up to the ' +
          "store's maximum (of the total the same options as /orders/summary give) and not after two refused " +
          'cash deliveries (of the account, or of the mobile of `address_id`), the wallet when its balance ' +
          'covers the order.',
        querystring: PaymentMethodsQuery,
        response: { 200: PaymentMethodsResponse, ...refusals(422, 429) },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const quote = await quoteQuery(reply, authOf(request).userId, request.query, request.lang);
      return { data: listPaymentMethods(quote, request.lang, { fawry: app.config.fawry !== null }) };
    },
  );

  app.get(
    '/payment-methods/offered',
    {
      schema: {
        tags,
        description:
          'The ways to pay the store offers now, for anyone (no sign-in): the ids /payment-methods lists ' +
          '(Pay at Fawry while it is on, InstaPay while the store has an InstaPay address). The storefront ' +
          'footer shows these.',
        querystring: LangQuery,
        response: { 200: OfferedPaymentMethodsResponse },
      },
    },
    async () => {
      const settings = await getStoreSettings(db);
      return { data: offeredPaymentMethods(settings, { fawry: app.config.fawry !== null }) };
    },
  );
};
