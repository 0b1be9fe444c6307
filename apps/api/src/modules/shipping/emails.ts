import type { Executor } from '../../db/client.js';
import type { Lang } from '../../i18n/lang.js';
import { translate } from '../../i18n/messages.js';
import { formatMoney } from '../../lib/format.js';
import { enqueueMessage } from '../../lib/outbox.js';
import { enqueueText } from '../../lib/texts.js';
import { findRecipient, type OrderRow } from '../orders/repository.js';

/**
 * The shopper's email when the parcel leaves for their door, in the language they ordered in: the courier,
 * its tracking number and the cash to have ready, and the same news by SMS to the delivery mobile. (Delivered
 * is the order's own email and text, orders/emails.ts.)
 */
export async function queueOutForDeliveryEmail(
  tx: Executor,
  order: OrderRow,
  shipment: { trackingNumber: string | null; codAmount: number },
) {
  const recipient = await findRecipient(tx, order.userId);
  if (!recipient) return;
  const lang: Lang = order.lang === 'ar' ? 'ar' : 'en';
  const params = {
    name: recipient.firstName,
    number: order.number,
    courier: translate(lang, 'courierBosta'),
    tracking: shipment.trackingNumber ?? '',
    due:
      shipment.codAmount > 0
        ? translate(lang, 'outForDeliveryCashDue', { amount: formatMoney(lang, shipment.codAmount) })
        : translate(lang, 'outForDeliveryNothingDue'),
  };
  await enqueueMessage(tx, {
    channel: 'email',
    recipient: recipient.email,
    template: 'order.out_for_delivery',
    subject: translate(lang, 'orderOutForDeliverySubject', params),
    body: translate(lang, 'orderOutForDeliveryBody', params),
    payload: { order: order.number, tracking: shipment.trackingNumber },
  });
  // And a text to the mobile the parcel goes to: what a shopper reads at the door.
  if (order.address.mobile) {
    await enqueueText(tx, {
      mobile: order.address.mobile,
      template: 'order.out_for_delivery',
      key: shipment.codAmount > 0 ? 'smsOutForDeliveryCash' : 'smsOutForDelivery',
      lang,
      params: {
        number: order.number,
        courier: params.courier,
        amount: formatMoney(lang, shipment.codAmount),
      },
      payload: { order: order.number, tracking: shipment.trackingNumber },
    });
  }
}
