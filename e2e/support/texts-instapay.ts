import type { Lang } from './texts';

/** What the InstaPay journey reads, in each language; written apart from the message files (see texts.ts). */
export const INSTAPAY_TEXTS: Record<
  Lang,
  {
    method: string;
    title: string;
    addressLabel: string;
    addressSave: string;
    addressSaved: string;
    screenshot: string;
    send: string;
    sent: string;
    /** The line saying when the proof was sent, before the time. */
    sentAt: string;
    viewScreenshot: string;
    confirm: string;
    placed: string;
    paid: string;
  }
> = {
  en: {
    method: 'InstaPay transfer',
    title: 'Transfer by InstaPay to complete your order',
    addressLabel: 'InstaPay address (empty: InstaPay is not offered)',
    addressSave: 'Save address',
    addressSaved: 'The InstaPay address is saved.',
    screenshot: 'Screenshot of the transfer (JPG or PNG, up to 5 MB)',
    send: 'Send proof',
    sent: 'We have your proof.',
    sentAt: 'Proof sent: ',
    viewScreenshot: 'See the screenshot you sent',
    confirm: 'Confirm transfer',
    placed: 'Placed',
    paid: 'Paid',
  },
  ar: {
    method: 'تحويل إنستاباي',
    title: 'حوّل عبر إنستاباي لإتمام طلبك',
    addressLabel: 'عنوان إنستاباي (اتركه فارغًا لإيقاف إنستاباي)',
    addressSave: 'حفظ العنوان',
    addressSaved: 'تم حفظ عنوان إنستاباي.',
    screenshot: 'صورة شاشة التحويل (JPG أو PNG، حتى ٥ ميجابايت)',
    send: 'أرسل الإثبات',
    sent: 'وصلنا إثبات التحويل.',
    sentAt: 'أُرسل الإثبات: ',
    viewScreenshot: 'اعرض صورة شاشة التحويل التي أرسلتها',
    confirm: 'تأكيد التحويل',
    placed: 'تم الطلب',
    paid: 'تم الدفع',
  },
};
