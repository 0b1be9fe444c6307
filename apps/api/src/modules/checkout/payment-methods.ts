import {
  isOnlinePaymentMethod,
  PAYMENT_METHOD_IDS,
  type PaymentMethod,
  type PaymentMethodId,
} from '@coffee/contracts/checkout';
import type { Lang } from '../../i18n/lang.js';
import { type MessageKey, type MessageRef, translate, translateRef } from '../../i18n/messages.js';
import { formatMoney } from '../../lib/format.js';
import { COD_REFUSAL_LIMIT } from './cod-refusals.js';
import type { Quote } from './quote.js';

const TEXTS: Record<PaymentMethodId, { name: MessageKey; description: MessageKey; icon: string }> = {
  cod: { name: 'methodCodName', description: 'methodCodDescription', icon: 'cash' },
  wallet: { name: 'methodWalletName', description: 'methodWalletDescription', icon: 'wallet' },
  card: { name: 'methodCardName', description: 'methodCardDescription', icon: 'card' },
  installments: {
    name: 'methodInstallmentsName',
    description: 'methodInstallmentsDescription',
    icon: 'installments',
  },
  opay: { name: 'methodOpayName', description: 'methodOpayDescription', icon: 'opay' },
  fawry: { name: 'methodFawryName', description: 'methodFawryDescription', icon: 'fawry' },
  instapay: { name: 'methodInstapayName', description: 'methodInstapayDescription', icon: 'instapay' },
};

/**
 * Why a method cannot pay for this quote, or null, in words the shopper reads beside the method. Cash on
 * delivery is not offered after two refused cash deliveries (the account's or the delivery mobile's) and
 * collects at most the store's maximum; the wallet chosen as the way to pay must cover the whole order (its
 * switch pays part of any other method). Online methods take any amount (their gateways are the payments
 * module's).
 */
export function methodRefusal(
  method: PaymentMethodId,
  quote: Quote,
  lang: Lang,
  placing = false,
): MessageRef | null {
  const money = (piastres: number) => formatMoney(lang, piastres);
  if (method === 'cod' && quote.codRefusals >= COD_REFUSAL_LIMIT) {
    return { key: 'codRefusedDeliveries', params: { count: quote.codRefusals } };
  }
  if (method === 'cod' && quote.totals.total > quote.settings.codMaxTotal) {
    return { key: 'codAboveMax', params: { amount: money(quote.settings.codMaxTotal) } };
  }
  if (method === 'wallet') {
    if (quote.walletBalance <= 0) return 'walletEmpty';
    // What the order costs before the wallet (and without a cash fee): the wallet alone must pay all of it.
    const due = quote.totals.total + quote.totals.walletAmount - quote.totals.codFee;
    if ((placing && quote.totals.total > 0) || quote.walletBalance < due) {
      return { key: 'walletNotEnough', params: { amount: money(quote.walletBalance) } };
    }
  }
  return null;
}

/**
 * The methods the store offers, whoever asks: Pay at Fawry only while it is on, InstaPay only while the store
 * has an InstaPay address. Checkout's list and the storefront's footer both come from here.
 */
export function offeredPaymentMethods(
  settings: { instapayAddress: string | null },
  offers: { fawry: boolean },
): PaymentMethodId[] {
  return PAYMENT_METHOD_IDS.filter(
    (id) => (id !== 'fawry' || offers.fawry) && (id !== 'instapay' || settings.instapayAddress !== null),
  );
}

/** The methods the store offers (`offeredPaymentMethods`), each available or not for this quote. */
export function listPaymentMethods(quote: Quote, lang: Lang, offers = { fawry: true }): PaymentMethod[] {
  return offeredPaymentMethods(quote.settings, offers).map((id) => {
    const refusal = methodRefusal(id, quote, lang);
    const description = translate(lang, TEXTS[id].description, {
      amount: formatMoney(lang, quote.walletBalance),
    });
    const fee = id === 'cod' && quote.settings.codFee > 0 ? quote.settings.codFee : 0;
    return {
      id,
      name: translate(lang, TEXTS[id].name),
      description:
        fee > 0
          ? `${description} ${translate(lang, 'methodCodFee', { amount: formatMoney(lang, fee) })}`
          : description,
      icon: TEXTS[id].icon,
      online: isOnlinePaymentMethod(id),
      available: refusal === null,
      reason: refusal === null ? null : translateRef(lang, refusal),
    };
  });
}
