import type { Lang } from './texts';

/** What the coupon pages say, in each language. */
export type CouponTexts = {
  title: string;
  newCoupon: string;
  code: string;
  value: string;
  usageLimit: string;
  create: string;
  save: string;
  active: string;
  saved: (code: string) => string;
  open: (code: string) => string;
  inactive: string;
  taken: string;
  invalidPercent: string;
  endsAt: string;
  searchCategories: string;
  coffee: string;
  /** The last day of 2030 as a person on this page types it. */
  endDay: string;
};

export const COUPON_TEXTS: Record<Lang, CouponTexts> = {
  en: {
    title: 'Coupons',
    newCoupon: 'New coupon',
    code: 'Code',
    value: 'Percent',
    usageLimit: 'Total uses (optional)',
    create: 'Create coupon',
    save: 'Save coupon',
    active: 'Active (shoppers can use it)',
    saved: (code) => `Coupon ${code} saved.`,
    open: (code) => `Edit coupon ${code}`,
    inactive: 'Disabled',
    taken: 'Another coupon already has this code.',
    invalidPercent: 'Enter a percent between 1 and 100.',
    endsAt: 'Ends (optional)',
    searchCategories: 'Search Categories',
    coffee: 'Coffee',
    endDay: '31/12/2030',
  },
  ar: {
    title: 'الكوبونات',
    newCoupon: 'كوبون جديد',
    code: 'الرمز',
    value: 'النسبة المئوية',
    usageLimit: 'إجمالي مرات الاستخدام (اختياري)',
    create: 'إنشاء الكوبون',
    save: 'حفظ الكوبون',
    active: 'مفعّل (يمكن للمتسوّقين استخدامه)',
    saved: (code) => `تم حفظ الكوبون ${code}.`,
    open: (code) => `تعديل الكوبون ${code}`,
    inactive: 'موقوف',
    taken: 'يوجد كوبون آخر بهذا الرمز.',
    invalidPercent: 'أدخل نسبة بين ١ و١٠٠.',
    endsAt: 'ينتهي (اختياري)',
    searchCategories: 'ابحث في الفئات',
    coffee: 'القهوة',
    endDay: '٣١/١٢/٢٠٣٠',
  },
};

/** What the delivery-zone forms of the settings page say, in each language. */
export const ZONE_TEXTS: Record<
  Lang,
  {
    newTitle: string;
    moveTitle: string;
    code: string;
    fee: string;
    nameEn: string;
    nameAr: string;
    add: string;
    added: (name: string) => string;
    governorate: string;
    toZone: string;
    move: string;
    governoratesOf: (name: string) => string;
  }
> = {
  en: {
    newTitle: 'Add a delivery zone',
    moveTitle: 'Move a governorate to another zone',
    code: 'Code',
    fee: 'Delivery fee (EGP)',
    nameEn: 'Name in English',
    nameAr: 'Name in Arabic',
    add: 'Add zone',
    added: (name) => `Zone ${name} added. Move governorates into it next.`,
    governorate: 'Governorate',
    toZone: 'Zone',
    move: 'Move',
    governoratesOf: (name) => `Governorates: ${name}`,
  },
  ar: {
    newTitle: 'إضافة منطقة توصيل',
    moveTitle: 'نقل محافظة إلى منطقة أخرى',
    code: 'الرمز',
    fee: 'رسوم التوصيل (ج.م)',
    nameEn: 'الاسم بالإنجليزية',
    nameAr: 'الاسم بالعربية',
    add: 'إضافة المنطقة',
    added: (name) => `تمت إضافة منطقة ${name}. انقل المحافظات إليها الآن.`,
    governorate: 'المحافظة',
    toZone: 'المنطقة',
    move: 'نقل',
    governoratesOf: (name) => `المحافظات: ${name}`,
  },
};
