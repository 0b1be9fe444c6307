import { isolated, type Lang } from './texts';

/**
 * What the account journey reads on the page, in each language: sign-up, code, login, the navbar's account
 * menu and the profile pages. Written apart from the message files, like texts.ts, so a wrong or missing
 * translation fails the journey instead of being copied into it.
 */
export type AccountTexts = {
  signUp: {
    firstName: string;
    lastName: string;
    email: string;
    mobile: string;
    password: string;
    passwordConfirmation: string;
    submit: string;
  };
  verify: { code: string; submit: string };
  login: { login: string; password: string; submit: string };
  /** The navbar's link for guests. */
  loginLink: string;
  /** The navbar's account button is named with the greeting and this. */
  accountMenu: RegExp;
  logout: string;
  profileNav: string;
  addressBook: {
    heading: string;
    empty: string;
    add: string;
    dialogTitle: string;
    title: string;
    governorate: string;
    city: string;
    street: string;
    recipientName: string;
    mobile: string;
    invalidMobile: string;
    edit: (title: string) => string;
    editTitle: string;
    updated: string;
    save: string;
    added: string;
    primary: string;
    setPrimary: (title: string) => string;
    primaryChanged: (title: string) => string;
    /** A governorate every demo database has, as the select shows it. */
    cairo: string;
    giza: string;
    home: string;
    work: string;
  };
  settings: {
    navLink: string;
    heading: string;
    choosePhoto: string;
    preview: string;
    currentPhoto: string;
    save: string;
    saved: string;
  };
};

export const ACCOUNT_TEXTS: Record<Lang, AccountTexts> = {
  en: {
    signUp: {
      firstName: 'First name',
      lastName: 'Last name',
      email: 'Email address',
      mobile: 'Mobile number',
      password: 'Password',
      passwordConfirmation: 'Confirm password',
      submit: 'Create account',
    },
    verify: { code: 'Verification code', submit: 'Verify and continue' },
    login: { login: 'Email or mobile number', password: 'Password', submit: 'Log in' },
    loginLink: 'Login/Register',
    accountMenu: /Account menu/,
    logout: 'Logout',
    profileNav: 'Account pages',
    addressBook: {
      heading: 'Address Book',
      empty: 'Your address book is empty',
      add: 'Add a new address',
      dialogTitle: 'New address',
      title: 'Address title',
      governorate: 'Governorate',
      city: 'City',
      street: 'Street',
      recipientName: "Recipient's name",
      mobile: "Recipient's mobile number",
      invalidMobile: 'Enter an Egyptian mobile number, such as 01012345678.',
      edit: (title) => `Edit ${isolated(title)}`,
      editTitle: 'Edit address',
      updated: 'Address updated.',
      save: 'Save address',
      added: 'Address added.',
      primary: 'Primary',
      setPrimary: (title) => `Set as primary: ${isolated(title)}`,
      primaryChanged: (title) => `“${isolated(title)}” is now your primary address.`,
      cairo: 'Cairo',
      giza: 'Giza',
      home: 'Home',
      work: 'Work',
    },
    settings: {
      navLink: 'Account Settings',
      heading: 'Account Settings',
      choosePhoto: 'Choose a photo',
      preview: 'Your new photo (preview)',
      currentPhoto: 'Your profile photo',
      save: 'Save changes',
      saved: 'Your profile has been updated.',
    },
  },
  ar: {
    signUp: {
      firstName: 'الاسم الأول',
      lastName: 'اسم العائلة',
      email: 'البريد الإلكتروني',
      mobile: 'رقم الموبايل',
      password: 'كلمة المرور',
      passwordConfirmation: 'تأكيد كلمة المرور',
      submit: 'إنشاء الحساب',
    },
    verify: { code: 'رمز التحقق', submit: 'تأكيد ومتابعة' },
    login: { login: 'البريد الإلكتروني أو رقم الموبايل', password: 'كلمة المرور', submit: 'تسجيل الدخول' },
    loginLink: 'تسجيل الدخول / إنشاء حساب',
    accountMenu: /قائمة الحساب/,
    logout: 'تسجيل الخروج',
    profileNav: 'صفحات الحساب',
    addressBook: {
      heading: 'دفتر العناوين',
      empty: 'دفتر العناوين فارغ',
      add: 'أضف عنوانًا جديدًا',
      dialogTitle: 'عنوان جديد',
      title: 'اسم العنوان',
      governorate: 'المحافظة',
      city: 'المدينة',
      street: 'الشارع',
      recipientName: 'اسم المستلم',
      mobile: 'رقم موبايل المستلم',
      invalidMobile: 'أدخل رقم موبايل مصريًا، مثل 01012345678.',
      edit: (title) => `تعديل ${isolated(title)}`,
      editTitle: 'تعديل العنوان',
      updated: 'تم تعديل العنوان.',
      save: 'حفظ العنوان',
      added: 'تمت إضافة العنوان.',
      primary: 'الأساسي',
      setPrimary: (title) => `اجعله الأساسي: ${isolated(title)}`,
      primaryChanged: (title) => `أصبح «${isolated(title)}» عنوانك الأساسي.`,
      cairo: 'القاهرة',
      giza: 'الجيزة',
      home: 'البيت',
      work: 'الشغل',
    },
    settings: {
      navLink: 'إعدادات الحساب',
      heading: 'إعدادات الحساب',
      choosePhoto: 'اختر صورة',
      preview: 'صورتك الجديدة (معاينة)',
      currentPhoto: 'صورة حسابك',
      save: 'حفظ التغييرات',
      saved: 'تم تحديث بياناتك.',
    },
  },
};
