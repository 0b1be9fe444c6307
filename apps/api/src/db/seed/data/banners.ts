import type { SeedBanner, SeedShippingStep } from './types.js';

/** Large home-page carousel slides. */
export const sliders: SeedBanner[] = [
  {
    title_en: 'Season’s Offers: Up to 30% Off',
    title_ar: 'عروض الموسم: خصومات حتى 30%',
    subtitle_en: 'Coffee, brewing tools and gifts at their best prices of the season.',
    subtitle_ar: 'قهوة وأدوات تحضير وهدايا بأفضل أسعار الموسم.',
    link: { kind: 'offers' },
    image: { kind: 'gift-box', color: '#B5553A' },
  },
  {
    title_en: 'New Single Origins Have Landed',
    title_ar: 'وصل حديثًا: محاصيل فردية جديدة',
    subtitle_en: 'Ethiopia Guji, Colombia Huila and Yemen Haraz, freshly roasted by Egypt’s best roasters.',
    subtitle_ar: 'إثيوبيا جوجي وكولومبيا هويلا واليمن حراز، بتحميص طازج من أفضل محامص مصر.',
    link: { kind: 'category', slug: 'coffee' },
    image: { kind: 'bag', color: '#2F5D50' },
  },
  {
    title_en: 'Café-Quality Espresso at Home',
    title_ar: 'إسبريسو بجودة الكافيه في بيتك',
    subtitle_en: 'Espresso machines from De’Longhi and Breville, in up to 12 monthly instalments.',
    subtitle_ar: 'ماكينات إسبريسو من ديلونجي وبريفيل، بالتقسيط حتى 12 شهرًا.',
    link: { kind: 'category', slug: 'espresso-machines' },
    image: { kind: 'espresso-machine', color: '#3A3A3C' },
  },
  {
    title_en: 'Discover the Coffee Shops of Egypt',
    title_ar: 'اكتشف كافيهات مصر',
    subtitle_en:
      'From Zamalek and Maadi to Stanley and Mansoura, order straight from your favourite neighbourhood roaster.',
    subtitle_ar: 'من الزمالك والمعادي إلى ستانلي والمنصورة، اطلب مباشرةً من محمصة الحي المفضلة لديك.',
    link: { kind: 'coffee-shops' },
    image: { kind: 'cup', color: '#C89F7A' },
  },
  {
    title_en: 'Gifts for Coffee Lovers',
    title_ar: 'هدايا لعشاق القهوة',
    subtitle_en: 'Gift boxes, handmade mugs and brewing kits, gift-wrapped and delivered anywhere in Egypt.',
    subtitle_ar: 'علب هدايا ومجات فخار شغل يدوي وأطقم تحضير، مغلفة وجاهزة للتوصيل لأي مكان في مصر.',
    link: { kind: 'category', slug: 'gifts' },
    image: { kind: 'gift-box', color: '#7A2E3B' },
  },
];

/** Smaller promotional cards on the home page. */
export const advertisements: SeedBanner[] = [
  {
    title_en: 'Up to 25% Off Grinders',
    title_ar: 'خصم حتى 25% على المطاحن',
    subtitle_en: 'Hand and electric grinders from Timemore, Comandante and Baratza.',
    subtitle_ar: 'مطاحن يدوية وكهربائية من تايم مور وكوماندانتي وباراتزا.',
    link: { kind: 'category', slug: 'grinders' },
    image: { kind: 'hand-grinder', color: '#5B4636' },
  },
  {
    title_en: 'The V60 Starter Kit',
    title_ar: 'طقم V60 للمبتدئين',
    subtitle_en: 'Dripper, glass server, filters and fresh beans: everything for your first pour-over.',
    subtitle_ar: 'قمع تقطير وإبريق زجاج وفلاتر وبن طازج: كل ما تحتاجه لأول كوب قهوة مقطرة.',
    link: { kind: 'product', slug: 'v60-starter-kit' },
    image: { kind: 'dripper', color: '#D94F3D' },
  },
  {
    title_en: 'Syrups for Your Iced Latte',
    title_ar: 'نكهات للآيس لاتيه',
    subtitle_en: 'Caramel, vanilla, hazelnut and pistachio from Monin and Dolce Cairo.',
    subtitle_ar: 'كراميل وفانيليا وبندق وفستق من مونين ودولتشي كايرو.',
    link: { kind: 'category', slug: 'syrups-sweeteners' },
    image: { kind: 'bottle', color: '#C47A2C' },
  },
  {
    title_en: 'Brew It Your Way',
    title_ar: 'حضّر قهوتك على طريقتك',
    subtitle_en: 'Kanakas, moka pots, French presses and kettles, delivered in 1 to 3 days.',
    subtitle_ar: 'كنك وأباريق موكا وفرنش برس وغلايات، توصيل خلال 1 إلى 3 أيام.',
    link: { kind: 'category', slug: 'brewing' },
    image: { kind: 'cezve', color: '#B87333' },
  },
];

/** "How it works" strip on the home page. */
export const shippingSteps: SeedShippingStep[] = [
  {
    title_en: 'Choose',
    title_ar: 'اختر',
    description_en:
      'Browse coffee, tools and gifts from roasters and stores across Egypt and add what you like to your cart.',
    description_ar: 'تصفح القهوة والأدوات والهدايا من محامص ومتاجر في كل أنحاء مصر، وأضف ما يعجبك إلى السلة.',
    icon: 'cart',
  },
  {
    title_en: 'Pay',
    title_ar: 'ادفع',
    description_en: 'Pay by card, in instalments, from your wallet or cash on delivery, whichever suits you.',
    description_ar: 'ادفع بالكارت أو بالتقسيط أو من رصيد المحفظة أو كاش عند الاستلام، حسب ما يناسبك.',
    icon: 'card',
  },
  {
    title_en: 'We Deliver',
    title_ar: 'نوصّل لك',
    description_en: 'Your order is packed with care and delivered to your door in 1 to 3 days.',
    description_ar: 'نجهّز طلبك بعناية ونوصّله حتى باب بيتك خلال 1 إلى 3 أيام.',
    icon: 'truck',
  },
  {
    title_en: 'Enjoy',
    title_ar: 'استمتع',
    description_en: 'Brew, sip and share your cup. Then tell others what you think with a review.',
    description_ar: 'حضّر قهوتك واستمتع بها مع من تحب، وشاركنا رأيك في تقييم.',
    icon: 'home',
  },
];
