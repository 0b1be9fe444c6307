import { randomBytes } from 'node:crypto';
import { isOnlinePaymentMethod } from '@coffee/contracts/checkout';
import { asc, eq } from 'drizzle-orm';
import { orderLines, users } from '../../db/schema/index.js';
import type { Lang } from '../../i18n/lang.js';
import { translate } from '../../i18n/messages.js';
import { AppError } from '../../lib/errors.js';
import { queueFawryCodeEmail } from '../orders/emails.js';
import { reservationSeconds, switchedReservationEnd } from '../orders/reservation.js';
import type { PaymentsContext } from './context.js';
import { insertPayment, markOrderAwaiting, updatePayment } from './ledger.js';
import {
  GatewayError,
  type OnlineMethod,
  providerOfMethod,
  type StartPaymentInput,
} from './providers/types.js';
import { countCharges, findOpenFawryCode, lockOwnOrder, type OrderRow } from './repository.js';
import { returnToken } from './return-token.js';

/** Why an order cannot take a payment now, in the shopper's words; null when it can. */
function refusalOf(order: OrderRow, now: Date): AppError | null {
  if (order.paymentStatus === 'paid' || (order.status !== 'PENDING' && order.status !== 'CANCELED')) {
    return new AppError(409, 'ORDER_ALREADY_PAID', 'orderAlreadyPaid');
  }
  if (order.status === 'CANCELED') return new AppError(409, 'ORDER_CANCELED', 'orderCanceledNotPayable');
  if (order.expiresAt && order.expiresAt <= now)
    return new AppError(409, 'ORDER_EXPIRED', 'orderExpiredNotPayable');
  if (!isOnlinePaymentMethod(order.paymentMethod))
    return new AppError(409, 'ORDER_NOT_ONLINE', 'orderNotOnline');
  return null;
}

/** A reference the gateway has never seen: the order number (what support searches for) and a random tail. */
const newReference = (number: string) => `${number}-${randomBytes(5).toString('hex').toUpperCase()}`;

/**
 * Starts a new payment attempt for the shopper's own PENDING order: records the attempt (amount from our
 * database) under the order's row lock, then asks the gateway for its page outside any transaction. Each call
 * is a new attempt, up to `orderLimits.paymentStartsPerOrder` for one order; the shopper may switch between
 * the online methods, and the stock hold then follows the new method's rule (`switchedReservationEnd`).
 */
export async function startPayment(
  ctx: PaymentsContext,
  input: { userId: number; number: string; method: OnlineMethod; lang: Lang; ip: string },
): Promise<{ redirect_url: string; attempt_id: number }> {
  const provider = providerOfMethod(input.method);
  const prepared = await ctx.db.transaction(async (tx) => {
    const now = ctx.clock();
    const order = await lockOwnOrder(tx, input.number, input.userId);
    if (!order) throw new AppError(404, 'NOT_FOUND', 'notFound');
    const refusal = refusalOf(order, now);
    if (refusal) throw refusal;
    // The stock hold follows the method now chosen (a card's minutes, a Fawry code's hours), never longer
    // than that method allows; under the order's row lock, which the sweep's SKIP LOCKED respects.
    const expiresAt = switchedReservationEnd({
      placedAt: order.createdAt,
      current: order.expiresAt,
      now,
      seconds: reservationSeconds(input.method, {
        fawryHours: ctx.config.fawry?.paymentHours ?? null,
        instapayHours: ctx.config.instapayPaymentHours,
      }),
    });
    // A Fawry code already issued for this order is the one to pay: asking again shows it, not a second one
    // (the order waits on it again, until the code's own end).
    const open = provider === 'fawry' ? await findOpenFawryCode(tx, order.id) : undefined;
    if (open) {
      await markOrderAwaiting(tx, order.id, input.method, now, expiresAt);
      return { order: { ...order, expiresAt }, attempt: open, lines: [], email: '', reused: true };
    }
    // Under the order's lock, so two starts at once cannot both pass the count.
    if ((await countCharges(tx, order.id)) >= ctx.config.orderLimits.paymentStartsPerOrder) {
      throw new AppError(409, 'PAYMENT_ATTEMPTS_EXCEEDED', 'paymentAttemptsExceeded');
    }
    await markOrderAwaiting(tx, order.id, input.method, now, expiresAt);
    const attempt = await insertPayment(tx, {
      orderId: order.id,
      kind: 'charge',
      provider,
      reference: newReference(order.number),
      amount: order.total,
      status: 'created',
      createdAt: now,
      updatedAt: now,
    });
    const lines = await tx
      .select({
        nameEn: orderLines.nameEn,
        nameAr: orderLines.nameAr,
        qty: orderLines.quantity,
        price: orderLines.unitPrice,
      })
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id))
      .orderBy(asc(orderLines.id));
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, order.userId));
    return { order: { ...order, expiresAt }, attempt, lines, email: user?.email ?? '', reused: false };
  });

  const { order, attempt } = prepared;
  const site = ctx.config.siteUrl;
  const query = `order=${encodeURIComponent(order.number)}`;
  // Pay at Fawry has no gateway page: the shopper goes to our success page, which shows the code.
  const fawryPage = `${site}/checkout/success?${query}`;
  if (prepared.reused) return { redirect_url: fawryPage, attempt_id: attempt.id };
  const lang = input.lang;
  const request: StartPaymentInput = {
    reference: attempt.reference!,
    method: input.method,
    amount: attempt.amount,
    description: translate(lang, 'paymentOrderDescription', { number: order.number }),
    lang,
    customer: {
      id: String(order.userId),
      name: order.address.recipient,
      email: prepared.email,
      phone: order.address.mobile,
      street: [order.address.street, order.address.area].filter(Boolean).join(', '),
      city: lang === 'ar' ? order.address.city.name_ar : order.address.city.name_en,
      state: lang === 'ar' ? order.address.governorate.name_ar : order.address.governorate.name_en,
    },
    items: prepared.lines.map((line) => ({
      name: lang === 'ar' ? line.nameAr : line.nameEn,
      quantity: line.qty,
      unitPrice: line.price,
    })),
    callbackUrl: `${ctx.config.apiPublicUrl}/payments/${provider}/callback`,
    // The storefront's route handlers verify through the API, then send the shopper on.
    returnUrl:
      `${site}/api/${provider}/return?${query}&ref=${encodeURIComponent(attempt.reference!)}` +
      (provider === 'opay' ? `&sig=${returnToken(ctx.config.jwtSecret, attempt.reference!)}` : ''),
    cancelUrl: `${site}/api/opay/cancel?${query}`,
    // The gateway's page (or the Fawry code) ends with the stock hold.
    expiresAt: order.expiresAt,
    ip: input.ip,
  };
  try {
    const started = await ctx.providers[provider].startPayment(request);
    const pending = { status: 'pending' as const, providerRef: started.providerRef || null };
    if (provider !== 'fawry') {
      await updatePayment(ctx.db, attempt.id, { ...pending, updatedAt: ctx.clock() });
      return { redirect_url: started.redirectUrl, attempt_id: attempt.id };
    }
    // The code and the email that tells it are written together: the shopper has it on the page and in mail.
    await ctx.db.transaction(async (tx) => {
      await updatePayment(tx, attempt.id, { ...pending, updatedAt: ctx.clock() });
      await queueFawryCodeEmail(tx, order.id, started.providerRef);
    });
    return { redirect_url: fawryPage, attempt_id: attempt.id };
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    ctx.log.error({ err: error, attempt: attempt.id }, 'payment gateway refused to start a payment');
    await updatePayment(ctx.db, attempt.id, {
      status: 'failed',
      message: error.message,
      updatedAt: ctx.clock(),
    });
    throw new AppError(502, 'PAYMENT_GATEWAY_UNAVAILABLE', 'paymentGatewayUnavailable');
  }
}
