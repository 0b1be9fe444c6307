import { authors } from './blog-articles.js';
import type { SeedPost } from './content-types.js';

/** Product reviews by the editors: each names its product and the stars it gets. */
export const reviews: SeedPost[] = [
  {
    slug: 'review-breville-bambino-plus',
    kind: 'review',
    title_en: 'Breville Bambino Plus: Small Machine, Serious Milk',
    title_ar: 'بريفيل بامبينو بلس: ماكينة صغيرة ولبن على أصوله',
    excerpt_en: 'Three seconds to heat up and the best automatic steam wand at its price.',
    excerpt_ar: 'تسخن في تلات ثواني، وذراع البخار الأوتوماتيك فيها الأحسن في فئتها.',
    body_en: `We used the Bambino Plus every morning for a month.

**What we loved:** it is ready almost as soon as you switch it on, the 54 mm portafilter is easy to handle, and the automatic steam wand makes silky milk while you tamp the next shot.

**What could be better:** the drip tray fills quickly and the bundled pressurised baskets hide bad grinding; switch to the single-wall baskets once you have a proper grinder.

**Verdict:** the easiest way to café-style lattes at home.`,
    body_ar: `استخدمنا البامبينو بلس كل صباح لمدة شهر.

**اللي عجبنا:** جاهزة تقريبًا أول ما تشغلها، والبورتافلتر مقاس 54 مم سهل في الإيد، وذراع البخار الأوتوماتيك بيعمل لبن ناعم وانت بتكبس الشوت اللي بعده.

**اللي كان ممكن يبقى أحسن:** صينية التنقيط بتتملي بسرعة، والسلال المضغوطة اللي جاية معاها بتداري الطحن الوحش؛ غيّرها للسلال العادية أول ما يبقى عندك مطحنة كويسة.

**الخلاصة:** أسهل طريق للاتيه زي الكافيه في البيت.`,
    author: authors.karim,
    days_ago: 5,
    image: { kind: 'espresso-machine', color: '#6F4E37' },
    review: { product: 'breville-bambino-plus-bes500', rating: 5 },
  },
  {
    slug: 'review-timemore-chestnut-c3',
    kind: 'review',
    title_en: 'Timemore Chestnut C3: The Hand Grinder We Recommend First',
    title_ar: 'تايمور تشستنت C3: أول مطحنة يدوية بنرشحها',
    excerpt_en: 'Steel burrs, a solid body and a fair price. Slow for espresso, great for filter.',
    excerpt_ar: 'أقراص ستيل وجسم متين وسعر معقول. بطيئة للإسبريسو بس ممتازة للفلتر.',
    body_en: `The C3 grinds 15 g for a V60 in under a minute with even particles that rival electric grinders twice its price.

It can reach espresso fineness, but grinding 18 g that fine takes effort every morning. For Turkish coffee powder, choose a dedicated Turkish mill.

**Verdict:** four stars, and the easiest recommendation for pour-over beginners.`,
    body_ar: `الـ C3 بتطحن 15 جرام لـ V60 في أقل من دقيقة، بحبيبات متساوية تنافس مطاحن كهربا سعرها الضعف.

تقدر توصل لنعومة الإسبريسو، بس طحن 18 جرام بالنعومة دي كل صباح مجهود. وللبن التركي البودرة، اختار مطحنة تركي مخصوص.

**الخلاصة:** أربع نجوم، وأسهل ترشيح لأي حد بيبدأ في التقطير.`,
    author: authors.omar,
    days_ago: 12,
    image: { kind: 'hand-grinder', color: '#4A4A4A' },
    review: { product: 'timemore-chestnut-c3', rating: 4 },
  },
  {
    slug: 'review-hario-v60-ceramic',
    kind: 'review',
    title_en: 'Hario V60 Ceramic: Still the Benchmark',
    title_ar: 'هاريو V60 سيراميك: لسه هو المقياس',
    excerpt_en: 'Holds heat, lasts forever, and teaches you to brew.',
    excerpt_ar: 'بيحافظ على الحرارة، وبيعيش العمر كله، وبيعلّمك التحضير.',
    body_en: `The ceramic V60 is heavier than the plastic one and needs a good rinse with hot water to warm up, but once warm it keeps the brew temperature steady.

The spiral ribs and the big single hole mean your pouring controls the flow. That is exactly why it teaches you so much.

**Verdict:** five stars. Buy it once, keep it for years.`,
    body_ar: `الـ V60 السيراميك أتقل من البلاستيك ومحتاج تشطفه بمية سخنة كويس عشان يسخن، بس أول ما يسخن بيثبّت حرارة التحضير.

الضلوع الحلزونية والفتحة الكبيرة معناهم إن طريقة صبّك هي اللي بتتحكم في السرعة، وعشان كده بيعلّمك كتير.

**الخلاصة:** خمس نجوم. تشتريه مرة وتفضل معاه سنين.`,
    author: authors.nour,
    days_ago: 18,
    image: { kind: 'dripper', color: '#F2E6D8' },
    review: { product: 'hario-v60-ceramic-dripper-02', rating: 5 },
  },
  {
    slug: 'review-bialetti-moka-express',
    kind: 'review',
    title_en: 'Bialetti Moka Express: The Classic, Honestly Reviewed',
    title_ar: 'بياليتي موكا إكسبريس: الكلاسيكية بكل صراحة',
    excerpt_en: 'Strong, simple and charming. Keep the heat low and it will reward you.',
    excerpt_ar: 'قوية وبسيطة ولها سحرها. خلي النار هادية وهي هتكافئك.',
    body_en: `The eight-sided pot hasn't changed in ninety years, and it still makes a strong, rich cup on any gas stove.

Fill the boiler with hot water up to the valve, don't tamp the coffee, and take it off the heat as soon as it starts to sputter. High heat is what makes moka coffee taste burnt.

It is aluminium, so it won't work on induction (choose the Moka Induction) and shouldn't go in the dishwasher.

**Verdict:** four stars for a design classic.`,
    body_ar: `الإبريق التُماني مغيّرش شكله من تسعين سنة، ولسه بيعمل فنجان قوي وغني على أي بوتاجاز.

املأ الجزء السفلي بمية سخنة لحد الصمام، ومتكبسش البن، وشيلها من على النار أول ما تبدأ تطقطق. النار العالية هي اللي بتخلي قهوة الموكا طعمها محروق.

مصنوعة من الألومنيوم، فمبتشتغلش على الإندكشن (اختار موكا إندكشن) ومتدخلش غسالة الأطباق.

**الخلاصة:** أربع نجوم لتصميم كلاسيكي.`,
    author: authors.salma,
    days_ago: 26,
    image: { kind: 'moka-pot', color: '#8A8A8A' },
    review: { product: 'bialetti-moka-express', rating: 4 },
  },
  {
    slug: 'review-fellow-stagg-ekg',
    kind: 'review',
    title_en: 'Fellow Stagg EKG: Beautiful, Precise, Pricey',
    title_ar: 'فيلو ستاج EKG: جميلة ودقيقة وغالية',
    excerpt_en: 'Temperature to the degree and a pour you can steer. Worth it if you brew daily.',
    excerpt_ar: 'حرارة بالدرجة وصبّ تقدر تتحكم فيه. تستاهل لو بتحضّر كل يوم.',
    body_en: `The EKG heats to the exact temperature you set and holds it for an hour. The gooseneck spout pours a thin, steady stream that makes pour-over easy.

The price is high and the 0.9 L capacity is small for a family. But if you brew by hand every day, you will feel the difference.

**Verdict:** four stars.`,
    body_ar: `الـ EKG بتسخن للحرارة اللي تحددها بالظبط وتثبت عليها لمدة ساعة. وبزبوز رقبة الوزة بيصب خط رفيع وثابت بيسهّل التقطير جدًا.

سعرها عالي وسعتها 0.9 لتر صغيرة على عيلة. بس لو بتحضّر يدوي كل يوم، هتحس بالفرق.

**الخلاصة:** أربع نجوم.`,
    author: authors.karim,
    days_ago: 37,
    image: { kind: 'kettle', color: '#1F1F1F' },
    review: { product: 'fellow-stagg-ekg-electric-kettle', rating: 4 },
  },
  {
    slug: 'review-yemen-haraz-natural',
    kind: 'review',
    title_en: 'Yemen Haraz Natural: Dried Fruit and Spice',
    title_ar: 'اليمن حراز مجفف طبيعي: فواكه مجففة وتوابل',
    excerpt_en: 'A coffee with history in every sip. Our favourite origin of the season.',
    excerpt_ar: 'بن في كل رشفة منه تاريخ. أحلى بلد منشأ عندنا الموسم ده.',
    body_en: `Grown on terraces high in the Haraz mountains and dried in the cherry, this lot tastes of raisins, dates, cinnamon and cocoa.

It shines in a V60 at a slightly coarser grind, and makes a remarkable Turkish coffee if you grind it to powder.

**Verdict:** five stars. Limited, so don't wait.`,
    body_ar: `مزروع على مدرجات عالية في جبال حراز ومجفف جوه الثمرة، وطعمه زبيب وتمر وقرفة وكاكاو.

بيتألق في الـ V60 بطحنة أخشن شوية، وبيعمل قهوة تركي مميزة جدًا لو طحنته بودرة.

**الخلاصة:** خمس نجوم. الكمية محدودة، فمتستناش.`,
    author: authors.omar,
    days_ago: 44,
    image: { kind: 'bag', color: '#8E3B46' },
    review: { product: 'yemen-haraz-natural', rating: 5 },
  },
  {
    slug: 'review-delonghi-magnifica-s',
    kind: 'review',
    title_en: "De'Longhi Magnifica S: Bean to Cup Without Fuss",
    title_ar: 'ديلونجي ماجنيفيكا S: من الحبة للفنجان من غير وجع دماغ',
    excerpt_en: 'One button, fresh beans, a decent espresso. For offices and busy mornings.',
    excerpt_ar: 'زرار واحد وبن فريش وإسبريسو محترم. للمكاتب والصباح المستعجل.',
    body_en: `The Magnifica S grinds, doses and brews at a touch. The espresso is good rather than great, but it is always fresh and consistent.

The manual steam wand needs practice; the brew group comes out for rinsing, which keeps it clean.

**Verdict:** four stars for convenience.`,
    body_ar: `الماجنيفيكا S بتطحن وتوزن وتحضّر بلمسة. الإسبريسو كويس مش خارق، بس دايمًا فريش وثابت.

ذراع البخار اليدوي محتاج تمرين، ووحدة التحضير بتطلع تتشطف، وده بيحافظ على نضافتها.

**الخلاصة:** أربع نجوم للراحة.`,
    author: authors.karim,
    days_ago: 58,
    image: { kind: 'espresso-machine', color: '#2F2F2F' },
    review: { product: 'delonghi-magnifica-s-ecam22110', rating: 4 },
  },
  {
    slug: 'review-fayrouz-mahwag-1kg',
    kind: 'review',
    title_en: 'Fayrouz Medium Mahwag 1 kg: The Ahwa Taste, at Home',
    title_ar: 'فيروز وسط محوّج 1 كيلو: طعم القهوة البلدي في البيت',
    excerpt_en: 'Good value and the familiar cardamom note, but grind freshness varies.',
    excerpt_ar: 'سعرها كويس وريحة الحبهان المعروفة، بس فريشنس الطحنة مش ثابتة.',
    body_en: `This is the coffee many ahwas use, and it tastes like it: medium roast, a clear cardamom note, a good foam.

Our two bags were roasted three weeks apart and the older one had lost much of its aroma. A kilo is a lot for a small household; split it and freeze half.

**Verdict:** three stars. Great value for a big family or an office.`,
    body_ar: `ده البن اللي قهاوي كتير بتستخدمه، وطعمه بيقول كده: تحميص وسط وريحة حبهان واضحة ووش حلو.

الكيسين اللي جربناهم كان بينهم تلات أسابيع في التحميص، والأقدم كان فقد جزء كبير من ريحته. والكيلو كتير على بيت صغير؛ قسّمه وجمّد نصه.

**الخلاصة:** تلات نجوم. قيمة ممتازة لعيلة كبيرة أو مكتب.`,
    author: authors.salma,
    days_ago: 76,
    image: { kind: 'bag', color: '#B5651D' },
    review: { product: 'fayrouz-medium-mahwag-1kg-coffee-house', rating: 3 },
  },
];
