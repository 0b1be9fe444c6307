import { isolated, type Lang } from './texts';

/**
 * What the back-office journey reads on the page, in each language; written apart from the message files on
 * purpose (see texts.ts).
 */
export type AdminTexts = {
  loginField: string;
  passwordField: string;
  loginSubmit: string;
  ordersTitle: string;
  search: string;
  apply: string;
  /** The link of an order's row. */
  openOrder: (number: string) => string;
  orderTitle: (number: string) => string;
  nextStatus: string;
  note: string;
  move: string;
  /** Spec §4 labels of the statuses the journey walks through, PLACED first. */
  statuses: string[];
  finalStatus: RegExp;
  auditTitle: string;
  auditActor: string;
  auditApply: string;
  auditEntityOrder: string;
  notFound: string;
  productSearch: string;
  /** The price-and-stock form of a product, by its name. */
  pricingOf: (name: string) => string;
  price: string;
  stock: string;
  save: string;
  saved: (name: string) => string;
  myProducts: string;
  customersTitle: string;
  /** The start of a customer row's link ("Open customer Mona Salem"). */
  openCustomerPrefix: RegExp;
  walletTitle: string;
  sellerOrders: string;
  settingsTitle: string;
  /** The product form of the seller portal and the back office. */
  newProduct: {
    title: string;
    /** The form's own name. */
    form: string;
    nameEn: string;
    nameAr: string;
    descriptionEn: string;
    descriptionAr: string;
    category: string;
    subCategory: string;
    brand: string;
    weight: string;
    create: string;
    editTitle: (name: string) => string;
  };
  /**
   * A seller's line to prepare: its button (whose name starts with the words it shows, WCAG 2.5.3), and what
   * the page says once it is marked.
   */
  markReadyOf: (name: string, number: string) => string;
  lineReady: (name: string) => string;
  /** A line's state at its seller on the back office's order page: waiting, then ready since (a date follows). */
  lineAtSeller: { waiting: string; readySince: string };
};

export const ADMIN_TEXTS: Record<Lang, AdminTexts> = {
  en: {
    loginField: 'Email or mobile number',
    passwordField: 'Password',
    loginSubmit: 'Log in',
    ordersTitle: 'Orders',
    search: 'Search',
    apply: 'Show orders',
    openOrder: (number) => `Open order ${number}`,
    orderTitle: (number) => `Order ${number}`,
    nextStatus: 'New status',
    note: 'Note (optional)',
    move: 'Change status',
    statuses: ['Placed', 'Accepted', 'Preparing', 'Ready to Ship', 'With Courier', 'Delivered'],
    finalStatus: /its status can no longer change/,
    auditTitle: 'Audit log',
    auditActor: 'Who (name or email)',
    auditApply: 'Show changes',
    auditEntityOrder: 'Order',
    notFound: 'This page could not be found',
    productSearch: 'Search',
    pricingOf: (name) => `Price and stock of ${isolated(name)}`,
    price: 'Price (EGP)',
    stock: 'Stock',
    save: 'Save',
    saved: (name) => `Saved: ${name}`,
    myProducts: 'My products',
    customersTitle: 'Customers',
    openCustomerPrefix: /^Open customer /,
    walletTitle: 'Wallet',
    sellerOrders: 'Orders to prepare',
    settingsTitle: 'Delivery and payment settings',
    newProduct: {
      title: 'New product',
      form: 'Details',
      nameEn: 'Name in English',
      nameAr: 'Name in Arabic',
      descriptionEn: 'Description in English',
      descriptionAr: 'Description in Arabic',
      category: 'Category',
      subCategory: 'Sub-category',
      brand: 'Brand',
      weight: 'Weight (g)',
      create: 'Create product',
      editTitle: (name) => `Edit ${name}`,
    },
    markReadyOf: (name, number) => `Mark ready: ${isolated(name)}, order ${number}`,
    lineReady: (name) => `${isolated(name)} is marked ready.`,
    lineAtSeller: {
      waiting: 'Waiting for the seller to prepare it',
      readySince: 'Ready at the seller since',
    },
  },
  ar: {
    loginField: 'البريد الإلكتروني أو رقم الموبايل',
    passwordField: 'كلمة المرور',
    loginSubmit: 'تسجيل الدخول',
    ordersTitle: 'الطلبات',
    search: 'بحث',
    apply: 'اعرض الطلبات',
    openOrder: (number) => `افتح الطلب ${number}`,
    orderTitle: (number) => `الطلب ${number}`,
    nextStatus: 'الحالة الجديدة',
    note: 'ملاحظة (اختيارية)',
    move: 'غيِّر الحالة',
    statuses: ['تم الطلب', 'تم القبول', 'قيد التحضير', 'جاهز للشحن', 'مع المندوب', 'تم التوصيل'],
    finalStatus: /لم يعد من الممكن تغييرها/,
    auditTitle: 'سجل التغييرات',
    auditActor: 'من (الاسم أو البريد الإلكتروني)',
    auditApply: 'عرض التغييرات',
    auditEntityOrder: 'طلب',
    notFound: 'تعذر العثور على هذه الصفحة',
    productSearch: 'بحث',
    pricingOf: (name) => `سعر ${isolated(name)} ومخزونه`,
    price: 'السعر (ج.م)',
    stock: 'المخزون',
    save: 'احفظ',
    saved: (name) => `تم الحفظ: ${name}`,
    myProducts: 'منتجاتي',
    customersTitle: 'العملاء',
    openCustomerPrefix: /^افتح العميل /,
    walletTitle: 'المحفظة',
    sellerOrders: 'طلبات للتجهيز',
    settingsTitle: 'إعدادات التوصيل والدفع',
    newProduct: {
      title: 'منتج جديد',
      form: 'التفاصيل',
      nameEn: 'الاسم بالإنجليزية',
      nameAr: 'الاسم بالعربية',
      descriptionEn: 'الوصف بالإنجليزية',
      descriptionAr: 'الوصف بالعربية',
      category: 'الفئة',
      subCategory: 'الفئة الفرعية',
      brand: 'العلامة التجارية',
      weight: 'الوزن (جم)',
      create: 'إنشاء المنتج',
      editTitle: (name) => `تعديل ${name}`,
    },
    markReadyOf: (name, number) => `علِّمه جاهزًا: ${isolated(name)}، الطلب ${number}`,
    lineReady: (name) => `تم تعليم ${isolated(name)} جاهزًا.`,
    lineAtSeller: { waiting: 'بانتظار تجهيز البائع', readySince: 'جاهز لدى البائع منذ' },
  },
};
