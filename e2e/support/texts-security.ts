import type { Lang } from './texts';

/** The account settings form's email change, as a shopper reads it in each language. */
export const EMAIL_CHANGE_TEXTS: Record<
  Lang,
  {
    section: string;
    email: string;
    password: string;
    code: string;
    codeSent: string;
    save: string;
    saved: string;
  }
> = {
  en: {
    section: 'Your profile',
    email: 'Email',
    password: 'Current password',
    code: 'Code from the new address',
    codeSent: 'We sent a 6-digit code to',
    save: 'Save changes',
    saved: 'Your profile has been updated.',
  },
  ar: {
    section: 'ملفك الشخصي',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور الحالية',
    code: 'الرمز المرسل إلى العنوان الجديد',
    codeSent: 'أرسلنا رمزًا من ٦ أرقام إلى',
    save: 'حفظ التغييرات',
    saved: 'تم تحديث بياناتك.',
  },
};

/** The login form while wrong passwords delay the account. */
export const DELAYED_LOGIN_TEXTS: Record<Lang, { delayed: string; emailCode: string; code: string }> = {
  en: { delayed: 'Too many wrong passwords', emailCode: 'Email me a sign-in code', code: 'Sign-in code' },
  ar: {
    delayed: 'محاولات خاطئة كثيرة لكلمة المرور',
    emailCode: 'أرسل لي رمز دخول بالبريد الإلكتروني',
    code: 'رمز الدخول',
  },
};
