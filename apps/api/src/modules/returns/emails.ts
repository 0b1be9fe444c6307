import type { Executor } from '../../db/client.js';
import type { Lang } from '../../i18n/lang.js';
import { type MessageKey, translate } from '../../i18n/messages.js';
import { formatMoney } from '../../lib/format.js';
import { enqueueMessage } from '../../lib/outbox.js';
import { findRecipient } from '../orders/repository.js';
import type { ReturnRow } from './ledger.js';

type ReturnEmail = 'approved' | 'refused' | 'refunded';

const SUBJECTS: Record<ReturnEmail, [MessageKey, MessageKey]> = {
  approved: ['returnApprovedSubject', 'returnApprovedBody'],
  refused: ['returnRefusedSubject', 'returnRefusedBody'],
  refunded: ['returnRefundedSubject', 'returnRefundedBody'],
};

/** The shopper's email about their return, in the language they asked in, in the caller's transaction. */
export async function queueReturnEmail(
  tx: Executor,
  row: ReturnRow,
  orderNumber: string,
  which: ReturnEmail,
  extra: { amount?: number } = {},
) {
  const recipient = await findRecipient(tx, row.userId);
  if (!recipient) return;
  const lang: Lang = row.lang === 'ar' ? 'ar' : 'en';
  const params = {
    name: recipient.firstName,
    number: orderNumber,
    reason: row.refusal ?? '',
    tracking: row.pickupTracking ?? '',
    amount: formatMoney(lang, extra.amount ?? 0),
    to: translate(lang, row.refundTo === 'wallet' ? 'returnRefundToWallet' : 'returnRefundToOriginal'),
  };
  const [subject, body] = SUBJECTS[which];
  await enqueueMessage(tx, {
    channel: 'email',
    recipient: recipient.email,
    template: `return.${which}`,
    subject: translate(lang, subject, params),
    body: translate(lang, body, params),
    payload: { order: orderNumber, return: row.id },
  });
}
