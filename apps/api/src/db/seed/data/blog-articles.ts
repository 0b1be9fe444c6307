import type { SeedAuthor, SeedPost } from './content-types.js';

export const authors = {
  salma: { en: 'Salma Hegazy', ar: 'سلمى حجازي' },
  omar: { en: 'Omar El-Masry', ar: 'عمر المصري' },
  nour: { en: 'Nour Abdelrahman', ar: 'نور عبد الرحمن' },
  karim: { en: 'Karim Fawzy', ar: 'كريم فوزي' },
} satisfies Record<string, SeedAuthor>;

export const articles: SeedPost[] = [
  {
    slug: 'turkish-coffee-in-a-kanaka',
    kind: 'article',
    title_en: 'Turkish Coffee in a Kanaka: The Foam Is the Whole Point',
    title_ar: 'القهوة التركي في الكنكة: الوش هو كل الحكاية',
    excerpt_en: 'Cold water, a low flame and patience: how to get a thick, lasting foam every morning.',
    excerpt_ar: 'مياه باردة ونار هادئة وشوية صبر: إزاي تطلع وش تقيل وثابت كل صباح.',
    body_en: `Ask anyone in Cairo how they judge a cup of Turkish coffee and the answer is the same: the foam.

## What you need

- A small kanaka (copper or stainless steel), one cup size per cup you make
- Finely ground Turkish coffee, about 7 g (one heaped teaspoon) per cup
- Cold water, measured with the cup you will serve in

## The method

1. Put cold water, coffee and sugar (if you take it) in the kanaka and stir well **before** heating.
2. Heat on the lowest flame. Do not stir again.
3. When a dark ring forms and the foam starts to rise, spoon a little foam into each cup.
4. Let it rise once more, then pour slowly down the side of the cup so the foam floats up.

The secret is time: a cup that boils in one minute never has the foam of a cup that took four.`,
    body_ar: `اسأل أي حد في القاهرة بيحكم على فنجان القهوة التركي بإيه، هيقولك على طول: الوش.

## هتحتاج إيه

- كنكة صغيرة (نحاس أو ستانلس ستيل) على قد عدد الفناجين
- بن تركي مطحون ناعم، حوالي 7 جرام (معلقة صغيرة مليانة) للفنجان
- مياه باردة، تقيسها بنفس الفنجان اللي هتقدّم فيه

## الطريقة

1. حط المياه الباردة والبن والسكر (لو بتشربها مظبوط أو زيادة) في الكنكة وقلّب كويس **قبل** ما تولّع النار.
2. سيبها على أهدى نار، ومتقلّبش تاني.
3. أول ما تظهر دايرة غامقة ويبدأ الوش يطلع، خد شوية وش بالمعلقة وحطهم في كل فنجان.
4. سيبها تفور مرة كمان، وبعدين صب بالراحة على جنب الفنجان عشان الوش يطلع لفوق.

السر كله في الوقت: الفنجان اللي بيغلي في دقيقة عمره ما هيبقى له وش زي اللي أخد أربع دقايق.`,
    author: authors.salma,
    days_ago: 3,
    image: { kind: 'cezve', color: '#B5651D' },
    products: ['fayrouz-turkish-coffee-medium-plain', 'barista-pro-hammered-copper-kanaka'],
  },
  {
    slug: 'cardamom-and-coffee',
    kind: 'article',
    title_en: 'Cardamom and Coffee: An Old Friendship',
    title_ar: 'الحبهان والقهوة: صحبة قديمة',
    excerpt_en: 'From Gulf qahwa to the Egyptian mahwag blend, why cardamom belongs in the pot.',
    excerpt_ar: 'من القهوة العربية في الخليج إلى البن المحوّج في مصر: ليه الحبهان له مكان في الكنكة.',
    body_en: `Cardamom has been ground with coffee for centuries, and not only for its perfume: its oils soften bitterness and make a dark roast feel rounder.

## Three ways to use it

- **Mahwag:** coffee ground with cardamom at the roastery, the Egyptian way. Easy and consistent.
- **Fresh pods:** crack two pods per cup and add them to the kanaka with the water.
- **Gulf qahwa:** lightly roasted beans, a generous spoon of cardamom and sometimes saffron, served without sugar next to dates.

Start with less than you think. Cardamom should be a note in the cup, not the whole song.`,
    body_ar: `الحبهان بيتطحن مع البن من مئات السنين، ومش بس عشان ريحته: زيوته بتكسر المرارة وبتخلي التحميصة الغامقة أنعم في البق.

## تلات طرق تستخدمه بيها

- **المحوّج:** بن مطحون مع الحبهان في المحمصة على الطريقة المصرية. سهل وطعمه ثابت.
- **حبهان فريش:** اكسر حبتين لكل فنجان وحطهم في الكنكة مع المية.
- **القهوة العربية:** بن محمص تحميص فاتح مع معلقة حبهان كريمة وأحيانًا زعفران، وتتقدم من غير سكر جنب التمر.

ابدأ بكمية أقل من اللي في بالك. الحبهان لازم يبقى نغمة في الفنجان، مش الأغنية كلها.`,
    author: authors.nour,
    days_ago: 9,
    image: { kind: 'jar', color: '#2F5D50' },
    products: ['nile-roasters-turkish-light-cardamom', 'alex-roastery-turkish-extra-cardamom'],
  },
  {
    slug: 'choosing-your-first-espresso-machine',
    kind: 'article',
    title_en: 'Choosing Your First Espresso Machine',
    title_ar: 'إزاي تختار أول ماكينة إسبريسو',
    excerpt_en: 'Pressure numbers mean little. Temperature, steam and the grinder beside it mean a lot.',
    excerpt_ar: 'أرقام الضغط مش كل حاجة. الحرارة والبخار والمطحنة اللي جنبها هما الأهم.',
    body_en: `Every box says "15 bar" or "20 bar". Good espresso needs about 9. What matters more:

## Stable temperature

A machine that holds its temperature shot after shot (a thermoblock with PID, or a boiler) gives you the same coffee every morning.

## Steam that keeps up

If you drink lattes, look at the steam wand. A proper wand lets you texture milk for latte art; an automatic frother is easier but less precise.

## Budget for the grinder

A good grinder is half of espresso. If your budget is fixed, a modest machine with a good grinder beats an expensive machine with pre-ground coffee.

Our picks for a first machine: the De'Longhi Dedica for small kitchens and the Breville Bambino Plus if you love milk drinks.`,
    body_ar: `كل علبة مكتوب عليها "15 بار" أو "20 بار"، والإسبريسو الحلو محتاج حوالي 9 بس. الأهم من كده:

## حرارة ثابتة

الماكينة اللي بتحافظ على حرارتها من شوت للتاني (ثيرموبلوك بـ PID أو بويلر) هتديك نفس الفنجان كل يوم.

## بخار يلاحق عليك

لو بتحب اللاتيه، بص على ذراع البخار. الذراع الحقيقي بيخليك تعمل رغوة تنفع للاتيه آرت، والفوّار الأوتوماتيك أسهل بس أقل دقة.

## خلي جزء للمطحنة

المطحنة الكويسة نص الإسبريسو. لو ميزانيتك محددة، ماكينة بسيطة مع مطحنة كويسة أحسن من ماكينة غالية مع بن مطحون جاهز.

ترشيحاتنا لأول ماكينة: ديلونجي ديديكا للمطابخ الصغيرة، وبريفيل بامبينو بلس لو بتعشق مشروبات اللبن.`,
    author: authors.karim,
    days_ago: 14,
    image: { kind: 'espresso-machine', color: '#3A3A3C' },
    products: ['delonghi-dedica-style-ec685', 'breville-bambino-plus-bes500'],
  },
  {
    slug: 'v60-for-beginners',
    kind: 'article',
    title_en: 'The V60 for Beginners: One Recipe to Start With',
    title_ar: 'الـ V60 للمبتدئين: وصفة واحدة تبدأ بيها',
    excerpt_en: '15 g of coffee, 250 g of water, three minutes: a recipe you can repeat and then adjust.',
    excerpt_ar: '15 جرام بن و250 جرام مية وتلات دقايق: وصفة تقدر تكررها وبعدين تظبطها على مزاجك.',
    body_en: `Pour-over looks fussy, but one reliable recipe is all you need to begin.

## The recipe

- 15 g coffee, ground like coarse sand
- 250 g water just off the boil (about 93 °C)
- A paper filter, rinsed with hot water first

## Step by step

1. Pour 40 g of water and wait 30 seconds: the coffee "blooms" as gas escapes.
2. Pour slowly in circles to 150 g by 1:00.
3. Pour to 250 g by 1:45.
4. Let it drain. Aim to finish between 2:45 and 3:15.

Too sour? Grind finer. Too bitter? Grind coarser. Change one thing at a time.`,
    body_ar: `التقطير شكله معقد، بس كل اللي محتاجه عشان تبدأ وصفة واحدة مضمونة.

## الوصفة

- 15 جرام بن، مطحون زي الرملة الخشنة
- 250 جرام مية بعد الغليان بشوية (حوالي 93 درجة)
- فلتر ورق، تشطفه بمية سخنة الأول

## خطوة بخطوة

1. صب 40 جرام مية واستنى 30 ثانية: البن "بيتفتح" والغاز بيطلع منه.
2. صب بالراحة في دواير لحد 150 جرام عند الدقيقة الأولى.
3. كمّل لحد 250 جرام عند 1:45.
4. سيبه يصفّي. المفروض يخلص ما بين 2:45 و3:15.

طعمه حامض؟ اطحن أنعم. مُر؟ اطحن أخشن. وغيّر حاجة واحدة بس كل مرة.`,
    author: authors.omar,
    days_ago: 20,
    image: { kind: 'dripper', color: '#D9A066' },
    products: ['hario-v60-ceramic-dripper-02', 'hario-v60-paper-filters-100', 'hario-v60-drip-scale'],
  },
  {
    slug: 'storing-coffee-in-the-heat',
    kind: 'article',
    title_en: 'Keeping Coffee Fresh Through an Egyptian Summer',
    title_ar: 'إزاي تحافظ على البن فريش في صيف مصر',
    excerpt_en: 'Air, light, heat and moisture are the enemies. The fridge is not the answer.',
    excerpt_ar: 'الهوا والنور والحرارة والرطوبة أعداء البن. والتلاجة مش هي الحل.',
    body_en: `Roasted coffee starts losing its aroma within days, and a 38 °C kitchen speeds everything up.

## Do

- Buy smaller bags more often: two weeks' worth is ideal.
- Keep beans in an airtight, opaque canister in the coolest cupboard, away from the stove.
- Grind just before brewing.

## Don't

- Don't keep the bag you use daily in the fridge: every time you open it, moisture condenses on the cold beans.
- Don't leave the bag open next to the kettle.

If you must keep coffee for a month or more, freeze it in small sealed portions and thaw each one once, unopened.`,
    body_ar: `البن المحمص بيبدأ يفقد ريحته في أيام، ومطبخ حرارته 38 درجة بيسرّع كل ده.

## اعمل

- اشتري أكياس أصغر على فترات أقرب: كمية أسبوعين هي المثالية.
- خلي البن في علبة محكمة ومعتمة في أبرد دولاب، بعيد عن البوتاجاز.
- اطحن قبل التحضير على طول.

## متعملش

- متحطش الكيس اللي بتستعمله كل يوم في التلاجة: كل ما تفتحه الرطوبة بتتكثف على البن البارد.
- متسيبش الكيس مفتوح جنب الكاتل.

لو لازم تخزن بن لشهر أو أكتر، جمّده في أكياس صغيرة مقفولة كويس، وطلّع كل كيس مرة واحدة من غير ما تفتحه لحد ما يوصل لحرارة الأوضة.`,
    author: authors.nour,
    days_ago: 27,
    image: { kind: 'jar', color: '#8E3B46' },
    products: ['zogag-hand-blown-coffee-canister'],
  },
  {
    slug: 'light-medium-dark-roast',
    kind: 'article',
    title_en: 'Light, Medium or Dark: What the Roast Really Changes',
    title_ar: 'فاتح ولا وسط ولا غامق: التحميص بيغيّر إيه فعلًا',
    excerpt_en: 'Roast level shapes acidity, body and bitterness more than the label on the bag.',
    excerpt_ar: 'درجة التحميص بتحدد الحموضة والقوام والمرارة أكتر من أي كلام على الكيس.',
    body_en: `The same green coffee can taste like berries or like dark chocolate depending on the roast.

- **Light roasts** keep the origin's character: bright acidity, floral and fruity notes. Best for pour-over.
- **Medium roasts** balance sweetness and acidity: caramel, nuts, a rounder body. The most forgiving.
- **Dark roasts** bring bitterness, smoke and a heavy body, and stand up to milk and sugar.

A myth worth dropping: darker is not stronger. Caffeine barely changes with roast; what changes is taste.`,
    body_ar: `نفس البن الأخضر ممكن يطلع طعمه زي التوت أو زي الشوكولاتة الغامقة حسب التحميص.

- **التحميص الفاتح** بيحافظ على شخصية بلد المنشأ: حموضة واضحة ونكهات ورد وفواكه. أحسن اختيار للتقطير.
- **التحميص الوسط** بيوازن بين الحلاوة والحموضة: كراميل ومكسرات وقوام أتقل. وده أسهلهم في التحضير.
- **التحميص الغامق** فيه مرارة وطعم مدخّن وقوام تقيل، وبيقف قدام اللبن والسكر.

خرافة لازم نبطلها: الغامق مش أقوى. نسبة الكافيين تقريبًا مبتتغيرش مع التحميص، اللي بيتغير هو الطعم.`,
    author: authors.omar,
    days_ago: 33,
    image: { kind: 'bag', color: '#6F4E37' },
  },
  {
    slug: 'grind-size-explained',
    kind: 'article',
    title_en: 'Grind Size, Explained Without the Jargon',
    title_ar: 'درجة الطحن ببساطة ومن غير تعقيد',
    excerpt_en: 'From powder-fine for Turkish coffee to coarse for cold brew: match the grind to the brewer.',
    excerpt_ar: 'من الناعم زي البودرة للقهوة التركي للخشن للكولد برو: اختار الطحنة على حسب الأداة.',
    body_en: `Water extracts flavour from the surface of the grounds. Finer grounds, more surface, faster extraction.

| Brewer | Grind |
| --- | --- |
| Turkish coffee | Powder, like flour |
| Espresso | Fine, like table salt |
| Moka pot | Fine to medium |
| V60 / pour-over | Medium, like coarse sand |
| French press | Coarse, like sea salt |
| Cold brew | Very coarse |

A burr grinder gives even particles; a blade grinder gives dust and boulders, and the cup tastes both sour and bitter at once.`,
    body_ar: `المية بتسحب النكهة من سطح البن المطحون. كل ما الطحنة أنعم، السطح أكبر والاستخلاص أسرع.

| الأداة | الطحنة |
| --- | --- |
| القهوة التركي | بودرة زي الدقيق |
| الإسبريسو | ناعمة زي ملح الطعام |
| الموكا بوت | ناعمة لوسط |
| الـ V60 والتقطير | وسط زي الرملة الخشنة |
| الفرنش برس | خشنة زي ملح البحر |
| الكولد برو | خشنة جدًا |

المطحنة ذات الأقراص (البير) بتدي حبيبات متساوية، أما مطحنة السكينة فبتطلع بودرة وحتت كبيرة مع بعض، والفنجان يطلع حامض ومُر في نفس الوقت.`,
    author: authors.karim,
    days_ago: 41,
    image: { kind: 'hand-grinder', color: '#8B5A2B' },
    products: ['timemore-chestnut-c3', 'baratza-encore-esp'],
  },
  {
    slug: 'coffee-in-ramadan',
    kind: 'article',
    title_en: 'Coffee in Ramadan: Enjoy It Without the Headache',
    title_ar: 'القهوة في رمضان: استمتع بيها من غير صداع',
    excerpt_en: 'How to time your cups between iftar and suhoor so the fast stays easy.',
    excerpt_ar: 'إزاي تنظم فناجينك بين الفطار والسحور عشان الصيام يفضل سهل.',
    body_en: `The first days of Ramadan are hardest for coffee lovers. A little planning helps.

- **Cut down a week before.** Halve your daily cups gradually so the fast doesn't start with a caffeine headache.
- **After iftar, not with it.** Wait an hour after breaking the fast; start with water and dates.
- **A small cup at suhoor** if you need it, with plenty of water — coffee alone will leave you thirsty.
- **Decaf in the evening** keeps the ritual without costing you sleep before suhoor.

Ramadan kareem from all of us at Bunn.`,
    body_ar: `أول أيام رمضان هي الأصعب على محبي القهوة، وشوية تخطيط بيفرقوا كتير.

- **قلل قبلها بأسبوع.** نزّل عدد فناجينك للنص بالتدريج عشان الصيام ميبدأش بصداع الكافيين.
- **بعد الفطار مش معاه.** استنى ساعة بعد ما تفطر، وابدأ بالمية والتمر.
- **فنجان صغير على السحور** لو محتاجه، مع مية كتير، لأن القهوة لوحدها هتعطّشك.
- **قهوة منزوعة الكافيين بالليل** بتحافظ على الطقس من غير ما تاخد من نومك قبل السحور.

رمضان كريم من كلنا في بُنّ.`,
    author: authors.salma,
    days_ago: 48,
    image: { kind: 'cup', color: '#3B5B7A' },
    products: ['colombia-sugarcane-decaf'],
  },
  {
    slug: 'ethiopia-colombia-brazil',
    kind: 'article',
    title_en: 'Ethiopia, Colombia, Brazil: Three Origins, Three Cups',
    title_ar: 'إثيوبيا وكولومبيا والبرازيل: تلات بلاد وتلات فناجين',
    excerpt_en: 'A tasting flight to learn what "origin" means, with coffees from our roasters.',
    excerpt_ar: 'جولة تذوق تفهم منها يعني إيه "بلد المنشأ"، ببن من محامصنا.',
    body_en: `Brew the three side by side, same recipe, and taste them as they cool.

## Ethiopia Yirgacheffe

Light body, jasmine and lemon. The coffee that makes people say "I didn't know coffee could taste like this".

## Colombia Huila

Caramel, red apple and a clean finish. Balanced enough for every brewer.

## Brazil Cerrado

Chocolate and roasted nuts, low acidity, heavy body. The backbone of many espresso blends.

Write down one word for each. After three flights you will know which origin is yours.`,
    body_ar: `حضّر التلاتة جنب بعض بنفس الوصفة، ودوقهم وهما بيبردوا.

## إثيوبيا يرجاتشيف

قوام خفيف وريحة ياسمين وليمون. البن اللي بيخلي الناس تقول "مكنتش أعرف إن القهوة ممكن يبقى طعمها كده".

## كولومبيا هويلا

كراميل وتفاح أحمر ونهاية نضيفة. متوازن كفاية لأي طريقة تحضير.

## البرازيل سيرادو

شوكولاتة ومكسرات محمصة، حموضة قليلة وقوام تقيل. العمود الفقري لخلطات إسبريسو كتير.

اكتب كلمة واحدة لكل واحد. بعد تلات جولات هتعرف أنهي بلد هو بتاعك.`,
    author: authors.omar,
    days_ago: 55,
    image: { kind: 'bag', color: '#2F5D50' },
    products: [
      'ethiopia-yirgacheffe-kochere-washed',
      'colombia-huila-supremo',
      'brazil-cerrado-mineiro-natural',
    ],
  },
  {
    slug: 'cold-brew-at-home',
    kind: 'article',
    title_en: 'Cold Brew at Home, the Easy Way',
    title_ar: 'الكولد برو في البيت بأسهل طريقة',
    excerpt_en: 'Coarse coffee, cold water, a night in the fridge. Smooth, sweet and ready for the heat.',
    excerpt_ar: 'بن خشن ومية ساقعة وليلة في التلاجة. ناعم وحلو وجاهز للحر.',
    body_en: `Cold brew is not iced coffee: it never meets hot water, so it comes out low in acidity and naturally sweet.

## Ratio

80 g of coarsely ground coffee to 1 litre of cold water makes a concentrate; dilute it 1:1 with water or milk.

## Method

1. Stir coffee and water in a jar or a cold brew pot.
2. Cover and leave in the fridge for 12 to 16 hours.
3. Filter, bottle, and keep it cold for up to a week.

Serve over plenty of ice. A spoon of condensed milk turns it into a treat.`,
    body_ar: `الكولد برو مش قهوة مثلجة وخلاص: البن عمره ما بيقابل مية سخنة، عشان كده بيطلع حموضته قليلة وحلو لوحده.

## النسبة

80 جرام بن مطحون خشن للتر مية ساقعة بيطلعوا مركّز، تخففه بعدين نص بنص بمية أو لبن.

## الطريقة

1. قلّب البن والمية في برطمان أو إبريق كولد برو.
2. غطيه وسيبه في التلاجة من 12 لـ 16 ساعة.
3. صفّيه وعبّيه في إزازة، ويفضل في التلاجة لحد أسبوع.

قدّمه على تلج كتير، ومعلقة لبن مكثف بتحوّله لحلو.`,
    author: authors.nour,
    days_ago: 62,
    image: { kind: 'bottle', color: '#3B5B7A' },
    products: ['hario-mizudashi-cold-brew-pot-1l', 'sinai-coffee-cold-brew-coarse-blend'],
  },
  {
    slug: 'water-for-coffee',
    kind: 'article',
    title_en: 'Your Coffee Is 98% Water',
    title_ar: 'فنجانك 98% منه مية',
    excerpt_en: 'Tap water, bottled or filtered: what minerals do to extraction and taste.',
    excerpt_ar: 'مية الحنفية ولا المعدنية ولا المفلترة: المعادن بتعمل إيه في الطعم.',
    body_en: `Change the water and the same beans taste different.

- **Very hard water** (lots of calcium) mutes acidity and leaves scale in your machine.
- **Very soft or distilled water** extracts poorly and tastes flat.
- **Filtered tap water** or a light bottled water is the sweet spot for most homes in Egypt.

If your kettle has white flakes in it, your espresso machine needs descaling more often than the manual says.`,
    body_ar: `غيّر المية ونفس البن هيطلع له طعم تاني.

- **المية العسرة جدًا** (فيها كالسيوم كتير) بتطفي الحموضة وبتسيب جير في الماكينة.
- **المية الخفيفة جدًا أو المقطرة** بتستخلص وحش وطعمها بيطلع باهت.
- **مية الحنفية المفلترة** أو مية معدنية خفيفة هي الأنسب لأغلب البيوت في مصر.

لو الكاتل عندك فيه قشور بيضا، يبقى ماكينة الإسبريسو محتاجة إزالة جير أكتر من اللي مكتوب في الكتالوج.`,
    author: authors.karim,
    days_ago: 70,
    image: { kind: 'kettle', color: '#4A4A4A' },
    products: ['barista-pro-liquid-descaler-500ml'],
  },
  {
    slug: 'cairo-coffee-houses',
    kind: 'article',
    title_en: 'A Short History of the Cairo Ahwa',
    title_ar: 'حكاية قصيرة عن القهوة البلدي في القاهرة',
    excerpt_en:
      'From Ottoman-era coffee houses to today\u2019s specialty bars, Cairo has always met over coffee.',
    excerpt_ar:
      'من مقاهي العصر العثماني لمحلات القهوة المختصة النهارده: القاهرة طول عمرها بتتقابل على فنجان.',
    body_en: `Coffee reached Cairo in the early 1500s with Yemeni students at Al-Azhar, and the city never looked back.

The *ahwa* became the neighbourhood's living room: news was read aloud, deals were made, and writers like Naguib Mahfouz wrote about the people around its tables.

Today the ahwa and the specialty coffee bar sit on the same streets. One serves *mazboot* in a small cup with a glass of water; the other weighs its V60 to the gram. Both are about the same thing: a reason to sit down together.`,
    body_ar: `القهوة وصلت القاهرة في أوائل القرن السادس عشر مع طلبة يمنيين في الأزهر، ومن ساعتها المدينة مرجعتش.

القهوة البلدي بقت أوضة القعاد بتاعة الحتة: الأخبار بتتقري بصوت عالي، والصفقات بتتقفل، وكتّاب زي نجيب محفوظ كتبوا عن الناس اللي قاعدة على ترابيزاتها.

النهارده القهوة البلدي ومحل القهوة المختصة في نفس الشارع. واحد بيقدّم المظبوط في فنجان صغير جنبه كوباية مية، والتاني بيوزن الـ V60 بالجرام. والاتنين في الآخر عن نفس الحاجة: سبب إننا نقعد مع بعض.`,
    author: authors.salma,
    days_ago: 84,
    image: { kind: 'cup', color: '#8E3B46' },
  },
];
