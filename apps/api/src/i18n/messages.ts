import type { Lang } from './lang.js';

/** Every message the API itself says to a person, in both languages. */
const messages = {
  en: {
    invalidRequest: 'Some of the request is not valid.',
    notFound: 'We could not find what you asked for.',
    routeNotFound: 'This address does not exist on the API.',
    internal: 'Something went wrong on our side. Please try again later.',
    tooManyRequests: 'Too many requests. Please wait a moment and try again.',
    payloadTooLarge: 'The request is too large.',
    unsupportedMediaType: 'This content type is not supported.',
    badRequest: 'The request could not be understood.',
    // Validation, per problem; {field} is the parameter's name as the client sent it.
    mustBeNumber: '{field} must be a number.',
    mustBeText: '{field} must be text.',
    mustBeWhole: '{field} must be a whole number.',
    required: '{field} is required.',
    atLeast: '{field} must be at least {limit}.',
    atMost: '{field} must be at most {limit}.',
    tooShort: '{field} must have at least {limit} characters.',
    tooLong: '{field} must have at most {limit} characters.',
    tooFewItems: '{field} must have at least {limit} items.',
    tooManyItems: '{field} must have at most {limit} items.',
    oneOf: '{field} must be one of: {values}.',
    invalidFormat: '{field} is not in a valid format.',
    invalidEmail: '{field} must be a valid email address.',
    unknownFields: 'Unknown fields: {keys}.',
    invalidValue: '{field} is not valid.',
    priceRange: 'price_min cannot be greater than price_max.',
  },
  ar: {
    invalidRequest: 'بعض بيانات الطلب غير صحيحة.',
    notFound: 'لم نعثر على ما تبحث عنه.',
    routeNotFound: 'هذا العنوان غير موجود في الواجهة البرمجية.',
    internal: 'حدث خطأ من جانبنا. يُرجى المحاولة مرة أخرى لاحقًا.',
    tooManyRequests: 'طلبات كثيرة جدًا. يُرجى الانتظار قليلًا ثم المحاولة مرة أخرى.',
    payloadTooLarge: 'حجم الطلب كبير جدًا.',
    unsupportedMediaType: 'نوع المحتوى هذا غير مدعوم.',
    badRequest: 'تعذّر فهم الطلب.',
    mustBeNumber: 'يجب أن تكون قيمة {field} رقمًا.',
    mustBeText: 'يجب أن تكون قيمة {field} نصًا.',
    mustBeWhole: 'يجب أن تكون قيمة {field} عددًا صحيحًا.',
    required: 'الحقل {field} مطلوب.',
    atLeast: 'يجب ألا تقل قيمة {field} عن {limit}.',
    atMost: 'يجب ألا تزيد قيمة {field} على {limit}.',
    tooShort: 'يجب ألا يقل طول {field} عن {limit} أحرف.',
    tooLong: 'يجب ألا يزيد طول {field} على {limit} حرفًا.',
    tooFewItems: 'يجب أن يحتوي {field} على {limit} عناصر على الأقل.',
    tooManyItems: 'يجب ألا يحتوي {field} على أكثر من {limit} عنصرًا.',
    oneOf: 'يجب أن تكون قيمة {field} واحدة من: {values}.',
    invalidFormat: 'صيغة {field} غير صحيحة.',
    invalidEmail: 'يجب أن يكون {field} بريدًا إلكترونيًا صحيحًا.',
    unknownFields: 'حقول غير معروفة: {keys}.',
    invalidValue: 'قيمة {field} غير صحيحة.',
    priceRange: 'لا يمكن أن يكون price_min أكبر من price_max.',
  },
} as const satisfies Record<Lang, Record<string, string>>;

export type MessageKey = keyof (typeof messages)['en'];

export function translate(lang: Lang, key: MessageKey, params: Record<string, string | number> = {}): string {
  return messages[lang][key].replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
}
