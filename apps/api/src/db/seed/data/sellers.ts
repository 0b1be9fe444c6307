import type { SeedOpeningHours, SeedSeller } from './types.js';

type Day = SeedOpeningHours[number]['day'];
const ALL_DAYS: Day[] = [0, 1, 2, 3, 4, 5, 6];
const FRIDAY: Day = 5;

/** Same hours every day, optionally with other hours (or closed: null) on some days. */
function hours(
  open: string,
  close: string,
  overrides: Partial<Record<Day, [string, string] | null>> = {},
): SeedOpeningHours {
  const result: SeedOpeningHours = [];
  for (const day of ALL_DAYS) {
    const override = overrides[day];
    if (override === null) continue;
    const [o, c] = override ?? [open, close];
    result.push({ day, open: o, close: c });
  }
  return result;
}

export const sellers: SeedSeller[] = [
  // ---------------------------------------------------------------- coffee shops
  {
    slug: 'nile-roasters-zamalek',
    name_en: 'Nile Roasters Zamalek',
    name_ar: 'نايل روسترز الزمالك',
    description_en:
      'A specialty roastery and coffee bar on a quiet Zamalek side street, roasting single origins from Ethiopia, Colombia and Yemen twice a week. Sit by the window with a V60, or take home freshly roasted beans ground to your brewer.',
    description_ar:
      'محمصة وكوفي بار للقهوة المختصة في شارع هادئ بالزمالك، نحمّص فيها محاصيل فردية من إثيوبيا وكولومبيا واليمن مرتين أسبوعيًا. استمتع بكوب V60 بجوار النافذة، أو اشترِ البن طازجًا ومطحونًا حسب أداة التحضير التي تستخدمها.',
    is_coffee_shop: true,
    governorate_code: 'EG-C',
    city_en: 'Zamalek',
    address_en: '14 Brazil Street, Zamalek, Cairo',
    address_ar: '14 شارع البرازيل، الزمالك، القاهرة',
    latitude: 30.0634,
    longitude: 31.2188,
    phone: '+20 2 2735 4810',
    opening_hours: hours('08:00', '01:00', { [FRIDAY]: ['10:00', '01:00'] }),
  },
  {
    slug: 'bean-bar-maadi',
    name_en: 'Bean Bar Maadi',
    name_ar: 'بين بار المعادي',
    description_en:
      'A leafy neighbourhood café on Road 9 known for its flat whites, cold brew and weekend brunch. The shelves stock house blends, capsules and everyday brewing gear for Maadi homes.',
    description_ar:
      'كافيه هادئ بين أشجار المعادي في شارع 9، يشتهر بالفلات وايت والكولد برو وإفطار نهاية الأسبوع. وعلى الرفوف خلطات المحل والكبسولات وأدوات التحضير اليومية للبيت.',
    is_coffee_shop: true,
    governorate_code: 'EG-C',
    city_en: 'Maadi',
    address_en: '27 Road 9, Maadi, Cairo',
    address_ar: '27 شارع 9، المعادي، القاهرة',
    latitude: 29.9612,
    longitude: 31.2574,
    phone: '+20 2 2378 6621',
    opening_hours: hours('07:30', '00:30'),
  },
  {
    slug: 'heliopolis-brew',
    name_en: 'Heliopolis Brew',
    name_ar: 'هليوبوليس برو',
    description_en:
      'Under the arcades of Korba, Heliopolis Brew pours espresso from a twin-group lever machine and roasts medium blends made for milk drinks. Ask the baristas for a tasting flight of the week’s beans.',
    description_ar:
      'تحت بواكي الكوربة في مصر الجديدة، نقدّم الإسبريسو من ماكينة بذراع بمجموعتين، ونحمّص خلطات وسط مناسبة لمشروبات الحليب. اطلب من الباريستا تذوق بن الأسبوع.',
    is_coffee_shop: true,
    governorate_code: 'EG-C',
    city_en: 'Heliopolis',
    address_en: '18 El-Ahram Street, Korba, Heliopolis, Cairo',
    address_ar: '18 شارع الأهرام، الكوربة، مصر الجديدة، القاهرة',
    latitude: 30.0903,
    longitude: 31.3236,
    phone: '+20 2 2414 3390',
    opening_hours: hours('08:00', '01:00'),
  },
  {
    slug: 'downtown-qahwa',
    name_en: 'Downtown Qahwa',
    name_ar: 'قهوة وسط البلد',
    description_en:
      'A traditional Cairo coffee house off Talaat Harb that has been grinding Turkish coffee with cardamom on the spot for three generations. Buy it plain, light, medium or dark roast, by the quarter kilo or the kilo.',
    description_ar:
      'قهوة بلدي عريقة بجوار شارع طلعت حرب، تطحن البن التركي بالحبهان أمامك منذ ثلاثة أجيال. متوفر سادة أو محوج، فاتح أو وسط أو غامق، بالربع كيلو أو بالكيلو.',
    is_coffee_shop: true,
    governorate_code: 'EG-C',
    city_en: 'Cairo Downtown',
    address_en: '9 Talaat Harb Street, Downtown, Cairo',
    address_ar: '9 شارع طلعت حرب، وسط البلد، القاهرة',
    latitude: 30.0476,
    longitude: 31.2391,
    phone: '+20 2 2392 5547',
    opening_hours: hours('07:00', '02:00'),
  },
  {
    slug: 'zayed-roastery',
    name_en: 'Zayed Roastery',
    name_ar: 'محمصة زايد',
    description_en:
      'A glass-walled roastery in Sheikh Zayed where you can watch the 15 kg drum roaster at work. Known for light-roast African coffees for filter and a chocolatey espresso blend, with home espresso machines on display.',
    description_ar:
      'محمصة بواجهة زجاجية في الشيخ زايد تشاهد فيها محمصة الـ15 كيلو أثناء العمل. تشتهر بالبن الأفريقي الفاتح للفلتر وخلطة إسبريسو بنكهة الشوكولاتة، مع ركن لعرض ماكينات الإسبريسو المنزلية.',
    is_coffee_shop: true,
    governorate_code: 'EG-GZ',
    city_en: 'Cheikh Zayed',
    address_en: 'Shop 12, Central Services Area, 3rd District, Sheikh Zayed, Giza',
    address_ar: 'محل 12، منطقة الخدمات المركزية، الحي الثالث، الشيخ زايد، الجيزة',
    latitude: 30.0452,
    longitude: 30.9763,
    phone: '+20 2 3851 2274',
    opening_hours: hours('08:00', '00:00', { [FRIDAY]: ['12:00', '01:00'], 4: ['08:00', '01:00'] }),
  },
  {
    slug: 'dokki-coffee-lab',
    name_en: 'Dokki Coffee Lab',
    name_ar: 'دقي كوفي لاب',
    description_en:
      'A small brew bar near Mesaha Square run by competition baristas, with weekly cupping sessions and home-brewing workshops. Their filter menu changes every week, and everything on it is for sale as beans.',
    description_ar:
      'بار تحضير صغير بالقرب من ميدان المساحة يديره باريستا من أبطال المسابقات، مع جلسات تذوق أسبوعية وورش للتحضير المنزلي. قائمة الفلتر تتغير كل أسبوع، وكل أنواع البن فيها متاحة للبيع.',
    is_coffee_shop: true,
    governorate_code: 'EG-GZ',
    city_en: 'Dokki',
    address_en: '41 Mossadak Street, Dokki, Giza',
    address_ar: '41 شارع مصدق، الدقي، الجيزة',
    latitude: 30.0384,
    longitude: 31.2116,
    phone: '+20 2 3761 4408',
    opening_hours: hours('09:00', '00:00', { [FRIDAY]: ['13:00', '00:00'] }),
  },
  {
    slug: 'haram-qahwa-house',
    name_en: 'Haram Qahwa House',
    name_ar: 'بيت قهوة الهرم',
    description_en:
      'A family coffee house on Al Haram Street roasting and grinding Turkish coffee daily, with a view of the pyramids from the roof terrace on clear evenings. Famous for its spiced “mehawag” blend and copper kanakas.',
    description_ar:
      'بيت قهوة عائلي في شارع الهرم يحمّص البن التركي ويطحنه يوميًا، ومن التراس تظهر الأهرامات في الأمسيات الصافية. يشتهر بالبن المحوج والكنك النحاس.',
    is_coffee_shop: true,
    governorate_code: 'EG-GZ',
    city_en: 'Haram',
    address_en: '212 Al Haram Street, Al Talbia, Giza',
    address_ar: '212 شارع الهرم، الطالبية، الجيزة',
    latitude: 29.9868,
    longitude: 31.1712,
    phone: '+20 2 3586 7719',
    opening_hours: hours('08:00', '02:00'),
  },
  {
    slug: 'stanley-bay-cafe',
    name_en: 'Stanley Bay Café',
    name_ar: 'كافيه خليج ستانلي',
    description_en:
      'A seaside café overlooking Stanley Bridge, serving iced lattes and espresso tonics with the Mediterranean breeze. Pick up beans, cold-brew kits and travel tumblers on your way to the beach.',
    description_ar:
      'كافيه على البحر مباشرةً أمام كوبري ستانلي، يقدّم الآيس لاتيه والإسبريسو تونيك مع نسيم البحر المتوسط. اشترِ البن وأدوات الكولد برو وأكواب السفر في طريقك إلى الشاطئ.',
    is_coffee_shop: true,
    governorate_code: 'EG-ALX',
    city_en: 'Stanley',
    address_en: 'El Geish Road (Corniche), next to Stanley Bridge, Alexandria',
    address_ar: 'طريق الجيش (الكورنيش)، بجوار كوبري ستانلي، الإسكندرية',
    latitude: 31.2354,
    longitude: 29.9487,
    phone: '+20 3 5457 8830',
    opening_hours: hours('09:00', '01:00', { 4: ['09:00', '02:00'], [FRIDAY]: ['09:00', '02:00'] }),
  },
  {
    slug: 'smouha-roasters',
    name_en: 'Smouha Roasters',
    name_ar: 'محمصة سموحة',
    description_en:
      'Alexandria’s neighbourhood roastery near Victor Emmanuel Square, roasting Brazilian and Ethiopian coffees in small batches for espresso and filter. Home baristas come for the beans and stay for the grinder advice.',
    description_ar:
      'محمصة الحي في سموحة بالقرب من ميدان فيكتور عمانويل، تحمّص البن البرازيلي والإثيوبي بكميات صغيرة للإسبريسو والفلتر. يقصدها محبو التحضير المنزلي من أجل البن ويبقون من أجل نصائح المطاحن.',
    is_coffee_shop: true,
    governorate_code: 'EG-ALX',
    city_en: 'Smouha',
    address_en: '33 Victor Emmanuel Square, Smouha, Alexandria',
    address_ar: '33 ميدان فيكتور عمانويل، سموحة، الإسكندرية',
    latitude: 31.2157,
    longitude: 29.9546,
    phone: '+20 3 4268 1195',
    opening_hours: hours('08:00', '00:00', { [FRIDAY]: ['12:00', '00:00'] }),
  },
  {
    slug: 'mansheya-coffee-house',
    name_en: 'Mansheya Coffee House',
    name_ar: 'قهوة المنشية',
    description_en:
      'An old Alexandrian coffee house on Orabi Square that has served Turkish coffee since the 1950s. Its house blend, roasted medium with a touch of cardamom, is sold freshly ground by the quarter kilo.',
    description_ar:
      'قهوة إسكندرانية عريقة في ميدان عرابي تقدّم القهوة التركي منذ الخمسينيات. خلطة المحل محمصة وسط بلمسة حبهان، وتُباع مطحونة طازجة بالربع كيلو.',
    is_coffee_shop: true,
    governorate_code: 'EG-ALX',
    city_en: 'Mansheya',
    address_en: '14 Orabi Square, Mansheya, Alexandria',
    address_ar: '14 ميدان عرابي، المنشية، الإسكندرية',
    latitude: 31.1993,
    longitude: 29.8946,
    phone: '+20 3 4871 2206',
    opening_hours: hours('07:00', '01:00'),
  },
  {
    slug: 'mansoura-beans',
    name_en: 'Mansoura Beans',
    name_ar: 'بن المنصورة',
    description_en:
      'The Delta’s go-to coffee shop in the heart of Mansoura, with espresso drinks, Turkish coffee ground to order and a corner of brewing tools. Students and families alike come for the caramel latte.',
    description_ar:
      'الكوفي شوب الأشهر في الدلتا في قلب المنصورة، يقدّم مشروبات الإسبريسو والبن التركي المطحون حسب الطلب، مع ركن لأدوات التحضير. الطلبة والعائلات يقصدونه خصيصًا من أجل الكراميل لاتيه.',
    is_coffee_shop: true,
    governorate_code: 'EG-DK',
    city_en: 'Mansoura',
    address_en: '18 El Gomhoreya Street, near El Mashaya, Mansoura, Dakahlia',
    address_ar: '18 شارع الجمهورية، بالقرب من المشاية، المنصورة، الدقهلية',
    latitude: 31.0414,
    longitude: 31.3786,
    phone: '+20 50 223 4517',
    opening_hours: hours('09:00', '00:00', { [FRIDAY]: ['13:00', '01:00'] }),
  },

  // ---------------------------------------------------------------- stores
  {
    slug: 'barista-gear',
    name_en: 'Barista Gear',
    name_ar: 'باريستا جير',
    description_en:
      'An espresso equipment store in Nasr City with machines, grinders and barista tools from De’Longhi, Breville, Baratza and more. Every machine is set up and tested before delivery, and the in-house workshop handles servicing.',
    description_ar:
      'معرض متخصص في معدات الإسبريسو بمدينة نصر، يضم ماكينات ومطاحن وأدوات باريستا من ديلونجي وبريفيل وباراتزا وغيرها. كل ماكينة تُضبط وتُجرَّب قبل التوصيل، ولدينا ورشة صيانة خاصة.',
    is_coffee_shop: false,
    governorate_code: 'EG-C',
    city_en: 'Nasr City',
    address_en: '8 Makram Ebeid Street, 6th District, Nasr City, Cairo',
    address_ar: '8 شارع مكرم عبيد، الحي السادس، مدينة نصر، القاهرة',
    latitude: 30.0572,
    longitude: 31.3312,
    phone: '+20 100 482 7713',
    opening_hours: hours('10:00', '22:00', { [FRIDAY]: null }),
  },
  {
    slug: 'october-home-brew',
    name_en: 'October Home Brew',
    name_ar: 'أكتوبر هوم برو',
    description_en:
      'Everything for brewing at home: drippers, French presses, moka pots, kettles, scales and filters from Hario, Bialetti, Timemore and Fellow. Friendly advice on which brewer suits your taste and budget.',
    description_ar:
      'كل ما تحتاجه لتحضير القهوة في البيت: أدوات تقطير وفرنش برس وأباريق موكا وغلايات وموازين وفلاتر من هاريو وبياليتي وتايم مور وفيلو. ونساعدك في اختيار الأداة المناسبة لذوقك وميزانيتك.',
    is_coffee_shop: false,
    governorate_code: 'EG-GZ',
    city_en: 'Sixth of October',
    address_en: 'Shop 5, Central Axis, 2nd District, Sixth of October, Giza',
    address_ar: 'محل 5، المحور المركزي، الحي الثاني، السادس من أكتوبر، الجيزة',
    latitude: 29.9746,
    longitude: 30.9473,
    phone: '+20 2 3837 6502',
    opening_hours: hours('11:00', '23:00', { [FRIDAY]: null }),
  },
  {
    slug: 'gift-corner',
    name_en: 'Gift Corner',
    name_ar: 'ركن الهدايا',
    description_en:
      'A gift shop in the Fifth Settlement for coffee lovers: handmade ceramic mugs, glassware, flavour syrups and ready-wrapped gift boxes. Add a card with your message and we deliver it gift-wrapped anywhere in Egypt.',
    description_ar:
      'متجر هدايا لعشاق القهوة في التجمع الخامس: مجات فخار مصنوعة يدويًا وأكواب زجاجية وشراب نكهات وعلب هدايا جاهزة. أضف كارتًا برسالتك ونوصّل الهدية مغلفة إلى أي مكان في مصر.',
    is_coffee_shop: false,
    governorate_code: 'EG-C',
    city_en: 'New Cairo',
    address_en: 'Building 62, North 90th Street, Fifth Settlement, New Cairo',
    address_ar: 'مبنى 62، شارع التسعين الشمالي، التجمع الخامس، القاهرة الجديدة',
    latitude: 30.0298,
    longitude: 31.4706,
    phone: '+20 122 615 3048',
    opening_hours: hours('10:00', '23:00', { [FRIDAY]: null }),
  },
];
