import type { Lang } from './texts';

/** What the Pay at Fawry journey reads, in each language; written apart from the message files (see texts.ts). */
export const FAWRY_TEXTS: Record<
  Lang,
  { method: string; title: string; cairoTime: string; howApp: RegExp; placed: string; paid: string }
> = {
  en: {
    method: 'Pay at Fawry',
    title: 'Pay at Fawry to complete your order',
    cairoTime: '(Cairo time)',
    howApp: /myFawry app/,
    placed: 'Placed',
    paid: 'Paid',
  },
  ar: {
    method: 'الدفع في فوري',
    title: 'ادفع في فوري لإتمام طلبك',
    cairoTime: '(بتوقيت القاهرة)',
    howApp: /تطبيق myFawry/,
    placed: 'تم الطلب',
    paid: 'تم الدفع',
  },
};
