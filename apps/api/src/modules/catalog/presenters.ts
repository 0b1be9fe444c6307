import type { ProductCard } from '@coffee/contracts/catalog';
import { type Lang, localized } from '../../i18n/lang.js';
import type { MediaUrl } from '../../lib/media.js';

/** The columns a product card needs, as the repository selects them. */
export type ProductCardRow = {
  id: number;
  slug: string;
  nameEn: string;
  nameAr: string;
  descriptionEn: string;
  descriptionAr: string;
  images: string[];
  price: number;
  beforeDiscount: number | null;
  ratingAvg: number;
  ratingCount: number;
  stock: number;
  badgeEn: string | null;
  badgeAr: string | null;
  weightGrams: number;
  weightUnit: 'g' | 'kg';
  brandId: number;
  brandNameEn: string;
  brandNameAr: string;
  sellerId: number;
  sellerNameEn: string;
  sellerNameAr: string;
  /** The product is sold in variants: a card cannot put it in the cart, its page does once one is chosen. */
  hasVariants: boolean;
  /** Sold in variants at different prices: the lowest of them ("from EGP …"); otherwise null. */
  priceFrom: number | null;
};

export function toProductCard(row: ProductCardRow, lang: Lang, media: MediaUrl): ProductCard {
  const images = row.images.map(media);
  return {
    id: row.id,
    slug: row.slug,
    name: localized(lang, row.nameEn, row.nameAr),
    img: images[0] ?? '',
    images,
    price: row.price,
    beforeDiscount: row.beforeDiscount,
    rate: Math.round(row.ratingAvg * 10) / 10,
    reviews_count: row.ratingCount,
    stock: row.stock,
    badgeContent: localized(lang, row.badgeEn, row.badgeAr),
    description: localized(lang, row.descriptionEn, row.descriptionAr),
    weight: row.weightUnit === 'kg' ? row.weightGrams / 1000 : row.weightGrams,
    weight_unit: row.weightUnit,
    brand: { id: row.brandId, name: localized(lang, row.brandNameEn, row.brandNameAr) },
    seller: { id: row.sellerId, name: localized(lang, row.sellerNameEn, row.sellerNameAr) },
    has_variants: row.hasVariants,
    // A driver may read an aggregate back as a string (bigint-safe); piastres always fit a number.
    price_from: row.priceFrom === null ? null : Number(row.priceFrom),
  };
}

/** The lowest of a product's variant prices when they differ (its card's "from EGP …"), else null. */
export function lowestDifferingPrice(prices: readonly number[]): number | null {
  if (prices.length === 0) return null;
  const lowest = Math.min(...prices);
  return Math.max(...prices) > lowest ? lowest : null;
}
