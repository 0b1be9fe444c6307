import type { Lang } from './texts';

/**
 * What a shopper reads on the account entry pages (sign-up, code, login, forgotten password), in each
 * language. Written apart from the storefront's message files, as texts.ts is, so a missing or wrong
 * translation fails the journey instead of being copied into it. Sentences the API words (a taken email,
 * the generic login refusal, "Invalid Code") are the API's, in the page's language.
 */
export type AuthTexts = {
  signUpTitle: string;
  loginTitle: string;
  forgotTitle: string;
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  password: string;
  confirmPassword: string;
  showPassword: string;
  login: string;
  code: string;
  newPassword: string;
  confirmNewPassword: string;
  createAccount: string;
  logIn: string;
  forgotPassword: string;
  sendCode: string;
  changePassword: string;
  required: string;
  passwordMismatch: string;
  /** The verify page after a sign-up, taken email or not: the mail says what to do. */
  signUpMailed: string;
  invalidCredentials: string;
  invalidCode: string;
  resetCodeSent: string;
  passwordChanged: string;
  /** The navbar's greeting of a signed-in shopper. */
  greeting: (firstName: string) => string;
};

export const AUTH_TEXTS: Record<Lang, AuthTexts> = {
  en: {
    signUpTitle: 'Create your account',
    loginTitle: 'Welcome back',
    forgotTitle: 'Forgot your password?',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email address',
    mobile: 'Mobile number',
    password: 'Password',
    confirmPassword: 'Confirm password',
    showPassword: 'Show password',
    login: 'Email or mobile number',
    code: 'Verification code',
    newPassword: 'New password',
    confirmNewPassword: 'Confirm new password',
    createAccount: 'Create account',
    logIn: 'Log in',
    forgotPassword: 'Forgot password?',
    sendCode: 'Send code',
    changePassword: 'Change password',
    required: 'This field is required.',
    passwordMismatch: 'The passwords do not match.',
    signUpMailed: 'If this address already has an account, the email says how to log in instead.',
    invalidCredentials: 'The email, mobile number or password is incorrect.',
    invalidCode: 'Invalid Code',
    resetCodeSent: 'If an account exists for this email or mobile number, we sent a code to its email.',
    passwordChanged: 'Your password has been changed. Please log in with your new password.',
    greeting: (firstName) => `Hi, ${firstName}`,
  },
  ar: {
    signUpTitle: 'أنشئ حسابك',
    loginTitle: 'أهلًا بعودتك',
    forgotTitle: 'نسيت كلمة المرور؟',
    firstName: 'الاسم الأول',
    lastName: 'اسم العائلة',
    email: 'البريد الإلكتروني',
    mobile: 'رقم الموبايل',
    password: 'كلمة المرور',
    confirmPassword: 'تأكيد كلمة المرور',
    showPassword: 'إظهار كلمة المرور',
    login: 'البريد الإلكتروني أو رقم الموبايل',
    code: 'رمز التحقق',
    newPassword: 'كلمة المرور الجديدة',
    confirmNewPassword: 'تأكيد كلمة المرور الجديدة',
    createAccount: 'إنشاء الحساب',
    logIn: 'تسجيل الدخول',
    forgotPassword: 'نسيت كلمة المرور؟',
    sendCode: 'أرسل الرمز',
    changePassword: 'تغيير كلمة المرور',
    required: 'هذا الحقل مطلوب.',
    passwordMismatch: 'كلمتا المرور غير متطابقتين.',
    signUpMailed: 'وإذا كان لهذا البريد حساب بالفعل، ستجد في الرسالة طريقة تسجيل الدخول بدلًا من ذلك.',
    invalidCredentials: 'البريد الإلكتروني أو رقم الموبايل أو كلمة المرور غير صحيح.',
    invalidCode: 'الرمز غير صحيح',
    resetCodeSent:
      'إذا كان هناك حساب بهذا البريد الإلكتروني أو رقم الموبايل، فقد أرسلنا رمزًا إلى بريده الإلكتروني.',
    passwordChanged: 'تم تغيير كلمة المرور. يُرجى تسجيل الدخول بكلمة المرور الجديدة.',
    greeting: (firstName) => `أهلًا، ${firstName}`,
  },
};
