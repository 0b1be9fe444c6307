import type { SeedCategory } from './types.js';

export const categories: SeedCategory[] = [
  {
    slug: 'coffee',
    name_en: 'Coffee',
    name_ar: 'القهوة',
    sub_categories: [
      { slug: 'coffee-beans', name_en: 'Coffee Beans', name_ar: 'حبوب القهوة' },
      { slug: 'ground-coffee', name_en: 'Ground Coffee', name_ar: 'قهوة مطحونة' },
      { slug: 'turkish-coffee', name_en: 'Turkish Coffee', name_ar: 'قهوة تركي' },
      { slug: 'capsules', name_en: 'Capsules', name_ar: 'كبسولات' },
      { slug: 'instant-coffee', name_en: 'Instant Coffee', name_ar: 'قهوة سريعة التحضير' },
    ],
  },
  {
    slug: 'espresso-machines',
    name_en: 'Espresso Machines',
    name_ar: 'ماكينات الإسبريسو',
    sub_categories: [
      { slug: 'manual-machines', name_en: 'Manual & Lever', name_ar: 'يدوية وبذراع' },
      { slug: 'semi-automatic', name_en: 'Semi-Automatic', name_ar: 'نصف أوتوماتيك' },
      { slug: 'fully-automatic', name_en: 'Fully Automatic', name_ar: 'أوتوماتيك بالكامل' },
      { slug: 'capsule-machines', name_en: 'Capsule Machines', name_ar: 'ماكينات الكبسولات' },
    ],
  },
  {
    slug: 'grinders',
    name_en: 'Grinders',
    name_ar: 'المطاحن',
    sub_categories: [
      { slug: 'hand-grinders', name_en: 'Hand Grinders', name_ar: 'مطاحن يدوية' },
      { slug: 'electric-grinders', name_en: 'Electric Grinders', name_ar: 'مطاحن كهربائية' },
      { slug: 'commercial-grinders', name_en: 'Commercial Grinders', name_ar: 'مطاحن تجارية' },
    ],
  },
  {
    slug: 'brewing',
    name_en: 'Brewing Tools',
    name_ar: 'أدوات التحضير',
    sub_categories: [
      { slug: 'drippers', name_en: 'Drippers', name_ar: 'أدوات التقطير' },
      { slug: 'french-press', name_en: 'French Press', name_ar: 'فرنش برس' },
      { slug: 'moka-pots', name_en: 'Moka Pots', name_ar: 'أباريق موكا' },
      { slug: 'kettles', name_en: 'Kettles', name_ar: 'غلايات' },
      { slug: 'cezves', name_en: 'Cezves (Kanaka)', name_ar: 'كنك' },
      { slug: 'cold-brew', name_en: 'Cold Brew', name_ar: 'تحضير بارد' },
    ],
  },
  {
    slug: 'accessories',
    name_en: 'Accessories',
    name_ar: 'الإكسسوارات',
    sub_categories: [
      { slug: 'scales', name_en: 'Scales', name_ar: 'موازين' },
      { slug: 'filters', name_en: 'Filters', name_ar: 'فلاتر' },
      { slug: 'tampers', name_en: 'Tampers', name_ar: 'مكابس التامبر' },
      { slug: 'milk-pitchers', name_en: 'Milk Pitchers', name_ar: 'أباريق الحليب' },
      { slug: 'cleaning', name_en: 'Cleaning & Care', name_ar: 'التنظيف والعناية' },
    ],
  },
  {
    slug: 'cups-mugs',
    name_en: 'Cups & Mugs',
    name_ar: 'الأكواب والفناجين',
    sub_categories: [
      { slug: 'mugs', name_en: 'Mugs', name_ar: 'مجات' },
      { slug: 'espresso-cups', name_en: 'Espresso Cups', name_ar: 'فناجين إسبريسو' },
      { slug: 'travel-tumblers', name_en: 'Travel Tumblers', name_ar: 'أكواب السفر' },
      { slug: 'glassware', name_en: 'Glassware', name_ar: 'أكواب زجاجية' },
    ],
  },
  {
    slug: 'syrups-sweeteners',
    name_en: 'Syrups & Sauces',
    name_ar: 'الشراب والصوصات',
    sub_categories: [
      { slug: 'syrups', name_en: 'Flavour Syrups', name_ar: 'شراب النكهات' },
      { slug: 'sauces', name_en: 'Sauces', name_ar: 'صوصات' },
      { slug: 'sweeteners', name_en: 'Sweeteners', name_ar: 'محليات' },
    ],
  },
  {
    slug: 'gifts',
    name_en: 'Gifts',
    name_ar: 'الهدايا',
    sub_categories: [
      { slug: 'gift-boxes', name_en: 'Gift Boxes', name_ar: 'علب الهدايا' },
      { slug: 'bundles', name_en: 'Bundles', name_ar: 'باقات' },
      { slug: 'merchandise', name_en: 'Merchandise', name_ar: 'منتجات تذكارية' },
    ],
  },
];
