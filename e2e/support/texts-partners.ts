import type { Lang } from './texts';

/** What the partner journey reads on the page, in each language; apart from the message files on purpose. */
export type PartnerTexts = {
  title: string;
  statusLabel: string;
  statusNew: string;
  show: string;
  openOf: (brand: string) => string;
  detailTitle: RegExp;
  contractLink: RegExp;
  nameAr: string;
  governorate: string;
  cairo: string;
  city: string;
  latitude: string;
  longitude: string;
  approve: string;
  approved: string;
  invalidLatitude: string;
  reason: string;
  reject: string;
  confirmReject: RegExp;
  keep: string;
  confirm: string;
  rejected: string;
  setPasswordTitle: string;
  newPassword: string;
  confirmPassword: string;
  setPassword: string;
  passwordSet: string;
  usedLink: string;
};

export const PARTNER_TEXTS: Record<Lang, PartnerTexts> = {
  en: {
    title: 'Partner applications',
    statusLabel: 'Status',
    statusNew: 'New',
    show: 'Show',
    openOf: (brand) => `Open the application of ${brand}`,
    detailTitle: /^Application #\d+: /,
    contractLink: /^Open Contract \(PDF\)$/,
    nameAr: 'Brand name in Arabic',
    governorate: 'Governorate',
    cairo: 'Cairo',
    city: 'City',
    latitude: 'Latitude',
    longitude: 'Longitude',
    approve: 'Approve and invite',
    approved: 'Approved',
    invalidLatitude: 'Enter a latitude in Egypt, between 22 and 32.',
    reason: 'Reason',
    reject: 'Reject application',
    confirmReject: /^Reject the application of /,
    keep: 'Keep it',
    confirm: 'Yes, reject',
    rejected: 'Rejected',
    setPasswordTitle: 'Set your password',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    setPassword: 'Set password',
    passwordSet: 'Your password is set. You can now sign in.',
    usedLink: 'This link is no longer valid. Ask the store to send you a new invitation.',
  },
  ar: {
    title: 'طلبات الشراكة',
    statusLabel: 'الحالة',
    statusNew: 'جديد',
    show: 'عرض',
    openOf: (brand) => `فتح طلب ${brand}`,
    detailTitle: /^الطلب رقم \d+: /,
    contractLink: /^فتح العقد \(ملف PDF\)$/,
    nameAr: 'اسم العلامة التجارية بالعربية',
    governorate: 'المحافظة',
    cairo: 'القاهرة',
    city: 'المدينة',
    latitude: 'خط العرض',
    longitude: 'خط الطول',
    approve: 'الموافقة وإرسال الدعوة',
    approved: 'مقبول',
    invalidLatitude: 'أدخل خط عرض داخل مصر، بين ٢٢ و٣٢.',
    reason: 'السبب',
    reject: 'رفض الطلب',
    confirmReject: /^هل تريد رفض طلب /,
    keep: 'تراجع',
    confirm: 'نعم، ارفض',
    rejected: 'مرفوض',
    setPasswordTitle: 'عيّن كلمة المرور',
    newPassword: 'كلمة المرور الجديدة',
    confirmPassword: 'تأكيد كلمة المرور الجديدة',
    setPassword: 'تعيين كلمة المرور',
    passwordSet: 'تم تعيين كلمة المرور. يمكنك تسجيل الدخول الآن.',
    usedLink: 'هذا الرابط لم يعد صالحًا. اطلب من المتجر إرسال دعوة جديدة.',
  },
};
