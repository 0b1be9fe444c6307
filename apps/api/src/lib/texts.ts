import type { Executor } from '../db/client.js';
import type { Lang } from '../i18n/lang.js';
import { type MessageKey, translate } from '../i18n/messages.js';
import { enqueueMessage } from './outbox.js';

/**
 * Queues a text (SMS) to an E.164 mobile in the caller's transaction, worded in `lang`. The outbox sends it
 * through the SMS provider (lib/sms.ts) beside the mail; texts carry no subject.
 */
export async function enqueueText(
  tx: Executor,
  text: {
    mobile: string;
    template: string;
    key: MessageKey;
    lang: Lang;
    params: Record<string, string | number>;
    payload?: Record<string, unknown>;
  },
): Promise<void> {
  await enqueueMessage(tx, {
    channel: 'sms',
    recipient: text.mobile,
    template: text.template,
    subject: '',
    body: translate(text.lang, text.key, text.params),
    payload: { lang: text.lang, ...text.payload },
  });
}
