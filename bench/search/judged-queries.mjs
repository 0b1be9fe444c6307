// The judged query set of issue 23: what shoppers in Egypt type, and the demo-catalog products that should
// come first. Judged by reading apps/api/src/db/seed/data (names in both languages, categories, brands).
//
// kind: arabic (as written in Egypt) | franco (Arabic in Latin letters and digits) | english | misspelt |
//       brand | equipment (words of the trade: kanaka, cezve, tamper…)
// best: the products a shopper means (grade 2); also: products a shopper would accept (grade 1).
// Each entry is a product slug or a selector: `sub:<sub-category slug>`, `cat:<category slug>`,
// `brand:<brand slug>` (expanded against the demo catalog by judge.mjs).
// lang: the page the query is typed on (default: ar-SA for arabic/franco, en-US otherwise).

const TURKISH = ['sub:turkish-coffee'];
const TURKISH_GIFTS = ['fayrouz-turkish-coffee-heritage-box', 'turkish-coffee-fakhar-cups-gift-box'];
const MAHWAG = [
  'nile-roasters-turkish-light-cardamom',
  'cairo-bean-co-turkish-medium-mahwag',
  'sinai-coffee-turkish-dark-mahwag',
  'alex-roastery-turkish-extra-cardamom',
  'fayrouz-medium-mahwag-1kg-coffee-house',
  'fayrouz-mahwag-single-sachets-12',
];
const PLAIN = [
  'fayrouz-turkish-coffee-light-plain',
  'fayrouz-turkish-coffee-medium-plain',
  'fayrouz-turkish-coffee-dark-plain',
  'sinai-coffee-brazilian-medium-plain-500g',
];
const COPPER_KANAKA = [
  'barista-pro-hammered-copper-kanaka',
  'nile-roasters-engraved-copper-kanaka',
  'alex-roastery-copper-kanaka-wooden-handle',
];
const FRENCH_COFFEE = ['cairo-bean-co-french-coffee-vanilla', 'nile-roasters-french-coffee-hazelnut'];
const TURKISH_CUPS = [
  'fakhar-studio-turkish-coffee-cups-6',
  'zogag-turkish-coffee-glasses-brass-holders-6',
  'fakhar-studio-hand-painted-turkish-cups-2',
];
const CARAMEL_SYRUP = ['monin-caramel-syrup-700ml', 'dolce-cairo-caramel-syrup-750ml'];
const CHOCOLATE_SAUCE = ['monin-dark-chocolate-sauce-1-89l', 'dolce-cairo-white-chocolate-sauce-500g'];
const HAZELNUT_COFFEE = [
  'cairo-bean-co-hazelnut-ground-coffee',
  'nile-roasters-french-coffee-hazelnut',
  'sinai-coffee-3-in-1-hazelnut-20',
  'capsula-hazelnut-10',
];
const HAZELNUT_SYRUP = ['monin-hazelnut-syrup-700ml', 'dolce-cairo-hazelnut-syrup-750ml'];
const YEMEN = [
  'yemen-haraz-natural',
  'yemen-mocha-mattari',
  'nile-roasters-yemeni-turkish-coffee',
  'sinai-coffee-yemen-haraz-capsules-10',
];
const ETHIOPIA = [
  'ethiopia-yirgacheffe-kochere-washed',
  'ethiopia-sidamo-bensa-natural',
  'ethiopia-guji-hambela-natural',
  'ethiopia-guji-uraga-washed-organic',
  'ethiopia-yirgacheffe-ground-pour-over',
];
const ETHIOPIA_ALSO = ['capsula-ethiopia-single-origin-10', 'ethiopian-harrar-turkish-coffee-light'];
const BRAZIL = [
  'brazil-cerrado-mineiro-natural',
  'brazil-sul-de-minas-yellow-bourbon',
  'alex-roastery-brazil-santos-coarse-grind',
  'sinai-coffee-brazilian-medium-plain-500g',
];
const FLASKS = ['barista-pro-vacuum-flask-500', 'barista-pro-vacuum-flask-1l'];
const CARDAMOM = [
  'nile-roasters-turkish-light-cardamom',
  'alex-roastery-turkish-extra-cardamom',
  'sinai-coffee-dark-mastic-cardamom',
  'fayrouz-cardamom-espresso-capsules-10',
];
const MASTIC = ['alex-roastery-turkish-coffee-mastic', 'sinai-coffee-dark-mastic-cardamom'];
const DECAF = [
  'colombia-sugarcane-decaf',
  'alex-roastery-swiss-water-decaf-ground',
  'capsula-decaffeinato-10',
];
const COLD_BREW = ['sub:cold-brew', 'sinai-coffee-cold-brew-coarse-blend', 'hario-cold-brew-summer-bundle'];
const THREE_IN_ONE = [
  'cairo-bean-co-3-in-1-coffee-mix-24',
  'sinai-coffee-3-in-1-hazelnut-20',
  'fayrouz-3-in-1-strong-30',
];
const DARK = [
  'fayrouz-turkish-coffee-dark-plain',
  'sinai-coffee-turkish-dark-mahwag',
  'sinai-coffee-dark-mastic-cardamom',
  'fayrouz-dark-espresso-roast-1kg',
  'fayrouz-fine-ground-espresso-dark',
];
const LIGHT = [
  'fayrouz-turkish-coffee-light-plain',
  'nile-roasters-turkish-light-cardamom',
  'ethiopian-harrar-turkish-coffee-light',
];
const PAPER_FILTERS = [
  'hario-v60-paper-filters-100',
  'hario-v60-unbleached-filters-02',
  'barista-pro-wave-185-paper-filters',
  'barista-pro-round-micro-filters-aeropress-style',
  'barista-pro-cone-filters-size-4',
];
const SUGAR = [
  'dolce-cairo-brown-sugar-sticks-100',
  'monin-pure-cane-sugar-syrup-700ml',
  'dolce-cairo-coconut-sugar-400g',
];
const GLASS_CUPS = ['zogag-iced-coffee-glass-straw-450', 'zogag-tea-and-coffee-glasses-with-handle-6'];
const VANILLA = [
  'cairo-bean-co-french-coffee-vanilla',
  'alex-roastery-vanilla-caramel-ground-coffee',
  'capsula-vanilla-10',
  'monin-vanilla-syrup-700ml',
  'monin-sugar-free-vanilla-syrup-700ml',
];
const KNOCK_BOX = ['barista-pro-stainless-knock-box', 'barista-pro-compact-knock-box'];
const MOKA = ['sub:moka-pots', 'bialetti-moka-morning-bundle'];

const q = (kind, query, best, also = [], lang) => ({ kind, q: query, best, also, ...(lang && { lang }) });

export const JUDGED_QUERIES = [
  // ── Arabic as written in Egypt ──
  q('arabic', 'قهوة تركي', TURKISH, TURKISH_GIFTS),
  q('arabic', 'قهوه تركي', TURKISH, TURKISH_GIFTS),
  q('arabic', 'بن تركي', TURKISH, TURKISH_GIFTS),
  q('arabic', 'بن محوج', MAHWAG, TURKISH),
  q('arabic', 'محوج', MAHWAG, TURKISH),
  q('arabic', 'بن سادة', PLAIN, TURKISH),
  q('arabic', 'سادة', PLAIN, TURKISH),
  q('arabic', 'كنكة', ['sub:cezves']),
  q('arabic', 'كنكه نحاس', COPPER_KANAKA, ['sub:cezves']),
  q(
    'arabic',
    'كنكة ستانلس',
    [
      'barista-pro-stainless-kanaka',
      'barista-pro-induction-stainless-kanaka-400',
      'fayrouz-coffee-stainless-kanaka-set',
    ],
    ['sub:cezves'],
  ),
  q('arabic', 'ماكينة اسبريسو', ['sub:semi-automatic'], ['cat:espresso-machines']),
  q('arabic', 'ماكينة قهوة', ['cat:espresso-machines']),
  q('arabic', 'مكنة قهوة', ['cat:espresso-machines']),
  q('arabic', 'مطحنة يدوي', ['sub:hand-grinders']),
  q('arabic', 'مطحنة قهوة', ['cat:grinders']),
  q('arabic', 'مطحنة كهربائية', ['sub:electric-grinders'], ['cat:grinders']),
  q('arabic', 'فرنش برس', ['sub:french-press'], ['alex-roastery-brazil-santos-coarse-grind']),
  q('arabic', 'قهوة فرنساوي', FRENCH_COFFEE),
  q('arabic', 'كابتشينو', ['alex-roastery-instant-cappuccino-10']),
  q('arabic', 'قهوة سريعة', ['sub:instant-coffee']),
  q('arabic', 'كبسولات', ['sub:capsules'], ['sub:capsule-machines', 'capsula-discovery-gift-box-40']),
  q('arabic', 'ميزان قهوة', ['sub:scales']),
  q('arabic', 'ميزان', ['sub:scales']),
  q('arabic', 'فلتر ورق', PAPER_FILTERS, ['sub:filters']),
  q('arabic', 'غلاية', ['sub:kettles']),
  q('arabic', 'مج', ['sub:mugs', 'alex-roastery-enamel-camping-mug'], ['sub:travel-tumblers']),
  q('arabic', 'فناجين قهوة تركي', TURKISH_CUPS, ['turkish-coffee-fakhar-cups-gift-box']),
  q('arabic', 'شراب كراميل', CARAMEL_SYRUP, ['monin-salted-caramel-syrup-700ml']),
  q('arabic', 'صوص شوكولاتة', CHOCOLATE_SAUCE, ['dolce-cairo-mocha-sauce-1kg']),
  q('arabic', 'بن بندق', HAZELNUT_COFFEE, HAZELNUT_SYRUP),
  q('arabic', 'بن يمني', YEMEN),
  q('arabic', 'بن اثيوبي', ETHIOPIA, ETHIOPIA_ALSO),
  q('arabic', 'بن حبشي', ['ethiopian-harrar-turkish-coffee-light'], ETHIOPIA),
  q('arabic', 'بن برازيلي', BRAZIL),
  q('arabic', 'ترمس', FLASKS),
  q('arabic', 'علبة هدايا', ['sub:gift-boxes']),
  q('arabic', 'حبهان', CARDAMOM),
  q('arabic', 'بن مستكة', MASTIC, ['dolce-cairo-mastic-syrup-750ml']),
  q('arabic', 'منزوع الكافيين', DECAF),
  q('arabic', 'كولد برو', COLD_BREW),
  q('arabic', 'دريبر', ['sub:drippers']),
  q('arabic', 'تامبر', ['barista-pro-calibrated-espresso-tamper'], ['barista-pro-silicone-tamping-mat']),
  q('arabic', 'ابريق حليب', ['sub:milk-pitchers']),
  q('arabic', 'اقراص تنظيف', ['barista-pro-espresso-cleaning-tablets-100']),
  q('arabic', 'قهوة 3 في 1', THREE_IN_ONE),
  q('arabic', 'بن غامق', DARK),
  q('arabic', 'بن فاتح', LIGHT),
  q('arabic', 'نسكافيه', ['sub:instant-coffee']),

  // ── Franco-Arabic ──
  q('franco', '2ahwa', ['cat:coffee']),
  q('franco', 'ahwa', ['cat:coffee']),
  q('franco', 'qahwa', ['cat:coffee']),
  q('franco', '2ahwa torki', TURKISH, TURKISH_GIFTS),
  q('franco', 'ahwa torki', TURKISH, TURKISH_GIFTS),
  q('franco', '2ahwa turki', TURKISH, TURKISH_GIFTS),
  q('franco', 'ahwa torky', TURKISH, TURKISH_GIFTS),
  q('franco', '2ahwa torki', TURKISH, TURKISH_GIFTS, 'en-US'),
  q('franco', 'bon torki', TURKISH, TURKISH_GIFTS),
  q('franco', '2ahwa fransawi', FRENCH_COFFEE),
  q('franco', 'ahwa mahwag', MAHWAG, TURKISH),
  q('franco', 'bon mo7awag', MAHWAG, TURKISH),
  q('franco', 'bonn', ['cat:coffee']),
  q('franco', 'bon sada', PLAIN, TURKISH),
  q('franco', '2ahwa sada', PLAIN, TURKISH),
  q('franco', 'kanaka', ['sub:cezves']),
  q('franco', 'kanka', ['sub:cezves']),
  q('franco', 'kanaka ne7as', COPPER_KANAKA, ['sub:cezves']),
  q('franco', 'makina espresso', ['sub:semi-automatic'], ['cat:espresso-machines']),
  q('franco', 'makinet 2ahwa', ['cat:espresso-machines']),
  q('franco', 'mat7ana', ['cat:grinders']),
  q('franco', 'mat7ana yadawi', ['sub:hand-grinders']),
  q('franco', 'mizan', ['sub:scales']),
  q('franco', 'ghalaya', ['sub:kettles']),
  q('franco', 'fenagin', ['sub:espresso-cups'], ['turkish-coffee-fakhar-cups-gift-box']),
  q('franco', 'kobaya', GLASS_CUPS, ['sub:glassware']),
  q('franco', 'mag', ['sub:mugs', 'alex-roastery-enamel-camping-mug'], ['sub:travel-tumblers']),
  q('franco', 'sokar', SUGAR, ['monin-sugar-free-vanilla-syrup-700ml']),
  q('franco', 'sharab karamel', CARAMEL_SYRUP, ['monin-salted-caramel-syrup-700ml']),
  q('franco', 'sos shokolata', CHOCOLATE_SAUCE, ['dolce-cairo-mocha-sauce-1kg']),
  q('franco', 'bondo2', HAZELNUT_COFFEE, HAZELNUT_SYRUP),
  q('franco', '7abahan', CARDAMOM),
  q('franco', 'mastaka', MASTIC, ['dolce-cairo-mastic-syrup-750ml']),
  q('franco', 'fanilia', VANILLA, ['dolce-cairo-white-chocolate-sauce-500g']),
  q('franco', 'bon fate7', LIGHT),
  q('franco', 'bon ghame2', DARK),
  q('franco', '2ahwa yemeni', YEMEN),
  q('franco', 'bon brazili', BRAZIL),
  q('franco', 'bon 7abashi', ['ethiopian-harrar-turkish-coffee-light'], ETHIOPIA),
  q('franco', 'termos', FLASKS),
  q('franco', '3elbet hadaya', ['sub:gift-boxes']),
  q('franco', '2ahwa sare3a', ['sub:instant-coffee']),
  q('franco', 'kabsolat', ['sub:capsules'], ['sub:capsule-machines', 'capsula-discovery-gift-box-40']),
  q('franco', 'ebri2 7alib', ['sub:milk-pitchers']),
  q('franco', 'ebri2 moka', MOKA),

  // ── English ──
  q('english', 'turkish coffee', TURKISH, TURKISH_GIFTS),
  q('english', 'coffee beans', ['sub:coffee-beans'], ['cat:coffee']),
  q('english', 'ground coffee', ['sub:ground-coffee'], ['cat:coffee']),
  q('english', 'espresso machine', ['sub:semi-automatic'], ['cat:espresso-machines']),
  q('english', 'hand grinder', ['sub:hand-grinders']),
  q('english', 'electric grinder', ['sub:electric-grinders'], ['cat:grinders']),
  q('english', 'french press', ['sub:french-press'], ['alex-roastery-brazil-santos-coarse-grind']),
  q('english', 'moka pot', MOKA),
  q('english', 'pour over kettle', ['sub:kettles']),
  q('english', 'milk pitcher', ['sub:milk-pitchers']),
  q('english', 'paper filters', PAPER_FILTERS, ['sub:filters']),
  q('english', 'cold brew', COLD_BREW),
  q('english', 'capsules', ['sub:capsules'], ['sub:capsule-machines', 'capsula-discovery-gift-box-40']),
  q('english', 'instant coffee', ['sub:instant-coffee']),
  q('english', 'decaf', DECAF),
  q('english', 'cardamom', CARDAMOM),
  q('english', 'hazelnut syrup', HAZELNUT_SYRUP),
  q('english', 'caramel sauce', ['monin-caramel-sauce-1-89l', 'dolce-cairo-salted-caramel-sauce-500g']),
  q('english', 'gift box', ['sub:gift-boxes']),
  q(
    'english',
    'travel mug',
    ['fellow-carter-move-mug-355', 'barista-pro-leakproof-travel-tumbler-350'],
    ['sub:travel-tumblers'],
  ),
  q('english', 'espresso cups', ['sub:espresso-cups']),
  q('english', 'coffee scale', ['sub:scales']),
  q('english', 'descaler', ['barista-pro-liquid-descaler-500ml']),
  q('english', 'cleaning tablets', ['barista-pro-espresso-cleaning-tablets-100']),
  q('english', 'ethiopian coffee', ETHIOPIA, ETHIOPIA_ALSO),
  q('english', 'yemen coffee', YEMEN),
  q('english', 'colombia', [
    'colombia-huila-supremo',
    'colombia-narino-pink-bourbon',
    'colombia-sugarcane-decaf',
    'cairo-bean-co-colombia-medium-ground',
    'capsula-colombia-huila-10',
    'nile-roasters-specialty-instant-colombia',
  ]),
  q('english', 'dark roast', DARK),
  q('english', 'mastic', MASTIC, ['dolce-cairo-mastic-syrup-750ml']),
  q('english', 'vanilla', VANILLA, ['dolce-cairo-white-chocolate-sauce-500g']),
  q('english', 'latte glasses', ['zogag-latte-glasses-300-set-4'], ['sub:glassware']),
  q('english', 'starter kit', ['v60-starter-kit']),
  q('english', 'tote bag', ['nile-roasters-canvas-tote-bag']),
  q('english', 'apron', ['heliopolis-brew-denim-barista-apron']),
  q('english', 'mahwag', MAHWAG, TURKISH),
  q('english', 'plain turkish coffee', PLAIN, TURKISH),
  q('english', 'turkish coffee', TURKISH, TURKISH_GIFTS, 'ar-SA'),
  q('english', 'hand grinder', ['sub:hand-grinders'], [], 'ar-SA'),

  // ── Misspelt (either language) ──
  q('misspelt', 'turkis coffe', TURKISH, TURKISH_GIFTS),
  q('misspelt', 'expresso machine', ['sub:semi-automatic'], ['cat:espresso-machines']),
  q(
    'misspelt',
    'espreso',
    ['sub:semi-automatic', 'sub:coffee-beans'],
    ['cat:espresso-machines', 'cat:coffee', 'sub:espresso-cups'],
  ),
  q('misspelt', 'capuccino', ['alex-roastery-instant-cappuccino-10']),
  q('misspelt', 'yirgacheff', [
    'ethiopia-yirgacheffe-kochere-washed',
    'ethiopia-yirgacheffe-ground-pour-over',
  ]),
  q('misspelt', 'yirgachefe', [
    'ethiopia-yirgacheffe-kochere-washed',
    'ethiopia-yirgacheffe-ground-pour-over',
  ]),
  q('misspelt', 'hazlenut', HAZELNUT_COFFEE, HAZELNUT_SYRUP),
  q('misspelt', 'carmel syrup', CARAMEL_SYRUP, ['monin-salted-caramel-syrup-700ml']),
  q('misspelt', 'vanila', VANILLA),
  q('misspelt', 'cardamon', CARDAMOM),
  q('misspelt', 'grindr', ['cat:grinders']),
  q('misspelt', 'kettel', ['sub:kettles']),
  q('misspelt', 'frensh press', ['sub:french-press']),
  q('misspelt', 'mocca pot', MOKA),
  q('misspelt', 'bialeti', ['brand:bialetti']),
  q('misspelt', 'brevile', ['brand:breville']),
  q('misspelt', 'delongi', ['brand:delonghi']),
  q('misspelt', 'timemor', ['brand:timemore']),
  q('misspelt', 'comandate', ['comandante-c40-mk4-nitro-blade']),
  q('misspelt', 'baratsa', ['brand:baratza']),
  q(
    'misspelt',
    'اسبرسو',
    ['sub:semi-automatic', 'sub:coffee-beans'],
    ['cat:espresso-machines', 'cat:coffee', 'sub:espresso-cups'],
  ),
  q('misspelt', 'كابتشنو', ['alex-roastery-instant-cappuccino-10']),
  q('misspelt', 'فرنش بريس', ['sub:french-press']),
  q('misspelt', 'بيالتي', ['brand:bialetti']),
  q('misspelt', 'قهوه تركى', TURKISH, TURKISH_GIFTS),
  q('misspelt', 'مطحنه', ['cat:grinders']),

  // ── Brand names ──
  q('brand', 'hario', ['brand:hario']),
  q('brand', 'هاريو', ['brand:hario']),
  q('brand', 'bialetti', ['brand:bialetti']),
  q('brand', 'بياليتي', ['brand:bialetti']),
  q('brand', 'delonghi', ['brand:delonghi']),
  q('brand', "de'longhi", ['brand:delonghi']),
  q('brand', 'ديلونجي', ['brand:delonghi']),
  q('brand', 'breville', ['brand:breville']),
  q('brand', 'timemore', ['brand:timemore']),
  q('brand', 'تايم مور', ['brand:timemore']),
  q('brand', 'fellow', ['brand:fellow']),
  q('brand', 'comandante', ['brand:comandante']),
  q('brand', 'baratza', ['brand:baratza']),
  q('brand', 'monin', ['brand:monin']),
  q('brand', 'مونين', ['brand:monin']),
  q('brand', 'fayrouz', ['brand:fayrouz-coffee']),
  q('brand', 'بن فيروز', ['brand:fayrouz-coffee']),
  q('brand', 'nile roasters', ['brand:nile-roasters']),
  q('brand', 'نايل روسترز', ['brand:nile-roasters']),
  q('brand', 'capsula', ['brand:capsula']),
  q('brand', 'dolce cairo', ['brand:dolce-cairo']),
  q('brand', 'zogag', ['brand:zogag']),
  q('brand', 'fakhar studio', ['brand:fakhar-studio']),
  q('brand', 'nespresso', ['sub:capsule-machines']),
  q(
    'brand',
    'v60',
    [
      'hario-v60-ceramic-dripper-02',
      'hario-v60-plastic-dripper-02',
      'hario-v60-glass-dripper-02',
      'v60-starter-kit',
    ],
    ['brand:hario'],
  ),

  // ── Equipment words ──
  q('equipment', 'cezve', ['sub:cezves']),
  q('equipment', 'ibrik', ['sub:cezves']),
  q('equipment', 'dripper', ['sub:drippers']),
  q(
    'equipment',
    'v60 dripper',
    ['hario-v60-ceramic-dripper-02', 'hario-v60-plastic-dripper-02', 'hario-v60-glass-dripper-02'],
    ['sub:drippers'],
  ),
  q(
    'equipment',
    'burr grinder',
    ['delonghi-dedica-kg521-grinder', 'delonghi-kg79-burr-grinder'],
    ['cat:grinders'],
  ),
  q('equipment', 'tamper', ['barista-pro-calibrated-espresso-tamper'], ['barista-pro-silicone-tamping-mat']),
  q('equipment', 'gooseneck kettle', ['barista-pro-gooseneck-stovetop-kettle-1l'], ['sub:kettles']),
  q('equipment', 'milk frother', ['bialetti-tuttocrema-milk-frother']),
  q('equipment', 'knock box', KNOCK_BOX),
  q('equipment', 'dosing funnel', ['barista-pro-magnetic-dosing-funnel']),
  q('equipment', 'wdt', ['barista-pro-wdt-distribution-tool']),
  q(
    'equipment',
    'scale with timer',
    ['hario-v60-drip-scale', 'barista-pro-compact-coffee-scale'],
    ['sub:scales'],
  ),
  q(
    'equipment',
    'aeropress filters',
    ['barista-pro-round-micro-filters-aeropress-style'],
    ['fellow-prismo-aeropress-attachment'],
  ),
  q('equipment', 'chemex filters', ['barista-pro-square-bonded-filters-6-cup']),
  q('equipment', 'capsule machine', ['sub:capsule-machines']),
  q('equipment', 'lever espresso', ['barista-pro-lever-58-manual-espresso', 'barista-pro-spring-lever-sl1']),
  q('equipment', 'ابريق موكا', MOKA),
  q(
    'equipment',
    'غلاية كهربائية',
    [
      'fellow-stagg-ekg-electric-kettle',
      'hario-v60-power-kettle-buono',
      'timemore-fish-smart-electric-kettle',
    ],
    ['sub:kettles'],
  ),
  q('equipment', 'ماكينة كبسولات', ['sub:capsule-machines']),
  q('equipment', 'نوك بوكس', KNOCK_BOX),
  q('equipment', 'برج تقطير', ['barista-pro-slow-drip-cold-brew-tower-600']),
  q('equipment', 'فلتر ستانلس', ['barista-pro-stainless-mesh-cone-filter']),
  q('equipment', 'ميزان بمؤقت', ['hario-v60-drip-scale', 'barista-pro-compact-coffee-scale'], ['sub:scales']),
  q('equipment', 'مطحنة بن تركي', [
    'barista-pro-brass-turkish-hand-mill',
    'barista-pro-ct98-turkish-commercial-grinder',
  ]),
  q('equipment', 'مضرب حليب', ['bialetti-tuttocrema-milk-frother']),
];
