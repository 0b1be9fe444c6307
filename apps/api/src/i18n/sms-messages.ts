/**
 * Texts sent by SMS. Each must fit one segment whatever its values: 160 GSM-7 characters in English, 70 UCS-2
 * characters in Arabic (sms-segments.test.ts fills every one with the longest values and counts). Codes are
 * written in Latin digits in both languages, as a shopper types them; the Arabic texts say their durations in
 * words, so one text has one digit system. The code comes first, so a phone's preview shows it.
 */
export const smsMessages = {
  en: {
    smsCodeVerify: '{code} is your Bunn sign-up code. It expires in 10 minutes. Never share it with anyone.',
    smsCodeLogin: '{code} is your Bunn sign-in code. It expires in 10 minutes. Never share it with anyone.',
    smsCodeReset:
      '{code} is your Bunn password reset code. It expires in 10 minutes. Never share it with anyone.',
    smsCodeMobile:
      '{code} is your Bunn code to confirm this number for cash on delivery. It expires in 10 minutes.',
    smsOutForDeliveryCash:
      'Bunn: your order {number} is out for delivery with {courier} today. Please have {amount} ready.',
    smsOutForDelivery:
      'Bunn: your order {number} is out for delivery with {courier} today. Nothing is left to pay.',
    smsDelivered: 'Bunn: your order {number} has been delivered. Enjoy your coffee!',
  },
  ar: {
    smsCodeVerify: '{code} رمز تسجيلك في بن، صالح عشر دقائق. لا تشاركه مع أحد.',
    smsCodeLogin: '{code} رمز دخولك إلى بن، صالح عشر دقائق. لا تشاركه مع أحد.',
    smsCodeReset: '{code} رمز تغيير كلمة مرورك في بن، صالح عشر دقائق.',
    smsCodeMobile: '{code} رمز تأكيد رقمك للدفع عند الاستلام في بن، صالح عشر دقائق.',
    smsOutForDeliveryCash: 'بن: طلبك {number} خرج للتوصيل اليوم. جهّز {amount}.',
    smsOutForDelivery: 'بن: طلبك {number} خرج للتوصيل اليوم، ولا شيء عليك دفعه.',
    smsDelivered: 'بن: وصل طلبك {number}. بالهنا والشفا!',
  },
} as const;
