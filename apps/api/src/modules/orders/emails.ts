import { listPriceOf } from '@coffee/contracts/cart-figures';
import { REFUND_WORKING_DAYS } from '@coffee/contracts/checkout';
import type { OrderStatus } from '@coffee/contracts/orders';
import type { Executor } from '../../db/client.js';
import { type Lang, localized } from '../../i18n/lang.js';
import { type MessageKey, translate } from '../../i18n/messages.js';
import { formatCairoTime, formatMoney } from '../../lib/format.js';
import { enqueueMessage } from '../../lib/outbox.js';
import { enqueueText } from '../../lib/texts.js';
import { loadOrderMoney, type RefundView } from './order-money.js';
import { findRecipient, loadOrder, type OrderLineRow, type OrderRow, type Recipient } from './repository.js';

/** Unicode's first strong isolate … pop directional isolate: plain text's <bdi dir="auto">. */
const isolate = (text: string) => `\u2068${text}\u2069`;

/** What an email says of an order; the caller that just wrote it passes it instead of reading it back. */
export type EmailedOrder = {
  order: OrderRow;
  lines: Pick<
    OrderLineRow,
    | 'nameEn'
    | 'nameAr'
    | 'variantNameEn'
    | 'variantNameAr'
    | 'quantity'
    | 'unitPrice'
    | 'beforeDiscount'
    | 'lineTotal'
  >[];
  /** Whom it goes to, when the caller has read it already. */
  recipient?: Recipient | undefined;
};

const TEMPLATES: Partial<Record<OrderStatus, { subject: MessageKey; body: MessageKey; template: string }>> = {
  PLACED: { subject: 'orderPlacedSubject', body: 'orderPlacedBody', template: 'order.placed' },
  ACCEPT: { subject: 'orderAcceptedSubject', body: 'orderAcceptedBody', template: 'order.accepted' },
  WITH_COURIER: {
    subject: 'orderWithCourierSubject',
    body: 'orderWithCourierBody',
    template: 'order.with_courier',
  },
  DELIVERED: { subject: 'orderDeliveredSubject', body: 'orderDeliveredBody', template: 'order.delivered' },
  CANCELED: { subject: 'orderCanceledSubject', body: 'orderCanceledBody', template: 'order.canceled' },
};

const METHOD_NAMES: Record<string, MessageKey> = {
  cod: 'methodCodName',
  wallet: 'methodWalletName',
  card: 'methodCardName',
  paytabs: 'methodCardName',
  installments: 'methodInstallmentsName',
  opay: 'methodOpayName',
  fawry: 'methodFawryName',
  instapay: 'methodInstapayName',
};

const REFUND_SENTENCES: Record<RefundView['to'], { done: MessageKey; pending: MessageKey }> = {
  wallet: { done: 'refundWalletDone', pending: 'refundWalletDone' },
  card: { done: 'refundCardDone', pending: 'refundCardPending' },
  opay: { done: 'refundOpayDone', pending: 'refundOpayPending' },
};

/**
 * What a canceled order gives back, in the reader's language: one sentence per destination and how far it got
 * (a refused refund is retried by staff, so to the shopper it is still on its way), or that nothing was charged.
 */
export function describeRefunds(lang: Lang, refunds: Pick<RefundView, 'amount' | 'to' | 'state'>[]): string {
  const sums = new Map<MessageKey, number>();
  for (const refund of refunds) {
    const key = REFUND_SENTENCES[refund.to][refund.state === 'done' ? 'done' : 'pending'];
    sums.set(key, (sums.get(key) ?? 0) + refund.amount);
  }
  if (sums.size === 0) return translate(lang, 'refundNone');
  return [...sums]
    .map(([key, amount]) =>
      translate(lang, key, { amount: formatMoney(lang, amount), days: REFUND_WORKING_DAYS }),
    )
    .join(' ');
}

/** "2 × Name (variant) — EGP 500.00", naming the was-price of a line on sale. */
function describeLine(lang: Lang, line: EmailedOrder['lines'][number]): string {
  const name = localized(lang, line.nameEn, line.nameAr);
  const variant = localized(lang, line.variantNameEn, line.variantNameAr);
  const text = `${line.quantity} × ${variant ? `${name} (${variant})` : name} — ${formatMoney(lang, line.lineTotal)}`;
  const listTotal =
    listPriceOf({ price: line.unitPrice, beforeDiscount: line.beforeDiscount }) * line.quantity;
  return listTotal > line.lineTotal
    ? translate(lang, 'emailLineWas', { text, was: formatMoney(lang, listTotal) })
    : text;
}

/**
 * The order's money as its page shows it (`toFigureRows` on the web): the lines as charged, the coupon, delivery
 * and the wallet, the total, and what the sale prices and the coupon saved together.
 */
export function describeFigures(
  lang: Lang,
  order: Pick<
    OrderRow,
    'subtotal' | 'saleDiscount' | 'couponDiscount' | 'shippingFee' | 'codFee' | 'walletAmount' | 'total'
  >,
): string {
  const amount = (piastres: number) => ({ amount: formatMoney(lang, piastres) });
  const rows = [translate(lang, 'emailSubtotal', amount(order.subtotal - order.saleDiscount))];
  if (order.couponDiscount > 0)
    rows.push(translate(lang, 'emailCouponDiscount', amount(order.couponDiscount)));
  rows.push(
    order.shippingFee > 0
      ? translate(lang, 'emailDelivery', amount(order.shippingFee))
      : translate(lang, 'emailDeliveryFree'),
  );
  if (order.codFee > 0) rows.push(translate(lang, 'emailCodFee', amount(order.codFee)));
  if (order.walletAmount > 0) rows.push(translate(lang, 'emailWalletPaid', amount(order.walletAmount)));
  rows.push(translate(lang, 'emailTotal', amount(order.total)));
  const saved = order.saleDiscount + order.couponDiscount;
  if (saved > 0) rows.push(translate(lang, 'emailYouSave', amount(saved)));
  return rows.join('\n');
}

/**
 * Queues the email a shopper gets when their order reaches this status (placed, accepted, with the courier,
 * delivered, canceled), in the language they ordered in; other statuses send nothing. Call it in the
 * transaction that changes the status, so the email exists exactly when the change does; a cancel's after its
 * refunds are recorded, since it says what goes back, how and when.
 */
export async function queueOrderEmail(
  tx: Executor,
  orderId: number,
  status: OrderStatus,
  known?: EmailedOrder,
): Promise<void> {
  const template = TEMPLATES[status];
  if (!template) return;
  const full = known ?? (await loadOrder(tx, orderId, { history: false }));
  if (!full) return;
  const { order, lines } = full;
  const recipient = known?.recipient ?? (await findRecipient(tx, order.userId));
  if (!recipient) return;
  const lang: Lang = order.lang === 'ar' ? 'ar' : 'en';
  const money = (piastres: number) => formatMoney(lang, piastres);
  const { address } = order;
  const params = {
    name: recipient.firstName,
    number: order.number,
    total: money(order.total),
    due: money(order.paymentMethod === 'cod' ? order.total : 0),
    method: translate(lang, METHOD_NAMES[order.paymentMethod] ?? 'methodCodName'),
    // What the shopper typed keeps its own direction in the mail's text (an Arabic street in an English mail
    // reads whole, not reordered around the commas): each part and the whole isolated, as the web's <bdi>.
    address: isolate(
      [
        address.street,
        address.area,
        localized(lang, address.city.name_en, address.city.name_ar),
        localized(lang, address.governorate.name_en, address.governorate.name_ar),
      ]
        .filter(Boolean)
        .map(isolate)
        .join(lang === 'ar' ? '، ' : ', '),
    ),
    lines: lines.map((line) => describeLine(lang, line)).join('\n'),
    figures: describeFigures(lang, order),
    refund: status === 'CANCELED' ? describeRefunds(lang, (await loadOrderMoney(tx, order.id)).refunds) : '',
  };
  await enqueueMessage(tx, {
    channel: 'email',
    recipient: recipient.email,
    template: template.template,
    subject: translate(lang, template.subject, params),
    body: translate(lang, template.body, params),
    payload: { order: order.number, status },
  });
  // Delivered is also texted to the mobile it was delivered to (out for delivery is, by shipping/emails.ts).
  if (status === 'DELIVERED' && address.mobile) {
    await enqueueText(tx, {
      mobile: address.mobile,
      template: template.template,
      key: 'smsDelivered',
      lang,
      params: { number: order.number },
      payload: { order: order.number, status },
    });
  }
}

/**
 * The email with an order's Fawry reference code: the number, the amount, the deadline (Cairo time, in the
 * reader's language) and how to pay. Call it in the transaction that records the code.
 */
export async function queueFawryCodeEmail(tx: Executor, orderId: number, reference: string): Promise<void> {
  await queueWaitingEmail(tx, orderId, {
    template: 'order.fawry_code',
    subject: 'fawryCodeSubject',
    body: 'fawryCodeBody',
    params: { reference },
    payload: { fawry: reference },
  });
}

/**
 * The email telling how to pay an InstaPay order: the store's address, the exact amount, the order number as
 * the transfer's note and the deadline. Call it in the transaction that places the order.
 */
export async function queueInstapayEmail(tx: Executor, orderId: number, address: string): Promise<void> {
  await queueWaitingEmail(tx, orderId, {
    template: 'order.instapay',
    subject: 'instapaySubject',
    body: 'instapayBody',
    params: { address },
    payload: { instapay: address },
  });
}

/** An order waiting for its payment, mailed what to pay by when (Cairo time, in the reader's language). */
async function queueWaitingEmail(
  tx: Executor,
  orderId: number,
  mail: {
    template: string;
    subject: MessageKey;
    body: MessageKey;
    params: Record<string, string>;
    payload: Record<string, string>;
  },
): Promise<void> {
  const full = await loadOrder(tx, orderId, { history: false });
  const deadline = full?.order.expiresAt;
  if (!full || !deadline) return;
  const { order, lines } = full;
  const recipient = await findRecipient(tx, order.userId);
  if (!recipient) return;
  const lang: Lang = order.lang === 'ar' ? 'ar' : 'en';
  const params = {
    ...mail.params,
    name: recipient.firstName,
    number: order.number,
    amount: formatMoney(lang, order.total),
    deadline: formatCairoTime(lang, deadline),
    lines: lines.map((line) => describeLine(lang, line)).join('\n'),
  };
  await enqueueMessage(tx, {
    channel: 'email',
    recipient: recipient.email,
    template: mail.template,
    subject: translate(lang, mail.subject, params),
    body: translate(lang, mail.body, params),
    payload: { order: order.number, ...mail.payload },
  });
}

/** Staff refused an InstaPay transfer: the shopper is told why (as staff wrote it), in their language. */
export async function queueInstapayRefusedEmail(
  tx: Executor,
  orderId: number,
  reason: string,
): Promise<void> {
  const full = await loadOrder(tx, orderId, { history: false });
  if (!full) return;
  const { order } = full;
  const recipient = await findRecipient(tx, order.userId);
  if (!recipient) return;
  const lang: Lang = order.lang === 'ar' ? 'ar' : 'en';
  const params = { name: recipient.firstName, number: order.number, reason };
  await enqueueMessage(tx, {
    channel: 'email',
    recipient: recipient.email,
    template: 'order.instapay_refused',
    subject: translate(lang, 'instapayRefusedSubject', params),
    body: translate(lang, 'instapayRefusedBody', params),
    payload: { order: order.number },
  });
}
