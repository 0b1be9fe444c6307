import type { SeedReviewText } from './types.js';

/** Reviews that fit any coffee product (beans, ground, Turkish, capsules, instant). */
export const coffeeReviewTexts: SeedReviewText[] = [
  {
    rating: 5,
    body_en:
      'Really fresh: the roast date was two days before delivery, and the aroma when I opened it was amazing.',
    body_ar: 'طازة جدًا، تاريخ التحميص كان قبل التوصيل بيومين، والريحة أول ما فتحتها كانت رائعة.',
  },
  {
    rating: 5,
    body_en: 'Tastes like the coffee at my favourite café. I have stopped buying anywhere else.',
    body_ar: 'طعمها زي قهوة الكافيه المفضل عندي، بطلت أشتري من أي مكان تاني.',
  },
  {
    rating: 4,
    body_en: 'Great with milk. A little darker than I expected for a medium roast, but very enjoyable.',
    body_ar: 'طعمها ممتاز مع اللبن، أغمق شوية من المتوقع لتحميص وسط لكن جميلة جدًا.',
  },
  {
    rating: 5,
    body_en: 'The fruity notes come through clearly, just like the description says.',
    body_ar: 'نكهة الفواكه واضحة جدًا زي ما مكتوب في الوصف.',
  },
  {
    rating: 4,
    body_en: 'Lovely chocolate notes. I would buy a bigger pack if they had one.',
    body_ar: 'نكهة شوكولاتة جميلة، ياريت يكون فيه عبوة أكبر.',
  },
  {
    rating: 3,
    body_en: 'Decent coffee but a bit too bitter for me. I will try the lighter roast next time.',
    body_ar: 'القهوة كويسة لكن مُرّة شوية بالنسبة لي، المرة الجاية هجرب التحميص الفاتح.',
  },
  {
    rating: 5,
    body_en: 'Ordered it for the office and everyone asked where it was from.',
    body_ar: 'طلبتها للمكتب وكل الزملاء سألوني جايبها منين.',
  },
  {
    rating: 2,
    body_en: 'The package arrived with the seal open and the coffee tasted flat.',
    body_ar: 'العبوة وصلت مفتوحة والقهوة كان طعمها باهت.',
  },
  {
    rating: 4,
    body_en: 'Smooth and balanced, and good value for the price.',
    body_ar: 'طعمها ناعم ومتوازن، وسعرها مناسب جدًا.',
  },
  {
    rating: 5,
    body_en: 'The smell filled the whole flat, and the packaging keeps it fresh for weeks.',
    body_ar: 'الريحة ملت الشقة كلها، والعبوة محكمة وبتحافظ عليها طازة لأسابيع.',
  },
  {
    rating: 3,
    body_en: 'Good taste, but the roast was darker than the label said.',
    body_ar: 'الطعم حلو، بس التحميص كان أغمق من المكتوب على العبوة.',
  },
  {
    rating: 5,
    body_en: 'Third time ordering and it is consistent every time.',
    body_ar: 'تالت مرة أطلبها والجودة ثابتة كل مرة.',
  },
  {
    rating: 4,
    body_en: 'Strong, full flavour, exactly how I like my morning cup.',
    body_ar: 'طعمها قوي ومليان، زي ما بحب فنجان الصبح بالظبط.',
  },
  {
    rating: 1,
    body_en: 'I received a different item from the one I ordered and customer service took days to reply.',
    body_ar: 'وصلني صنف غير اللي طلبته، وخدمة العملاء أخدت أيام عشان ترد.',
  },
  {
    rating: 5,
    body_en: 'Bright and refreshing, exactly as described. Lovely over ice in summer.',
    body_ar: 'منعشة وخفيفة زي الوصف بالظبط، تحفة مع التلج في الصيف.',
  },
  {
    rating: 4,
    body_en: 'Rich and aromatic. If it were a touch milder it would be perfect for me.',
    body_ar: 'غنية وريحتها حلوة، لو أخف شوية تبقى مثالية بالنسبة لي.',
  },
  {
    rating: 5,
    body_en: 'The freshest coffee I have bought online in Egypt.',
    body_ar: 'أطزج قهوة اشتريتها أونلاين في مصر.',
  },
  {
    rating: 3,
    body_en: 'The taste is fine, but the price has gone up since my last order.',
    body_ar: 'الطعم كويس، بس السعر زاد من آخر مرة طلبت.',
  },
  {
    rating: 4,
    body_en: 'Naturally sweet with no bitterness, even without sugar.',
    body_ar: 'فيها حلاوة طبيعية ومفيهاش أي مرارة حتى من غير سكر.',
  },
  {
    rating: 5,
    body_en: 'My father, who is very picky about his coffee, approved it!',
    body_ar: 'والدي اللي صعب جدًا في القهوة عجبته!',
  },
  {
    rating: 4,
    body_en: 'Great taste for the price. I keep one at home and one at the office.',
    body_ar: 'طعم ممتاز بالنسبة لسعرها، بخلي واحدة في البيت وواحدة في المكتب.',
  },
  {
    rating: 2,
    body_en: 'Far too dark and smoky for me, it tasted burnt.',
    body_ar: 'غامقة ومدخنة زيادة عن اللزوم، طعمها كان محروق.',
  },
];

/** Reviews that fit any machine, grinder, brewing tool, accessory or cup. */
export const equipmentReviewTexts: SeedReviewText[] = [
  {
    rating: 5,
    body_en: 'Solid, heavy and nicely finished. It arrived well packed in the original box.',
    body_ar: 'خامة تقيلة وتشطيب ممتاز، ووصل متغلف كويس في علبته الأصلية.',
  },
  {
    rating: 5,
    body_en: 'It made a real difference to the coffee I make at home.',
    body_ar: 'فرق فعلًا في القهوة اللي بعملها في البيت.',
  },
  {
    rating: 4,
    body_en: 'Works great, but the manual is only in English.',
    body_ar: 'شغال ممتاز، بس كتيب التعليمات بالإنجليزي بس.',
  },
  {
    rating: 5,
    body_en: 'The seller tested it before delivery and explained how to use it over the phone.',
    body_ar: 'البائع جربه قبل التوصيل وشرحلي طريقة الاستخدام في التليفون.',
  },
  {
    rating: 4,
    body_en: 'Good quality for the price, though the finish has a couple of small marks.',
    body_ar: 'جودة كويسة بالنسبة للسعر، بس التشطيب فيه علامتين صغيرين.',
  },
  {
    rating: 3,
    body_en: 'Does the job, but it feels lighter and less sturdy than I expected.',
    body_ar: 'بيأدي الغرض، بس حسيته أخف وأقل متانة من المتوقع.',
  },
  {
    rating: 5,
    body_en: 'Precise and easy to use, and the design is beautiful.',
    body_ar: 'دقيق وسهل الاستخدام، وشكله شيك جدًا.',
  },
  {
    rating: 2,
    body_en: 'A defect showed up after two weeks, and the warranty replacement took a long time.',
    body_ar: 'ظهر فيه عيب بعد أسبوعين، والاستبدال بالضمان أخد وقت طويل.',
  },
  {
    rating: 5,
    body_en: 'Looks great on my kitchen counter and feels premium in the hand.',
    body_ar: 'شكله تحفة على رخامة المطبخ وخامته فخمة.',
  },
  {
    rating: 4,
    body_en: 'Easy to clean, it comes apart without any tools.',
    body_ar: 'سهل في التنظيف وبيتفك من غير أي عدة.',
  },
  {
    rating: 5,
    body_en: 'Genuine product with an official warranty, not a copy.',
    body_ar: 'منتج أصلي بضمان رسمي، مش تقليد.',
  },
  {
    rating: 3,
    body_en: 'Good product, but the colour is slightly different from the photo.',
    body_ar: 'المنتج كويس، لكن اللون مختلف شوية عن الصورة.',
  },
  {
    rating: 5,
    body_en: 'My morning coffee routine became so much easier. Worth every pound.',
    body_ar: 'قهوة الصبح بقت أسهل بكتير، يستاهل كل جنيه.',
  },
  {
    rating: 4,
    body_en: 'Very good, although the box could include clearer care instructions.',
    body_ar: 'كويس جدًا، بس كان نفسي تيجي معاه تعليمات عناية أوضح.',
  },
  {
    rating: 1,
    body_en: 'Arrived dented and I had to send photos three times before they agreed to replace it.',
    body_ar: 'وصل مخبوط واضطريت أبعت صور تلات مرات لحد ما وافقوا يبدلوه.',
  },
  {
    rating: 5,
    body_en: 'Light and sturdy, I take it to the office and on trips.',
    body_ar: 'خفيف ومتين، باخده معايا الشغل وفي السفر.',
  },
  {
    rating: 4,
    body_en: 'Excellent, but it took me a few days to get used to it.',
    body_ar: 'ممتاز، بس أخدت كام يوم لحد ما اتعودت عليه.',
  },
  {
    rating: 5,
    body_en: 'My coffee at home tastes like the café’s now. I should have bought it sooner.',
    body_ar: 'القهوة في البيت بقى طعمها زي الكافيه، ياريتني كنت اشتريته من زمان.',
  },
  {
    rating: 3,
    body_en: 'One part was a little loose and I had to fix it myself.',
    body_ar: 'فيه جزء كان مخلخل شوية واضطريت أظبطه بنفسي.',
  },
  {
    rating: 5,
    body_en: 'Paying in instalments made it easy to finally get proper equipment at home.',
    body_ar: 'التقسيط خلاني أقدر أجيب أدوات محترمة للبيت أخيرًا.',
  },
  {
    rating: 4,
    body_en: 'Feels well made, but it is slightly smaller than I imagined.',
    body_ar: 'الصنعة كويسة، بس أصغر شوية من اللي تخيلته.',
  },
  {
    rating: 5,
    body_en: 'Exactly as described, and it was delivered carefully wrapped in bubble wrap.',
    body_ar: 'زي الوصف بالظبط، ووصل متغلف بعناية في بابل.',
  },
];

/** Reviews about the order itself (delivery, packaging, service), fit for any product. */
export const generalReviewTexts: SeedReviewText[] = [
  {
    rating: 5,
    body_en: 'Delivered the next day to Nasr City, and the courier was very polite.',
    body_ar: 'وصل تاني يوم مدينة نصر، والمندوب كان محترم جدًا.',
  },
  {
    rating: 5,
    body_en: 'Excellent packaging with bubble wrap and a handwritten thank-you card.',
    body_ar: 'تغليف ممتاز ببابل وكارت شكر مكتوب بخط اليد.',
  },
  {
    rating: 4,
    body_en: 'Arrived on the third day, a bit later than I hoped, but everything was fine.',
    body_ar: 'وصل في اليوم التالت، متأخر شوية عن توقعي بس كل حاجة كانت سليمة.',
  },
  {
    rating: 5,
    body_en: 'Perfect as a gift, it came beautifully wrapped.',
    body_ar: 'هدية مثالية، ووصلت متغلفة بشكل جميل.',
  },
  {
    rating: 4,
    body_en: 'Better prices than the shops, and cash on delivery was convenient.',
    body_ar: 'الأسعار أحسن من المحلات، والدفع عند الاستلام كان مريح.',
  },
  {
    rating: 3,
    body_en: 'The product is fine, but the courier called me at 11 pm.',
    body_ar: 'المنتج كويس، بس المندوب كلمني الساعة 11 بالليل.',
  },
  {
    rating: 5,
    body_en: 'Customer service answered on WhatsApp within minutes.',
    body_ar: 'خدمة العملاء ردت على الواتساب في دقايق.',
  },
  {
    rating: 4,
    body_en: 'Exactly like the pictures. I will order again.',
    body_ar: 'زي الصور بالظبط، وهطلب تاني أكيد.',
  },
  {
    rating: 2,
    body_en: 'The order arrived incomplete and the missing item came two days later.',
    body_ar: 'الأوردر وصل ناقص، والحاجة الناقصة وصلت بعدها بيومين.',
  },
  {
    rating: 5,
    body_en: 'I used my wallet balance and a coupon without any problems.',
    body_ar: 'استخدمت رصيد المحفظة والكوبون من غير أي مشاكل.',
  },
  {
    rating: 5,
    body_en: 'Delivered to Alexandria in two days, everything well packed.',
    body_ar: 'وصل إسكندرية في يومين، وكل حاجة متغلفة كويس.',
  },
  {
    rating: 4,
    body_en: 'A good experience overall, though order tracking could be clearer.',
    body_ar: 'تجربة كويسة عمومًا، بس متابعة الطلب محتاجة تبقى أوضح.',
  },
  {
    rating: 3,
    body_en: 'It is okay, nothing special for the price.',
    body_ar: 'كويس، بس مفيهوش حاجة مميزة بالنسبة لسعره.',
  },
  {
    rating: 5,
    body_en: 'Bought it for my mother on Mother’s Day and she loved it.',
    body_ar: 'جبته لماما في عيد الأم وعجبها جدًا.',
  },
  {
    rating: 4,
    body_en: 'Arrived in Mansoura quickly. The packaging could be a little sturdier.',
    body_ar: 'وصل المنصورة بسرعة، بس التغليف محتاج يبقى أقوى شوية.',
  },
  {
    rating: 1,
    body_en: 'I cancelled the order after a week of delays with no updates.',
    body_ar: 'لغيت الأوردر بعد أسبوع تأخير من غير أي تحديث.',
  },
  {
    rating: 5,
    body_en: 'The seller added a free sample to my order. Lovely gesture.',
    body_ar: 'البائع ضاف عينة هدية مع الأوردر، لفتة لطيفة جدًا.',
  },
  {
    rating: 5,
    body_en: 'Quick checkout and card payment went through without any problem.',
    body_ar: 'الطلب كان سريع والدفع بالكارت تم من غير أي مشكلة.',
  },
  {
    rating: 4,
    body_en: 'Very nice quality. A bit pricey, but worth it.',
    body_ar: 'جودة حلوة جدًا، السعر عالي شوية بس يستاهل.',
  },
  {
    rating: 3,
    body_en: 'The product is good, but the box arrived crushed at one corner.',
    body_ar: 'المنتج كويس، بس الكرتونة وصلت مدشدشة من ركن.',
  },
  {
    rating: 5,
    body_en: 'Very happy. This is my go-to store from now on.',
    body_ar: 'مبسوط جدًا، ده بقى المتجر بتاعي من هنا ورايح.',
  },
  {
    rating: 4,
    body_en: 'The seller kept me updated about the delivery time.',
    body_ar: 'البائع كان بيبلغني بميعاد التوصيل أول بأول.',
  },
];

/** All review texts together. */
export const reviewTexts: SeedReviewText[] = [
  ...coffeeReviewTexts,
  ...equipmentReviewTexts,
  ...generalReviewTexts,
];

export const reviewerNames: { en: string; ar: string }[] = [
  { en: 'Mariam S.', ar: 'مريم س.' },
  { en: 'Ahmed M.', ar: 'أحمد م.' },
  { en: 'Nour H.', ar: 'نور ح.' },
  { en: 'Mohamed A.', ar: 'محمد ع.' },
  { en: 'Salma K.', ar: 'سلمى ك.' },
  { en: 'Omar F.', ar: 'عمر ف.' },
  { en: 'Yasmin R.', ar: 'ياسمين ر.' },
  { en: 'Mostafa E.', ar: 'مصطفى إ.' },
  { en: 'Hana G.', ar: 'هنا ج.' },
  { en: 'Karim N.', ar: 'كريم ن.' },
  { en: 'Farida T.', ar: 'فريدة ط.' },
  { en: 'Youssef S.', ar: 'يوسف ص.' },
  { en: 'Aya M.', ar: 'آية م.' },
  { en: 'Mahmoud H.', ar: 'محمود ح.' },
  { en: 'Dina A.', ar: 'دينا ع.' },
  { en: 'Tarek B.', ar: 'طارق ب.' },
  { en: 'Reem Z.', ar: 'ريم ز.' },
  { en: 'Hassan Kh.', ar: 'حسن خ.' },
  { en: 'Nada F.', ar: 'ندى ف.' },
  { en: 'Amr S.', ar: 'عمرو س.' },
  { en: 'Rana E.', ar: 'رنا إ.' },
  { en: 'Khaled R.', ar: 'خالد ر.' },
  { en: 'Heba M.', ar: 'هبة م.' },
  { en: 'Sherif A.', ar: 'شريف ع.' },
  { en: 'Laila H.', ar: 'ليلى ح.' },
  { en: 'Ibrahim D.', ar: 'إبراهيم د.' },
  { en: 'Sara N.', ar: 'سارة ن.' },
  { en: 'Mina G.', ar: 'مينا ج.' },
  { en: 'Menna T.', ar: 'منة ط.' },
  { en: 'Ali K.', ar: 'علي ك.' },
  { en: 'Nourhan S.', ar: 'نورهان س.' },
  { en: 'Hossam F.', ar: 'حسام ف.' },
  { en: 'Habiba A.', ar: 'حبيبة ع.' },
  { en: 'Seif Y.', ar: 'سيف ي.' },
  { en: 'Marwa B.', ar: 'مروة ب.' },
  { en: 'Ramy H.', ar: 'رامي ح.' },
  { en: 'Shahd M.', ar: 'شهد م.' },
  { en: 'Bassem L.', ar: 'باسم ل.' },
  { en: 'Esraa R.', ar: 'إسراء ر.' },
  { en: 'Hesham Sh.', ar: 'هشام ش.' },
  { en: 'Malak E.', ar: 'ملك إ.' },
  { en: 'Peter W.', ar: 'بيتر و.' },
  { en: 'Jana K.', ar: 'جنى ك.' },
  { en: 'Ziad O.', ar: 'زياد ع.' },
  { en: 'Mai Sh.', ar: 'مي ش.' },
  { en: 'Abdelrahman G.', ar: 'عبد الرحمن ج.' },
];
