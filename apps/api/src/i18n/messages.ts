import {
  isLiteralElement,
  isNumberElement,
  isPluralElement,
  isPoundElement,
  isSelectElement,
  isTagElement,
  type MessageFormatElement,
} from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { backofficeMessages } from './backoffice-messages.js';
import { catalogMessages } from './catalog-messages.js';
import { checkoutMessages } from './checkout-messages.js';
import type { Lang } from './lang.js';
import { paymentMessages } from './payment-messages.js';
import { returnMessages } from './return-messages.js';
import { reviewMessages } from './review-messages.js';
import { searchMessages } from './search-messages.js';
import { shippingMessages } from './shipping-messages.js';
import { smsMessages } from './sms-messages.js';

/** Every message the API itself says to a person, in both languages. */
export const messages = {
  en: {
    invalidRequest: 'Some of the request is not valid.',
    notFound: 'We could not find what you asked for.',
    routeNotFound: 'This address does not exist on the API.',
    internal: 'Something went wrong on our side. Please try again later.',
    serviceUnavailable: 'We cannot take your request right now. Please try again in a moment.',
    tooManyRequests: 'Too many requests. Please wait a moment and try again.',
    storageUnavailable: 'We cannot store files right now. Please try again in a few minutes.',
    payloadTooLarge: 'The request is too large.',
    unsupportedMediaType: 'This content type is not supported.',
    badRequest: 'The request could not be understood.',
    methodNotAllowed: 'This address does not answer to this method. It answers to: {methods}.',
    invalidUtf8: 'The request body is not valid UTF-8 text.',
    invalidUrl: 'The address is not valid: it holds characters that are not UTF-8 text.',
    urlTooLong: 'A part of the address is too long.',
    // Validation, per problem; {field} is the parameter's name as the client sent it.
    mustBeNumber: '{field} must be a number.',
    mustBeText: '{field} must be text.',
    mustBeWhole: '{field} must be a whole number.',
    required: '{field} is required.',
    atLeast: '{field} must be at least {limit}.',
    atMost: '{field} must be at most {limit}.',
    greaterThan: '{field} must be greater than {limit}.',
    lessThan: '{field} must be less than {limit}.',
    tooShort: '{field} must have at least {limit, plural, one {# character} other {# characters}}.',
    tooLong: '{field} must have at most {limit, plural, one {# character} other {# characters}}.',
    tooFewItems: '{field} must have at least {limit, plural, one {# item} other {# items}}.',
    tooManyItems: '{field} must have at most {limit, plural, one {# item} other {# items}}.',
    oneOf: '{field} must be one of: {values}.',
    invalidFormat: '{field} is not in a valid format.',
    invalidEmail: '{field} must be a valid email address.',
    unknownFields: 'Unknown fields: {keys}.',
    invalidValue: '{field} is not valid.',
    priceRange: 'price_min cannot be greater than price_max.',
    newsletterCheckEmail: 'Check your email: we sent {email} a link to confirm your subscription.',
    newsletterSubscribed: 'You are now subscribed to our newsletter',
    newsletterLinkInvalid:
      'This confirmation link is not valid or has expired. Subscribe again to get a new one.',
    newsletterConfirmSubject: 'Confirm your subscription to the Bunn newsletter',
    newsletterConfirmBody:
      'Hello,\n\nTo receive new roasts, offers and brewing tips from Bunn at this address, confirm your subscription within 7 days:\n\n{link}\n\nIf you did not ask for this, ignore this message: nothing will be sent to you.',
    newsletterAlreadySubject: 'You are already subscribed to the Bunn newsletter',
    newsletterAlreadyBody:
      'Hello,\n\nSomeone, maybe you, asked to subscribe this address to the Bunn newsletter. It is already subscribed, so nothing changed.',
    // Validation problems raised by the contracts' own refinements (`params.messageKey`).
    invalidPhone: '{field} must be a phone number, such as 02 2345 6789.',
    addressBothLanguages: 'Write the address in both English and Arabic, or leave both empty.',
    invalidMobile: '{field} must be an Egyptian mobile number, such as 01012345678.',
    invalidLogin: '{field} must be an email address or an Egyptian mobile number.',
    identifierRequired: 'Enter your email address or mobile number.',
    passwordLetterDigit: '{field} must contain at least one letter and one digit.',
    passwordMismatch: 'The password confirmation does not match the password.',
    // Accounts and sessions.
    loginRequired: 'You need to log in first.',
    tokenExpired: 'Your session has expired. Please refresh it or log in again.',
    sessionEnded: 'Your session has ended. Please log in again.',
    refreshRotated: 'This session was just refreshed by another request. Use the newest token.',
    rateLimited: 'Too many attempts. Please wait a few minutes and try again.',
    invalidCredentials: 'The email, mobile number or password is incorrect.',
    loginDelayed:
      'Too many wrong passwords. Try again in {seconds, plural, one {# second} other {# seconds}}, or ask for a sign-in code by email and enter it with your password.',
    loginCodeSent:
      'If an account exists for this email or mobile number, we sent a sign-in code to its email.',
    accountNotVerified:
      'Your account is not verified yet. Enter the code we sent to your email, or ask for a new one.',
    invalidCode: 'Invalid Code',
    codeExpired: 'This code has expired. Please ask for a new one.',
    codeLocked: 'Too many wrong tries for this code. Please ask for a new one.',
    emailTaken: 'An account with this email address already exists.',
    mobileTaken: 'An account with this mobile number already exists.',
    currentPasswordRequired: 'Enter your current password to change your email address.',
    emailCodeSent: 'We sent a 6-digit code to {email}. Enter it to confirm your new email address.',
    wrongPassword: 'The current password is incorrect.',
    registered:
      'Check your email at {email}: we sent a 6-digit code to activate your account or, if the address already has one, how to log in.',
    verifyCodeSent: 'If an account is waiting for verification, we sent a new code to its email.',
    resetCodeSent: 'If an account exists for this email or mobile number, we sent a code to its email.',
    passwordReset: 'Your password has been changed. Please log in with your new password.',
    passwordChanged: 'Your password has been changed. Your other sessions were logged out.',
    loggedOut: 'You have been logged out.',
    // Profile photo.
    fileTooLarge: 'The file size exceeds the maximum limit of 5 MB',
    unsupportedPhoto: 'The photo must be a JPG or PNG image.',
    unexpectedFile: 'Only one file, named photo, may be sent.',
    malformedMultipart: 'The form data could not be read. Please send the form again.',
    // Addresses.
    unknownGovernorate: 'governorate_id is not one of the governorates of Egypt.',
    cityNotInGovernorate: 'city_id is not a city of the chosen governorate.',
    tooManyAddresses: 'You can keep at most 50 addresses. Delete one to add another.',
    // Cart and wishlist. {name} is the product's name in the request's language.
    duplicateCartProduct: 'Each product, or each option of a product, may appear only once in the cart.',
    cartFull: 'Your cart can hold at most 100 different lines. Remove one to add another.',
    cartCappedAtStock: 'Only {stock} of {name} in stock, so your cart holds {stock}.',
    cartOutOfStock: '{name} is out of stock, so it is not in your cart.',
    cartUnavailable: '{name} is no longer available, so it is not in your cart.',
    cartUnknownProduct: 'We could not find product {id}, so it is not in your cart.',
    cartPriceRose: 'The price of {name} went up from {was} to {now} since you added it to your cart.',
    cartPriceFell:
      'Good news: the price of {name} went down from {was} to {now} since you added it to your cart.',
    // A line of a product sold in variants: {name} is then cartVariantName.
    cartVariantName: '{name} ({variant})',
    cartUnknownVariant: 'The option you chose for {name} is not available, so it is not in your cart.',
    cartChooseGrind: '{name} comes in several grinds: choose one on its page to add it to your cart.',
    cartChooseSize: '{name} comes in several sizes: choose one on its page to add it to your cart.',
    cartChooseColor: '{name} comes in several colours: choose one on its page to add it to your cart.',
    cartChooseVariant: '{name} comes in several options: choose one on its page to add it to your cart.',
    wishlistFull: 'Your wishlist can hold at most 200 products. Remove one to add another.',
    // Content, contact and partner applications.
    unknownRecipeCategory: 'category is not one of the recipe categories.',
    contactReceived: 'We have successfully received your message',
    partnerReceived: 'Thank you! We received your application and will review it within 5 working days.',
    contractRequired: 'Attach the contract (JPG, PNG or PDF, at most 5 MB).',
    taxCardRequired: 'Attach the tax card (JPG, PNG or PDF, at most 5 MB).',
    contractEmpty: 'The contract file is empty.',
    taxCardEmpty: 'The tax card file is empty.',
    contractUnsupported: 'The contract must be a JPG, PNG or PDF file.',
    taxCardUnsupported: 'The tax card must be a JPG, PNG or PDF file.',
    unexpectedDocument: 'Only two files may be sent: contract and tax_card.',
    contactSupportSubject: 'Contact form: {subject}',
    contactSupportBody: 'From: {name} <{email}> ({lang})\n\n{notes}',
    contactAckSubject: 'We received your message: {subject}',
    contactAckBody:
      'Hello {name},\n\nThank you for writing to Bunn. We received your message and will answer within one working day (9:00 AM to 6:00 PM daily except Friday and Saturday).\n\nYour message:\n{notes}',
    partnerSupportSubject: 'Partner application #{id}: {brand}',
    partnerSupportBody:
      'Brand: {brand}\nContact: {person} <{email}>, {mobile}\n\n{description}\n\nThe contract and tax card are kept privately with application #{id}.',
    partnerAckSubject: 'Your Bunn partner application #{id}',
    partnerAckBody:
      'Hello {person},\n\nThank you for applying to sell {brand} on Bunn. Our team reviews every application by hand, usually within 5 working days, and will write to you at this address.',
    // Messages sent through the outbox.
    verifyCodeSubject: 'Your Bunn verification code: {code}',
    verifyCodeBody:
      'Hello {name},\n\nYour Bunn verification code is {code}. It expires in {minutes, plural, one {# minute} other {# minutes}}.\n\nIf you did not create an account, you can ignore this message.',
    resetCodeSubject: 'Your Bunn password reset code: {code}',
    resetCodeBody:
      'Hello {name},\n\nYour code to reset your Bunn password is {code}. It expires in {minutes, plural, one {# minute} other {# minutes}}.\n\nIf you did not ask to reset your password, you can ignore this message; your password stays as it is.',
    emailCodeSubject: 'Your code to change your Bunn email: {code}',
    emailCodeBody:
      'Hello {name},\n\nYour code to make this address the email of your Bunn account is {code}. It expires in {minutes, plural, one {# minute} other {# minutes}}.\n\nIf you did not ask for this, you can ignore this message; nothing changes.',
    loginCodeSubject: 'Your Bunn sign-in code: {code}',
    loginCodeBody:
      'Hello {name},\n\nYour code to sign in to Bunn is {code}. It expires in {minutes, plural, one {# minute} other {# minutes}}. Enter it with your password to sign in without waiting.\n\nIf you did not ask for it, someone may be guessing your password: you can ignore this message, or change your password.',
    emailChangedSubject: 'The email address of your Bunn account was changed',
    emailChangedBody:
      'Hello {name},\n\nThe email address of your Bunn account was just changed to {email}. Messages and password resets now go there. If this was not you, contact us at once by replying to this message.',
    signUpExistingSubject: 'You already have a Bunn account',
    signUpExistingBody:
      'Hello {name},\n\nSomeone, maybe you, just tried to create a Bunn account with this email address. It already has one, so nothing was created.\n\nIf it was you, log in; if you forgot your password, choose "Forgot password?" on the login page. If it was not you, you can ignore this message: your account is unchanged.',
    signUpMobileTakenSubject: 'Your Bunn account was not created',
    signUpMobileTakenBody:
      'Hello {name},\n\nWe could not create your Bunn account: the mobile number you gave belongs to another account. If that account is yours, log in with this number; otherwise sign up again with your own number.',
    passwordChangedSubject: 'Your Bunn password was changed',
    passwordChangedBody:
      'Hello {name},\n\nThe password of your Bunn account was just changed. If this was not you, reset your password at once and contact us.',

    ...checkoutMessages.en,
    ...paymentMessages.en,
    ...shippingMessages.en,
    ...returnMessages.en,
    ...backofficeMessages.en,
    ...catalogMessages.en,
    ...reviewMessages.en,
    ...searchMessages.en,
    ...smsMessages.en,
  },
  ar: {
    invalidRequest: 'بعض بيانات الطلب غير صحيحة.',
    notFound: 'لم نعثر على ما تبحث عنه.',
    routeNotFound: 'هذا العنوان غير موجود في الواجهة البرمجية.',
    internal: 'حدث خطأ من جانبنا. يُرجى المحاولة مرة أخرى لاحقًا.',
    serviceUnavailable: 'لا يمكننا تلبية طلبك الآن. يُرجى المحاولة مرة أخرى بعد لحظات.',
    tooManyRequests: 'طلبات كثيرة جدًا. يُرجى الانتظار قليلًا ثم المحاولة مرة أخرى.',
    storageUnavailable: 'لا يمكننا حفظ الملفات الآن. يُرجى المحاولة مرة أخرى بعد بضع دقائق.',
    payloadTooLarge: 'حجم الطلب كبير جدًا.',
    unsupportedMediaType: 'نوع المحتوى هذا غير مدعوم.',
    badRequest: 'تعذّر فهم الطلب.',
    methodNotAllowed: 'هذا العنوان لا يقبل هذه الطريقة. الطرق المقبولة: {methods}.',
    invalidUtf8: 'نص الطلب ليس نصًا صالحًا بترميز UTF-8.',
    invalidUrl: 'العنوان غير صالح: فيه رموز ليست نصًا بترميز UTF-8.',
    urlTooLong: 'جزء من العنوان أطول من المسموح.',
    mustBeNumber: 'يجب أن تكون قيمة {field} رقمًا.',
    mustBeText: 'يجب أن تكون قيمة {field} نصًا.',
    mustBeWhole: 'يجب أن تكون قيمة {field} عددًا صحيحًا.',
    required: 'الحقل {field} مطلوب.',
    atLeast: 'يجب ألا تقل قيمة {field} عن {limit, number}.',
    atMost: 'يجب ألا تزيد قيمة {field} على {limit, number}.',
    greaterThan: 'يجب أن تكون قيمة {field} أكبر من {limit, number}.',
    lessThan: 'يجب أن تكون قيمة {field} أقل من {limit, number}.',
    tooShort:
      'يجب ألا يقل طول {field} عن {limit, plural, one {حرف واحد} two {حرفين} few {# أحرف} many {# حرفًا} other {# حرف}}.',
    tooLong:
      'يجب ألا يزيد طول {field} على {limit, plural, one {حرف واحد} two {حرفين} few {# أحرف} many {# حرفًا} other {# حرف}}.',
    tooFewItems:
      'يجب أن يحتوي {field} على {limit, plural, one {عنصر واحد} two {عنصرين} few {# عناصر} many {# عنصرًا} other {# عنصر}} على الأقل.',
    tooManyItems:
      'يجب ألا يحتوي {field} على أكثر من {limit, plural, one {عنصر واحد} two {عنصرين} few {# عناصر} many {# عنصرًا} other {# عنصر}}.',
    oneOf: 'يجب أن تكون قيمة {field} واحدة من: {values}.',
    invalidFormat: 'صيغة {field} غير صحيحة.',
    invalidEmail: 'يجب أن يكون {field} بريدًا إلكترونيًا صحيحًا.',
    unknownFields: 'حقول غير معروفة: {keys}.',
    invalidValue: 'قيمة {field} غير صحيحة.',
    priceRange: 'لا يمكن أن يكون price_min أكبر من price_max.',
    newsletterCheckEmail: 'تحقق من بريدك الإلكتروني: أرسلنا إلى {email} رابطًا لتأكيد اشتراكك.',
    newsletterSubscribed: 'تم اشتراكك في نشرتنا البريدية',
    newsletterLinkInvalid: 'رابط التأكيد هذا غير صالح أو انتهت صلاحيته. اشترك مرة أخرى لتصلك رسالة جديدة.',
    newsletterConfirmSubject: 'أكّد اشتراكك في النشرة البريدية لبُنّ',
    newsletterConfirmBody:
      'مرحبًا،\n\nلتصلك أحدث أنواع البن المحمص والعروض ونصائح التحضير من بُنّ على هذا البريد، أكّد اشتراكك خلال ٧ أيام:\n\n{link}\n\nإذا لم تطلب ذلك، فتجاهل هذه الرسالة ولن نرسل إليك شيئًا.',
    newsletterAlreadySubject: 'أنت مشترك بالفعل في النشرة البريدية لبُنّ',
    newsletterAlreadyBody:
      'مرحبًا،\n\nطلب أحدهم، وربما أنت، اشتراك هذا البريد في النشرة البريدية لبُنّ. هذا البريد مشترك بالفعل، لذا لم يتغير شيء.',
    invalidPhone: 'يجب أن يكون {field} رقم هاتف، مثل 02 2345 6789.',
    addressBothLanguages: 'اكتب العنوان بالإنجليزية والعربية معًا، أو اترك الاثنين فارغين.',
    invalidMobile: 'يجب أن يكون {field} رقم موبايل مصريًا، مثل 01012345678.',
    invalidLogin: 'يجب أن يكون {field} بريدًا إلكترونيًا أو رقم موبايل مصريًا.',
    identifierRequired: 'أدخل بريدك الإلكتروني أو رقم موبايلك.',
    passwordLetterDigit: 'يجب أن يحتوي {field} على حرف واحد ورقم واحد على الأقل.',
    passwordMismatch: 'تأكيد كلمة المرور لا يطابق كلمة المرور.',
    loginRequired: 'يجب تسجيل الدخول أولًا.',
    tokenExpired: 'انتهت صلاحية جلستك. يُرجى تجديدها أو تسجيل الدخول مرة أخرى.',
    sessionEnded: 'انتهت جلستك. يُرجى تسجيل الدخول مرة أخرى.',
    refreshRotated: 'جُدِّدت هذه الجلسة للتو بطلب آخر. استخدم أحدث رمز.',
    rateLimited: 'محاولات كثيرة جدًا. يُرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.',
    invalidCredentials: 'البريد الإلكتروني أو رقم الموبايل أو كلمة المرور غير صحيح.',
    loginDelayed:
      'محاولات خاطئة كثيرة لكلمة المرور. حاول مرة أخرى بعد {seconds, plural, one {ثانية واحدة} two {ثانيتين} few {# ثوانٍ} many {# ثانية} other {# ثانية}}، أو اطلب رمز دخول عبر البريد الإلكتروني وأدخله مع كلمة المرور.',
    loginCodeSent:
      'إذا كان هناك حساب بهذا البريد الإلكتروني أو رقم الموبايل، فقد أرسلنا رمز دخول إلى بريده الإلكتروني.',
    accountNotVerified:
      'لم يتم تأكيد حسابك بعد. أدخل الرمز الذي أرسلناه إلى بريدك الإلكتروني، أو اطلب رمزًا جديدًا.',
    invalidCode: 'الرمز غير صحيح',
    codeExpired: 'انتهت صلاحية هذا الرمز. يُرجى طلب رمز جديد.',
    codeLocked: 'محاولات خاطئة كثيرة لهذا الرمز. يُرجى طلب رمز جديد.',
    emailTaken: 'يوجد حساب بهذا البريد الإلكتروني بالفعل.',
    mobileTaken: 'يوجد حساب برقم الموبايل هذا بالفعل.',
    currentPasswordRequired: 'أدخل كلمة المرور الحالية لتغيير بريدك الإلكتروني.',
    emailCodeSent: 'أرسلنا رمزًا من ٦ أرقام إلى {email}. أدخله لتأكيد بريدك الإلكتروني الجديد.',
    wrongPassword: 'كلمة المرور الحالية غير صحيحة.',
    registered:
      'تحقق من بريدك الإلكتروني {email}: أرسلنا إليه رمزًا من ٦ أرقام لتفعيل حسابك، أو طريقة تسجيل الدخول إذا كان له حساب بالفعل.',
    verifyCodeSent: 'إذا كان هناك حساب ينتظر التأكيد، فقد أرسلنا رمزًا جديدًا إلى بريده الإلكتروني.',
    resetCodeSent:
      'إذا كان هناك حساب بهذا البريد الإلكتروني أو رقم الموبايل، فقد أرسلنا رمزًا إلى بريده الإلكتروني.',
    passwordReset: 'تم تغيير كلمة المرور. يُرجى تسجيل الدخول بكلمة المرور الجديدة.',
    passwordChanged: 'تم تغيير كلمة المرور، وتم تسجيل الخروج من جلساتك الأخرى.',
    loggedOut: 'تم تسجيل خروجك.',
    fileTooLarge: 'حجم الملف يتجاوز الحد الأقصى البالغ ٥ ميجابايت',
    unsupportedPhoto: 'يجب أن تكون الصورة بصيغة JPG أو PNG.',
    unexpectedFile: 'يُسمح بإرسال ملف واحد فقط باسم photo.',
    malformedMultipart: 'تعذّرت قراءة بيانات النموذج. يُرجى إرسال النموذج مرة أخرى.',
    unknownGovernorate: 'قيمة governorate_id ليست إحدى محافظات مصر.',
    cityNotInGovernorate: 'قيمة city_id ليست مدينة في المحافظة المختارة.',
    tooManyAddresses: 'يمكنك حفظ ٥٠ عنوانًا على الأكثر. احذف عنوانًا لإضافة آخر.',
    duplicateCartProduct: 'لا يمكن أن يتكرر المنتج نفسه، أو الخيار نفسه من المنتج، في السلة أكثر من مرة.',
    cartFull: 'يمكن أن تحتوي سلتك على ١٠٠ سطر مختلف على الأكثر. احذف سطرًا لإضافة آخر.',
    cartCappedAtStock:
      'لم يتبقَّ من {name} إلا {stock, plural, one {قطعة واحدة} two {قطعتان} few {# قطع} many {# قطعة} other {# قطعة}}، لذا أصبحت الكمية في سلتك {stock, number}.',
    cartOutOfStock: 'نفد مخزون {name}، لذا لا يوجد في سلتك.',
    cartUnavailable: 'لم يعد {name} متاحًا، لذا لا يوجد في سلتك.',
    cartUnknownProduct: 'لم نعثر على المنتج رقم {id}، لذا لا يوجد في سلتك.',
    cartPriceRose: 'ارتفع سعر {name} من {was} إلى {now} منذ أضفته إلى سلتك.',
    cartPriceFell: 'خبر سار: انخفض سعر {name} من {was} إلى {now} منذ أضفته إلى سلتك.',
    cartVariantName: '{name} ({variant})',
    cartUnknownVariant: 'الخيار الذي اخترته من {name} غير متاح، لذا لا يوجد في سلتك.',
    cartChooseGrind: 'يتوفر {name} بعدة درجات طحن: اختر إحداها من صفحته لإضافته إلى سلتك.',
    cartChooseSize: 'يتوفر {name} بعدة أحجام: اختر أحدها من صفحته لإضافته إلى سلتك.',
    cartChooseColor: 'يتوفر {name} بعدة ألوان: اختر أحدها من صفحته لإضافته إلى سلتك.',
    cartChooseVariant: 'يتوفر {name} بعدة خيارات: اختر أحدها من صفحته لإضافته إلى سلتك.',
    wishlistFull: 'يمكن أن تحتوي قائمة المفضلة على ٢٠٠ منتج على الأكثر. احذف منتجًا لإضافة آخر.',
    unknownRecipeCategory: 'قيمة category ليست أحد تصنيفات الوصفات.',
    contactReceived: 'لقد استلمنا رسالتك بنجاح',
    partnerReceived: 'شكرًا لك! استلمنا طلبك وسنراجعه خلال ٥ أيام عمل.',
    contractRequired: 'أرفق العقد (JPG أو PNG أو PDF، بحد أقصى ٥ ميجابايت).',
    taxCardRequired: 'أرفق البطاقة الضريبية (JPG أو PNG أو PDF، بحد أقصى ٥ ميجابايت).',
    contractEmpty: 'ملف العقد فارغ.',
    taxCardEmpty: 'ملف البطاقة الضريبية فارغ.',
    contractUnsupported: 'يجب أن يكون ملف العقد بصيغة JPG أو PNG أو PDF.',
    taxCardUnsupported: 'يجب أن يكون ملف البطاقة الضريبية بصيغة JPG أو PNG أو PDF.',
    unexpectedDocument: 'يُسمح بإرسال ملفين فقط: contract وtax_card.',
    contactSupportSubject: 'نموذج التواصل: {subject}',
    contactSupportBody: 'من: {name} <{email}> ({lang})\n\n{notes}',
    contactAckSubject: 'استلمنا رسالتك: {subject}',
    contactAckBody:
      'مرحبًا {name}،\n\nشكرًا لتواصلك مع بُنّ. استلمنا رسالتك وسنرد عليك خلال يوم عمل واحد (من ٩:٠٠ صباحًا إلى ٦:٠٠ مساءً يوميًا ما عدا الجمعة والسبت).\n\nرسالتك:\n{notes}',
    partnerSupportSubject: 'طلب شراكة رقم {id}: {brand}',
    partnerSupportBody:
      'العلامة التجارية: {brand}\nالمسؤول: {person} <{email}>، {mobile}\n\n{description}\n\nالعقد والبطاقة الضريبية محفوظان بشكل خاص مع الطلب رقم {id}.',
    partnerAckSubject: 'طلب الشراكة رقم {id} مع بُنّ',
    partnerAckBody:
      'مرحبًا {person}،\n\nشكرًا لتقديمك طلب بيع {brand} على بُنّ. يراجع فريقنا كل طلب بنفسه، عادةً خلال ٥ أيام عمل، وسنراسلك على هذا العنوان.',
    verifyCodeSubject: 'رمز التحقق الخاص بك في بُنّ: {code}',
    verifyCodeBody:
      'مرحبًا {name}،\n\nرمز التحقق الخاص بك في بُنّ هو {code}، وتنتهي صلاحيته خلال {minutes, plural, one {دقيقة واحدة} two {دقيقتين} few {# دقائق} many {# دقيقة} other {# دقيقة}}.\n\nإذا لم تُنشئ حسابًا، يمكنك تجاهل هذه الرسالة.',
    resetCodeSubject: 'رمز إعادة تعيين كلمة المرور في بُنّ: {code}',
    resetCodeBody:
      'مرحبًا {name}،\n\nرمز إعادة تعيين كلمة مرور حسابك في بُنّ هو {code}، وتنتهي صلاحيته خلال {minutes, plural, one {دقيقة واحدة} two {دقيقتين} few {# دقائق} many {# دقيقة} other {# دقيقة}}.\n\nإذا لم تطلب إعادة تعيين كلمة المرور، يمكنك تجاهل هذه الرسالة؛ ستبقى كلمة المرور كما هي.',
    emailCodeSubject: 'رمز تغيير بريدك الإلكتروني في بُنّ: {code}',
    emailCodeBody:
      'مرحبًا {name}،\n\nرمز اعتماد هذا العنوان بريدًا إلكترونيًا لحسابك في بُنّ هو {code}، وتنتهي صلاحيته خلال {minutes, plural, one {دقيقة واحدة} two {دقيقتين} few {# دقائق} many {# دقيقة} other {# دقيقة}}.\n\nإذا لم تطلب ذلك، يمكنك تجاهل هذه الرسالة؛ لن يتغير شيء.',
    loginCodeSubject: 'رمز تسجيل الدخول إلى بُنّ: {code}',
    loginCodeBody:
      'مرحبًا {name}،\n\nرمز تسجيل دخولك إلى بُنّ هو {code}، وتنتهي صلاحيته خلال {minutes, plural, one {دقيقة واحدة} two {دقيقتين} few {# دقائق} many {# دقيقة} other {# دقيقة}}. أدخله مع كلمة المرور لتسجيل الدخول دون انتظار.\n\nإذا لم تطلبه، فربما يحاول أحدهم تخمين كلمة مرورك: يمكنك تجاهل هذه الرسالة أو تغيير كلمة المرور.',
    emailChangedSubject: 'تم تغيير البريد الإلكتروني لحسابك في بُنّ',
    emailChangedBody:
      'مرحبًا {name}،\n\nتم للتو تغيير البريد الإلكتروني لحسابك في بُنّ إلى {email}، وستصل إليه الرسائل ورموز إعادة تعيين كلمة المرور من الآن. إذا لم تكن أنت، فتواصل معنا فورًا بالرد على هذه الرسالة.',
    signUpExistingSubject: 'لديك حساب في بُنّ بالفعل',
    signUpExistingBody:
      'مرحبًا {name}،\n\nحاول أحدهم، وربما أنت، إنشاء حساب في بُنّ بهذا البريد الإلكتروني للتو. لهذا البريد حساب بالفعل، لذا لم يُنشأ حساب جديد.\n\nإذا كنت أنت، فسجّل الدخول، وإذا نسيت كلمة المرور فاختر "نسيت كلمة المرور؟" في صفحة تسجيل الدخول. وإذا لم تكن أنت، يمكنك تجاهل هذه الرسالة؛ حسابك كما هو.',
    signUpMobileTakenSubject: 'لم يتم إنشاء حسابك في بُنّ',
    signUpMobileTakenBody:
      'مرحبًا {name}،\n\nلم نتمكن من إنشاء حسابك في بُنّ لأن رقم الموبايل الذي أدخلته مسجّل لحساب آخر. إذا كان هذا الحساب لك، فسجّل الدخول بهذا الرقم، وإلا فسجّل من جديد برقمك.',
    passwordChangedSubject: 'تم تغيير كلمة مرور حسابك في بُنّ',
    passwordChangedBody:
      'مرحبًا {name}،\n\nتم للتو تغيير كلمة مرور حسابك في بُنّ. إذا لم تكن أنت، فأعد تعيين كلمة المرور فورًا وتواصل معنا.',
    ...checkoutMessages.ar,
    ...paymentMessages.ar,
    ...shippingMessages.ar,
    ...returnMessages.ar,
    ...backofficeMessages.ar,
    ...catalogMessages.ar,
    ...reviewMessages.ar,
    ...searchMessages.ar,
    ...smsMessages.ar,
  },
} as const satisfies Record<Lang, Record<string, string>>;

export type MessageKey = keyof (typeof messages)['en'];

export const isMessageKey = (key: unknown): key is MessageKey =>
  typeof key === 'string' && Object.hasOwn(messages.en, key);

// NOTE: plain 'ar' formats with Latin digits in current ICU data; Arabic texts write their counts in the
// Arabic-Indic digits of the prices (lib/format.ts uses ar-EG too). See docs/glossary.md.
const INTL_LOCALE: Record<Lang, string> = { en: 'en', ar: 'ar-EG' };

type Compiled = { format: IntlMessageFormat; numeric: Set<string>; names: Set<string> };

/** The names of a message's placeholders, and those that take a number (plurals, `{limit, number}`). */
function namesOf(elements: MessageFormatElement[], compiled: Omit<Compiled, 'format'>) {
  for (const element of elements) {
    if (isLiteralElement(element) || isPoundElement(element)) continue;
    compiled.names.add(element.value);
    if (isPluralElement(element) || isNumberElement(element)) compiled.numeric.add(element.value);
    if (isPluralElement(element) || isSelectElement(element)) {
      for (const option of Object.values(element.options)) namesOf(option.value, compiled);
    } else if (isTagElement(element)) {
      namesOf(element.children, compiled);
    }
  }
}

const compiled = new Map<string, Compiled>();

function compile(lang: Lang, key: MessageKey): Compiled {
  const id = `${lang}:${key}`;
  let found = compiled.get(id);
  if (!found) {
    const format = new IntlMessageFormat(messages[lang][key], INTL_LOCALE[lang], undefined, {
      ignoreTag: true,
    });
    found = { format, numeric: new Set(), names: new Set() };
    namesOf(format.getAst(), found);
    compiled.set(id, found);
  }
  return found;
}

/**
 * A message in the request's language, its ICU placeholders filled: `{count, plural, one {…} two {…} …}`
 * words a count with the language's plural forms (Arabic's zero, one, two, few, many and other) and writes
 * `#` with the language's digits. Other values are shown as given; a placeholder without a value stays.
 */
export function translate(lang: Lang, key: MessageKey, params: Record<string, string | number> = {}): string {
  const { format, numeric, names } = compile(lang, key);
  const values: Record<string, string | number> = {};
  for (const name of names) {
    const value = params[name];
    if (value === undefined) values[name] = `{${name}}`;
    else values[name] = numeric.has(name) ? Number(value) : String(value);
  }
  return String(format.format(values));
}

/** A sentence to say: its key, and the values its placeholders take ({amount}, {name}). */
export type MessageRef = MessageKey | { key: MessageKey; params: Record<string, string | number> };

export const translateRef = (lang: Lang, ref: MessageRef): string =>
  typeof ref === 'string' ? translate(lang, ref) : translate(lang, ref.key, ref.params);
