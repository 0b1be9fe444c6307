// Shapes of the hand-written demo catalog. Prices are written in EGP here because that is how a
// merchandiser thinks; the seeder converts them to integer piastres (1 EGP = 100) before they touch the database.

export type SeedCategory = {
  slug: string;
  name_en: string;
  name_ar: string;
  sub_categories: { slug: string; name_en: string; name_ar: string }[];
};

export type SeedBrand = {
  slug: string;
  name_en: string;
  name_ar: string;
  /** Country of origin, shown on the brand page. */
  country_en: string;
  country_ar: string;
};

export type SeedOpeningHours = { day: 0 | 1 | 2 | 3 | 4 | 5 | 6; open: string; close: string }[];

export type SeedSeller = {
  slug: string;
  name_en: string;
  name_ar: string;
  description_en: string;
  description_ar: string;
  is_coffee_shop: boolean;
  /** ISO 3166-2 code of the governorate, e.g. 'EG-C' (Cairo), 'EG-GZ' (Giza), 'EG-ALX' (Alexandria). */
  governorate_code: string;
  /** English city name exactly as in shared/data/egypt-locations.json for that governorate. */
  city_en: string;
  address_en: string;
  address_ar: string;
  latitude: number;
  longitude: number;
  phone: string;
  /** day: 0 = Sunday … 6 = Saturday; times 'HH:MM' 24 h; a day absent is closed. */
  opening_hours: SeedOpeningHours;
};

export type SeedImageKind =
  | 'bag'
  | 'capsules'
  | 'jar'
  | 'espresso-machine'
  | 'grinder'
  | 'hand-grinder'
  | 'kettle'
  | 'dripper'
  | 'french-press'
  | 'moka-pot'
  | 'cezve'
  | 'dallah'
  | 'scale'
  | 'filter'
  | 'tamper'
  | 'pitcher'
  | 'mug'
  | 'cup'
  | 'tumbler'
  | 'glass'
  | 'dessert-cup'
  | 'affogato'
  | 'bottle'
  | 'gift-box'
  | 'cleaning';

export type SeedVariant = {
  kind: 'grind' | 'size' | 'color';
  name_en: string;
  name_ar: string;
  price_egp: number;
  stock: number;
};

export type SeedProduct = {
  slug: string;
  name_en: string;
  name_ar: string;
  description_en: string;
  description_ar: string;
  category: string;
  sub_category: string;
  brand: string;
  seller: string;
  price_egp: number;
  before_discount_egp?: number;
  weight: { value: number; unit: 'g' | 'kg' };
  stock: number;
  featured?: boolean;
  badge?: 'new' | 'bestseller' | 'limited' | 'organic';
  variants?: SeedVariant[];
  image: { kind: SeedImageKind /** main colour of the product, CSS hex */; color: string };
};

export type SeedReviewText = { rating: 1 | 2 | 3 | 4 | 5; body_en: string; body_ar: string };

export type SeedBanner = {
  title_en: string;
  title_ar: string;
  subtitle_en: string;
  subtitle_ar: string;
  /** Storefront path the banner links to, e.g. '/products?category=1' is not stable: use slugs via link_kind. */
  link: { kind: 'category' | 'offers' | 'product' | 'coffee-shops'; slug?: string };
  image: { kind: SeedImageKind; color: string };
};

export type SeedShippingStep = {
  title_en: string;
  title_ar: string;
  description_en: string;
  description_ar: string;
  icon: 'cart' | 'card' | 'truck' | 'home';
};
