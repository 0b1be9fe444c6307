import type { Lang } from './texts';

/** What the content journeys read on the page, in each language; written apart from the message files. */
export type ContentTexts = {
  blog: string;
  articles: string;
  reviews: string;
  videos: string;
  readingTime: RegExp;
  share: string;
  relatedProducts: string;
  playVideo: RegExp;
  videoUnavailable: string;
  openVideo: string;
  recipes: string;
  icedCategory: string;
  ingredients: string;
  method: string;
  shopIngredients: string;
  aboutTitle: string;
  privacyTitle: string;
  termsTitle: string;
  contactTitle: string;
  supportHours: string;
  whatsappLink: string;
  storeAddress: string;
  fullName: string;
  email: string;
  subject: string;
  notes: string;
  send: string;
  contactSuccess: string;
  required: string;
  partnerTitle: string;
  brandName: string;
  companyDescription: string;
  contactPerson: string;
  mobile: string;
  contract: string;
  taxCard: string;
  sendApplication: string;
  fileTooLarge: string;
  partnerSuccess: string;
  ramadan: string;
};

export const CONTENT_TEXTS: Record<Lang, ContentTexts> = {
  en: {
    blog: 'Blog',
    articles: 'Articles',
    reviews: 'Reviews',
    videos: 'Videos',
    readingTime: /\d+ min read/,
    share: 'Share',
    relatedProducts: 'Products in this post',
    playVideo: /^Play the video: /,
    videoUnavailable: 'The video could not be loaded here.',
    openVideo: 'Open the video in a new tab',
    recipes: 'Recipes',
    icedCategory: 'Iced coffee',
    ingredients: 'Ingredients',
    method: 'Method',
    shopIngredients: 'Shop the ingredients',
    aboutTitle: 'About Bunn',
    privacyTitle: 'Privacy Policy',
    termsTitle: 'Terms of Use',
    contactTitle: 'Contact us',
    supportHours: '9:00 AM to 6:00 PM daily except Friday and Saturday',
    fullName: 'Full name',
    email: 'Email',
    subject: 'Subject',
    notes: 'Your message',
    whatsappLink: 'Message us on WhatsApp',
    storeAddress: '12 Mahmoud Bassiouny St., Downtown, Cairo',
    send: 'Send message',
    contactSuccess: 'We have successfully received your message',
    required: 'This field is required.',
    partnerTitle: 'Become a partner',
    brandName: 'Brand name',
    companyDescription: 'Company description',
    contactPerson: 'Contact person',
    mobile: 'Mobile number',
    contract: 'Contract',
    taxCard: 'Tax card',
    sendApplication: 'Send application',
    fileTooLarge: 'The file size exceeds the maximum limit of 5 MB',
    partnerSuccess: 'Thank you! We received your application and will review it within 5 working days.',
    ramadan: 'Ramadan Kareem',
  },
  ar: {
    blog: 'المدونة',
    articles: 'مقالات',
    reviews: 'مراجعات',
    videos: 'فيديوهات',
    readingTime: /قراءة في/,
    share: 'شارك',
    relatedProducts: 'منتجات في هذا المقال',
    playVideo: /^شغّل الفيديو: /,
    videoUnavailable: 'تعذّر تحميل الفيديو هنا.',
    openVideo: 'افتح الفيديو في علامة تبويب جديدة',
    recipes: 'الوصفات',
    icedCategory: 'قهوة مثلجة',
    ingredients: 'المكونات',
    method: 'طريقة التحضير',
    shopIngredients: 'تسوّق المكونات',
    aboutTitle: 'عن بُنّ',
    privacyTitle: 'سياسة الخصوصية',
    termsTitle: 'شروط الاستخدام',
    contactTitle: 'تواصل معنا',
    supportHours: 'من ٩:٠٠ صباحًا إلى ٦:٠٠ مساءً يوميًا ما عدا الجمعة والسبت',
    fullName: 'الاسم بالكامل',
    email: 'البريد الإلكتروني',
    subject: 'الموضوع',
    notes: 'رسالتك',
    whatsappLink: 'راسلنا على واتساب',
    storeAddress: '١٢ شارع محمود بسيوني، وسط البلد، القاهرة',
    send: 'إرسال الرسالة',
    contactSuccess: 'لقد استلمنا رسالتك بنجاح',
    required: 'هذا الحقل مطلوب.',
    partnerTitle: 'كن شريكًا',
    brandName: 'اسم العلامة التجارية',
    companyDescription: 'نبذة عن الشركة',
    contactPerson: 'الشخص المسؤول',
    mobile: 'رقم الموبايل',
    contract: 'العقد',
    taxCard: 'البطاقة الضريبية',
    sendApplication: 'إرسال الطلب',
    fileTooLarge: 'حجم الملف يتجاوز الحد الأقصى البالغ ٥ ميجابايت',
    partnerSuccess: 'شكرًا لك! استلمنا طلبك وسنراجعه خلال ٥ أيام عمل.',
    ramadan: 'رمضان كريم',
  },
};
