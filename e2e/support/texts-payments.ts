import type { Lang } from './texts';

/**
 * What the payment journeys read: the store's pages and the simulated gateways' pages, in each language;
 * written apart from the message files on purpose (see texts.ts). The spec's toasts are the spec's words.
 */
export type PaymentTexts = {
  card: string;
  opay: string;
  /** The gateway's page: its Pay button carries the amount after the word. */
  gatewayPay: RegExp;
  gatewayDecline: string;
  gatewayCancel: string;
  paymentSuccessful: string;
  paymentFailed: string;
  payAgain: string;
  canceledTitle: string;
  payAgainOrChoose: string;
  cancelOrder: string;
  cancelConfirm: string;
  canceledToast: string;
  refundToWallet: string;
};

export const PAYMENT_TEXTS: Record<Lang, PaymentTexts> = {
  en: {
    card: 'Credit or debit card',
    opay: 'OPay',
    gatewayPay: /^Pay /,
    gatewayDecline: 'Decline (test a refused payment)',
    gatewayCancel: 'Cancel and return to the merchant',
    paymentSuccessful: 'Payment successful',
    paymentFailed: 'Payment failed',
    payAgain: 'Try the payment again',
    canceledTitle: 'Payment canceled',
    payAgainOrChoose: 'Pay again or choose another method',
    cancelOrder: 'Cancel order',
    cancelConfirm: 'Yes, cancel it',
    canceledToast: 'Your order has been canceled.',
    refundToWallet: 'To my store wallet, straight away',
  },
  ar: {
    card: 'بطاقة ائتمان أو خصم',
    opay: 'OPay',
    gatewayPay: /^ادفع /,
    gatewayDecline: 'رفض (لتجربة دفع مرفوض)',
    gatewayCancel: 'إلغاء والعودة إلى التاجر',
    paymentSuccessful: 'تم الدفع بنجاح',
    paymentFailed: 'فشل الدفع',
    payAgain: 'أعد محاولة الدفع',
    canceledTitle: 'تم إلغاء الدفع',
    payAgainOrChoose: 'ادفع مرة أخرى أو اختر طريقة أخرى',
    cancelOrder: 'إلغاء الطلب',
    cancelConfirm: 'نعم، ألغِ الطلب',
    canceledToast: 'تم إلغاء طلبك.',
    refundToWallet: 'إلى محفظتي في المتجر، فورًا',
  },
};
