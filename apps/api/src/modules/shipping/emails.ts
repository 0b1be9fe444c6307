import type { Executor } from '../../db/client.js';
import type { Lang } from '../../i18n/lang.js';
import { translate } from '../../i18n/messages.js';
import { formatMoney } from '../../lib/format.js';
import { enqueueMessage } from '../../lib/outbox.js';
import { findRecipient, type OrderRow } from '../orders/repository.js';

/**
 * The shopper's email when the parcel leaves for their door, in the language they ordered in: the courier,
 * its tracking number and the cash to have ready. (Delivered is the order's own email, orders/emails.ts.)
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
}
