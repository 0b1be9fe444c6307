import { createHash } from 'node:crypto';
import { isOnlinePaymentMethod, type PlaceOrderBody } from '@coffee/contracts/checkout';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client.js';
import { configVersionColumn } from '../../db/config-version.js';
import { preparedStatement } from '../../db/prepared.js';
import { cartLines, orderLines, orders } from '../../db/schema/index.js';
import { type Lang, localized } from '../../i18n/lang.js';
import { addSeconds } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { cairoYear } from '../../lib/format.js';
import { postWalletEntry, walletText } from '../account/wallet-ledger.js';
import { lockExistingCart } from '../cart/repository.js';
import { lockCartStock, moveStock } from '../catalog/stock.js';
import { isMobileVerified, mobileNotVerified } from '../checkout/cod-mobiles.js';
import { redeemCoupon } from '../checkout/coupon-redemptions.js';
import { methodRefusal } from '../checkout/payment-methods.js';
import { invalidCoupon, isSellable, quoteCart } from '../checkout/quote.js';
import { issueInvoice } from '../invoices/ledger.js';
import { placeNamesColumn, resolveOrderAddress } from './address.js';
import { enterFirstStatus } from './change-status.js';
import { queueInstapayEmail, queueOrderEmail } from './emails.js';
import type { OrderPayments } from './order-payments.js';
import { countUnpaidOnlineOrders, type FullOrder, findOrderByKey, recipientColumn } from './repository.js';
import { reservationSeconds } from './reservation.js';

type Body = z.output<typeof PlaceOrderBody>;
export type PlaceOrderRequest = {
  userId: number;
  key: string;
  body: Body;
  lang: Lang;
  now: Date;
  /** How many online-paid orders the shopper may have waiting for payment at once. */
  unpaidOnlineOrders: number;
  /** How long a Pay at Fawry order waits for its payment (hours); null when the store does not offer it. */
  fawryHours: number | null;
  /** How long an InstaPay order waits for staff to confirm its transfer (hours). */
  instapayHours: number;
};

/** What the client asked, reduced to a stable hash: the same key with another request is refused. */
export const hashRequest = (body: Body): string =>
  createHash('sha256')
    .update(
      JSON.stringify([
        body.address_id ?? null,
        body.address ?? null,
        body.payment_method,
        body.coupon ?? null,
        body.use_wallet,
      ]),
    )
    .digest('hex');

/**
 * The order's row, claiming its idempotency key. Three reads ride on this statement: the settings' version
 * (checkout and invoices keep the settings of a version in memory, decision 0049), the shopper, whom the
 * email and the invoice name, and a filled-in address's place names.
 */
const claimOrder = preparedStatement('order_claim', (db) =>
  db
    .insert(orders)
    .values({
      number: sql`${sql.placeholder('prefix')} || lpad(nextval('order_number_seq')::text, 6, '0')`,
      userId: sql.placeholder('userId'),
      // Placeholders until the order is priced below, in this same transaction; nobody sees them.
      address: sql`'{}'::jsonb`,
      subtotal: 0,
      total: 0,
      paymentMethod: sql.placeholder('paymentMethod'),
      lang: sql.placeholder('lang'),
      idempotencyKey: sql.placeholder('key'),
      requestHash: sql.placeholder('hash'),
      createdAt: sql.placeholder('now'),
      updatedAt: sql.placeholder('now'),
    })
    .onConflictDoNothing({ target: [orders.userId, orders.idempotencyKey] })
    .returning({
      id: orders.id,
      configVersion: configVersionColumn,
      recipient: recipientColumn(sql.placeholder('userId')),
      placeNames: placeNamesColumn(sql.placeholder('cityId'), sql.placeholder('governorateId')),
    }),
);

const emptyCart = preparedStatement('cart_empty', (db) =>
  db.delete(cartLines).where(eq(cartLines.cartId, sql.placeholder('cartId'))),
);

/**
 * The order's lines in one statement of one text whatever their number (`unnest` of one array per column),
 * so it is a named prepared statement (db/prepared.ts) like the rest of the order's. `ordinality` keeps the
 * cart's order. `order_lines.id` is an identity column "generated always": an INSERT … SELECT names it
 * (drizzle lists every column), so the select takes its value from the column's own sequence, which needs
 * `overriding system value` (drizzle 0.45 drops its `.overridingSystemValue()` on `.select()`, hence the words
 * at the head of the select).
 */
const insertLines = preparedStatement('order_lines_insert', (db) => {
  const array = (name: string, type: string) => sql`${sql.placeholder(name)}::${sql.raw(type)}[]`;
  return db
    .insert(orderLines)
    .select(
      sql`overriding system value
          select nextval('order_lines_id_seq')::int, ${sql.placeholder('orderId')}::int, l.product_id, l.variant_id,
                 l.seller_id, l.name_en, l.name_ar, l.variant_name_en, l.variant_name_ar, l.image, l.unit_price,
                 l.before_discount, l.quantity, l.line_total, null::timestamptz
          from unnest(${array('productIds', 'int')}, ${array('variantIds', 'int')}, ${array('sellerIds', 'int')},
                      ${array('namesEn', 'text')}, ${array('namesAr', 'text')}, ${array('variantNamesEn', 'text')},
                      ${array('variantNamesAr', 'text')}, ${array('images', 'text')}, ${array('unitPrices', 'int')},
                      ${array('beforeDiscounts', 'int')}, ${array('quantities', 'int')}, ${array('lineTotals', 'int')})
               with ordinality as l(product_id, variant_id, seller_id, name_en, name_ar, variant_name_en,
                                    variant_name_ar, image, unit_price, before_discount, quantity, line_total, n)
          order by l.n`,
    )
    .returning();
});

/** The quoted lines as insertLines' arrays: what each line sold, at the price quoted under the stock locks. */
function linesOf(orderId: number, quoted: Awaited<ReturnType<typeof quoteCart>>['lines']) {
  const column = <T>(
    pick: (line: (typeof quoted)[number], priced: { price: number; beforeDiscount: number | null }) => T,
  ) => quoted.map((line) => pick(line, line.variant ?? line.product));
  return {
    orderId,
    productIds: column((line) => line.productId),
    variantIds: column((line) => line.variantId),
    sellerIds: column((line) => line.product.sellerId),
    namesEn: column((line) => line.product.nameEn),
    namesAr: column((line) => line.product.nameAr),
    variantNamesEn: column((line) => line.variant?.nameEn ?? null),
    variantNamesAr: column((line) => line.variant?.nameAr ?? null),
    images: column((line) => line.product.images[0] ?? ''),
    unitPrices: column((_, priced) => priced.price),
    beforeDiscounts: column((_, priced) =>
      priced.beforeDiscount !== null && priced.beforeDiscount > priced.price ? priced.beforeDiscount : null,
    ),
    quantities: column((line) => line.quantity),
    lineTotals: column((line, priced) => priced.price * line.quantity),
  };
}

type ShortLine = {
  productId: number;
  variantId: number | null;
  nameEn: string;
  nameAr: string;
  available: number;
};

/** 422 OUT_OF_STOCK naming each short line and what is left of it. */
function outOfStock(lang: Lang, short: ShortLine[]): AppError {
  const lines = short.map((line) => ({
    product_id: line.productId,
    variant_id: line.variantId,
    name: localized(lang, line.nameEn, line.nameAr),
    available: line.available,
  }));
  return new AppError(
    422,
    'OUT_OF_STOCK',
    'outOfStock',
    lines.map((line) => ({ key: 'outOfStockLine', params: { name: line.name, available: line.available } })),
    { lines },
  );
}

/**
 * The cart's lines that the locked stock rows cannot serve, in the cart's order, as the quote's check names
 * them (a product off sale, a variant gone or another product's: 0 available); undefined when none is short.
 */
function shortOfLocked(
  held: { productId: number; variantId: number | null; quantity: number }[],
  locked: Awaited<ReturnType<typeof lockCartStock>>,
): ShortLine[] | undefined {
  const short: ShortLine[] = [];
  for (const line of held) {
    const product = locked.products.get(line.productId);
    // A line whose product is gone is the quote's to drop; it does not refuse the order here.
    if (!product) return undefined;
    const variant = line.variantId === null ? null : locked.variants.get(line.variantId);
    const sellable = product.isActive && (variant === null || variant?.productId === line.productId);
    const stock = (variant ?? product).stock;
    if (sellable && line.quantity <= stock) continue;
    short.push({
      productId: line.productId,
      variantId: line.variantId,
      nameEn: product.nameEn,
      nameAr: product.nameAr,
      available: sellable ? Math.max(0, stock) : 0,
    });
  }
  return short.length > 0 ? short : undefined;
}

/** The order this key already made: the same request gets it back, another request with the key a 409. */
async function replay(db: Executor, userId: number, key: string, hash: string): Promise<number | undefined> {
  const existing = await findOrderByKey(db, userId, key);
  if (!existing) return undefined;
  if (existing.requestHash !== hash)
    throw new AppError(409, 'IDEMPOTENCY_KEY_REUSED', 'idempotencyKeyReused');
  return existing.id;
}

/**
 * Places the shopper's order in ONE transaction. The idempotency key is claimed first by inserting the order
 * row (unique on user and key): a concurrent request with the same key waits on that index entry and, once
 * this commits, finds the order instead of making another. Then, in a fixed order that every writer of these
 * rows follows — the cart, stock rows (products by id, then variants by id), the coupon, the wallet — it
 * prices everything again from the database, refuses lines over stock by name, takes the stock, counts the
 * coupon use, debits the wallet, writes lines and history, empties the cart and queues the email. Stock, coupon
 * use, wallet, status and payment status are each written by their ledger's owner (`payments`: the payments
 * module's part, handed in by the caller).
 * Answers the order id and whether it was made now (false: a retry of an earlier request). A retry burns an
 * order number (the sequence moves before the conflict is seen): numbers may have gaps, never repeats.
 */
export async function placeOrder(
  db: Database,
  request: PlaceOrderRequest,
  payments: OrderPayments,
): Promise<{ orderId: number; created: boolean; order?: FullOrder | undefined }> {
  const { userId, key, body, lang, now, unpaidOnlineOrders } = request;
  const hash = hashRequest(body);
  const method = body.payment_method;
  // A retry of a request refused here is refused the same way; one that made an order finds it below.
  if (body.address_id === undefined && body.address === undefined) {
    throw new AppError(422, 'ADDRESS_REQUIRED', 'addressRequired');
  }
  if (!method) throw new AppError(422, 'PAYMENT_METHOD_REQUIRED', 'paymentMethodRequired');

  const outcome = await db.transaction(async (tx) => {
    const year = cairoYear(now);
    // Prepared statements where the text never changes (db/prepared.ts): this one, the cart's, the history's.
    const [claimed] = await claimOrder(tx, {
      prefix: `CM-${year}-`,
      userId,
      paymentMethod: method,
      lang,
      key,
      hash,
      now,
      // A filled-in address's place names ride on this statement too (null ids for a saved address).
      cityId: body.address?.city_id ?? null,
      governorateId: body.address?.governorate_id ?? null,
    });
    if (!claimed) return { orderId: undefined, order: undefined };
    const { id: orderId, configVersion, recipient, placeNames } = claimed;

    // No cart row is an empty cart: nothing to make one for (lockCart would, to be rolled back here).
    const cartId = await lockExistingCart(tx, userId);
    if (cartId === undefined) throw new AppError(422, 'EMPTY_CART', 'emptyCart');
    // The cart's lines and their stock rows locked in one statement (the cart's row is held: they cannot change).
    const locked = await lockCartStock(tx, cartId);
    const { held } = locked;
    if (held.length === 0) throw new AppError(422, 'EMPTY_CART', 'emptyCart');
    // Short lines are refused here, before the address, the prices and the rest are read: the stock rows are
    // locked, so what they say holds to the commit, and the refusal is the one the check below would make.
    const shortNow = shortOfLocked(held, locked);
    if (shortNow) throw outOfStock(lang, shortNow);

    const address = await resolveOrderAddress(
      tx,
      userId,
      { addressId: body.address_id, address: body.address },
      now,
      body.address_id === undefined ? placeNames : undefined,
    );
    const useWallet = body.use_wallet || method === 'wallet';
    const quote = await quoteCart(tx, userId, {
      couponCode: body.coupon,
      governorateId: address.governorate.id,
      deliveryMobile: address.mobile,
      // A cash order asks whether the account has proven that number (below): read with the refusals.
      askMobileVerified: method === 'cod',
      paymentMethod: method,
      useWallet,
      now,
      lang,
      lock: true,
      placingOrderId: orderId,
      configVersion,
    });

    const short = quote.lines.filter(
      (line) => !isSellable(line) || line.quantity > (line.variant ?? line.product).stock,
    );
    if (short.length > 0) {
      throw outOfStock(
        lang,
        short.map((line) => ({
          productId: line.productId,
          variantId: line.variantId,
          nameEn: line.product.nameEn,
          nameAr: line.product.nameAr,
          available: isSellable(line) ? Math.max(0, (line.variant ?? line.product).stock) : 0,
        })),
      );
    }
    const over = quote.lines.filter((line) => line.quantity > quote.settings.maxLineQuantity);
    if (over.length > 0) {
      const max = quote.settings.maxLineQuantity;
      const lines = over.map((line) => ({
        product_id: line.productId,
        variant_id: line.variantId,
        name: localized(lang, line.product.nameEn, line.product.nameAr),
        max,
      }));
      throw new AppError(
        422,
        'QUANTITY_LIMIT',
        'lineQuantityLimit',
        lines.map((line) => ({ key: 'lineQuantityLimitLine', params: { name: line.name, max } })),
        { lines },
      );
    }
    if (body.coupon && !quote.coupon) throw invalidCoupon(quote.couponRefusal ?? 'couponNotUsable');
    if (method === 'fawry' && request.fawryHours === null) {
      throw new AppError(422, 'PAYMENT_METHOD_UNAVAILABLE', 'paymentMethodUnavailable', ['fawryOff']);
    }
    const instapayAddress = quote.settings.instapayAddress;
    if (method === 'instapay' && instapayAddress === null) {
      throw new AppError(422, 'PAYMENT_METHOD_UNAVAILABLE', 'paymentMethodUnavailable', ['instapayOff']);
    }
    const refusal = methodRefusal(method, quote, lang, true);
    if (refusal) throw new AppError(422, 'PAYMENT_METHOD_UNAVAILABLE', 'paymentMethodUnavailable', [refusal]);
    // A first cash order to a number this account has not proven it holds: a code by SMS first (cod-mobiles.ts).
    if (
      method === 'cod' &&
      quote.totals.total > 0 &&
      !(quote.mobileVerified ?? (await isMobileVerified(tx, userId, address.mobile)))
    ) {
      throw mobileNotVerified(address.mobile);
    }

    const { totals } = quote;
    // Nothing left to pay (the wallet took it all): the order is the wallet's, placed at once.
    const paidMethod = totals.total === 0 ? 'wallet' : method;
    const online = isOnlinePaymentMethod(paidMethod);
    if (online) {
      // The cart's lock (above) queues this shopper's orders one after another, so the count holds.
      const waiting = await countUnpaidOnlineOrders(tx, userId, now, orderId);
      if (waiting >= unpaidOnlineOrders) {
        throw new AppError(409, 'TOO_MANY_UNPAID_ORDERS', 'tooManyUnpaidOrders', [], {}, { count: waiting });
      }
    }
    const status = online ? 'PENDING' : 'PLACED';
    await moveStock(tx, quote.lines, -1);
    const { order: priced, history } = await enterFirstStatus(
      tx,
      orderId,
      status,
      { kind: 'customer', userId },
      now,
      {
        address,
        subtotal: totals.listSubtotal,
        saleDiscount: totals.saleDiscount,
        couponId: quote.coupon?.rule.id ?? null,
        couponDiscount: totals.couponDiscount,
        shippingFee: totals.shipping,
        walletAmount: totals.walletAmount,
        codFee: totals.codFee,
        total: totals.total,
        paymentMethod: paidMethod,
        // A Fawry code is paid in cash within days, an InstaPay transfer checked by staff within a day, not
        // minutes: the order holds its stock that long.
        expiresAt: online ? addSeconds(now, reservationSeconds(paidMethod, request)) : null,
      },
    );
    // An InstaPay order's attempt is opened here: there is no gateway to ask, the shopper transfers at once.
    const instapay =
      paidMethod === 'instapay' && instapayAddress !== null ? { address: instapayAddress } : null;
    const paymentStatus = await payments.openPayment(
      tx,
      { id: orderId, paymentMethod: paidMethod },
      online,
      now,
      instapay,
    );
    // The payments module set the payment status (and `updated_at`, which is `now` already) after the row
    // above was read back.
    const placed = { ...priced, paymentStatus, updatedAt: now };
    const lines = await insertLines(tx, linesOf(orderId, quote.lines));
    if (quote.coupon) await redeemCoupon(tx, { couponId: quote.coupon.rule.id, userId, orderId, now });
    if (totals.walletAmount > 0) {
      // The wallet row is locked (quoteCart read it FOR UPDATE), so this debit cannot be refused.
      await postWalletEntry(tx, {
        userId,
        amount: -totals.walletAmount,
        kind: 'order_payment',
        orderId,
        description: walletText('walletOrderPayment', { number: placed.number }),
        now,
      });
    }
    await emptyCart(tx, { cartId });
    // A PENDING order's confirmation goes when its payment settles (the change to PLACED sends it).
    if (status === 'PLACED')
      await queueOrderEmail(tx, orderId, 'PLACED', {
        order: placed,
        lines,
        recipient: recipient ?? undefined,
      });
    if (instapay) await queueInstapayEmail(tx, orderId, instapay.address);
    // Last, so the year's invoice counter is held only until the commit (a PENDING order gets its invoice
    // when its payment settles).
    // The order as written, so neither the invoice nor the answer reads it back.
    const sellerOf = new Map(quote.lines.map((line) => [line.productId, line.product]));
    const invoice =
      status === 'PLACED'
        ? await issueInvoice(
            tx,
            orderId,
            now,
            recipient
              ? {
                  source: {
                    order: placed,
                    couponCode: quote.coupon?.rule.code ?? null,
                    firstName: recipient.firstName,
                    lastName: recipient.lastName,
                    email: recipient.email,
                    lines: lines.map((line) => ({
                      line,
                      sellerNameEn: sellerOf.get(line.productId)!.sellerNameEn,
                      sellerNameAr: sellerOf.get(line.productId)!.sellerNameAr,
                    })),
                  },
                  configVersion,
                }
              : undefined,
          )
        : undefined;
    const order: FullOrder = {
      order: placed,
      couponCode: quote.coupon?.rule.code ?? null,
      invoiceNumber: invoice?.number ?? null,
      fawryCode: null,
      instapay: instapay && { address: instapay.address, proof: null },
      lines: lines.map((line) => ({
        ...line,
        sellerNameEn: sellerOf.get(line.productId)!.sellerNameEn,
        sellerNameAr: sellerOf.get(line.productId)!.sellerNameAr,
      })),
      history,
      refunds: [],
    };
    return { orderId, order };
  });
  if (outcome.orderId !== undefined) return { orderId: outcome.orderId, created: true, order: outcome.order };
  // The key is taken: by an earlier request (a retry) or one that committed meanwhile. Answer with its order.
  const raced = await replay(db, userId, key, hash);
  if (raced === undefined) throw new Error('idempotency key claimed but no order found');
  return { orderId: raced, created: false };
}
