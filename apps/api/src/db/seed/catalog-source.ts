import { arabicDigitsIn } from '../../lib/arabic-digits.js';
import { accessoryProducts } from './data/products-accessories.js';
import { coffeeProducts } from './data/products-coffee.js';
import { equipmentProducts } from './data/products-equipment.js';
import { flavorAndGiftProducts } from './data/products-flavors-gifts.js';
import type { SeedProduct } from './data/types.js';

/**
 * Every hand-written demo product, in a stable order (ids follow it); Arabic names, descriptions and variant
 * labels in the Arabic pages' digits (`٢٥٠ جم`, lib/arabic-digits.ts).
 */
export const demoProducts: SeedProduct[] = arabicDigitsIn([
  ...coffeeProducts,
  ...equipmentProducts,
  ...accessoryProducts,
  ...flavorAndGiftProducts,
]);

export const BADGES: Record<NonNullable<SeedProduct['badge']>, { en: string; ar: string }> = {
  new: { en: 'New', ar: 'جديد' },
  bestseller: { en: 'Best seller', ar: 'الأكثر مبيعًا' },
  limited: { en: 'Limited', ar: 'كمية محدودة' },
  organic: { en: 'Organic', ar: 'عضوي' },
};

/** How many images each demo product gets (1 main + alternates); media paths follow from it. */
export const IMAGES_PER_PRODUCT = 3;

export const mediaPaths = {
  product: (slug: string, index: number) => `/media/products/${slug}-${index + 1}.webp`,
  category: (slug: string) => `/media/categories/${slug}.webp`,
  brand: (slug: string) => `/media/brands/${slug}.webp`,
  seller: (slug: string) => `/media/sellers/${slug}.webp`,
  slider: (index: number) => `/media/banners/slider-${index + 1}.webp`,
  advertisement: (index: number) => `/media/banners/ad-${index + 1}.webp`,
  blogCover: (slug: string) => `/media/blog/${slug}.webp`,
  recipe: (slug: string) => `/media/recipes/${slug}.webp`,
};

/** A product's weight as stored (grams) from how it is written (value and unit). */
export function toGrams(weight: SeedProduct['weight']): number {
  return Math.round(weight.unit === 'kg' ? weight.value * 1000 : weight.value);
}
