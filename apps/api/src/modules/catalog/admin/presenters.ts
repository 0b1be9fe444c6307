import type { EditableProduct, TaxonomyItem } from '@coffee/contracts/backoffice-catalog';
import type { Lang } from '../../../i18n/lang.js';
import { localized } from '../../../i18n/lang.js';
import type { MediaUrl } from '../../../lib/media.js';
import type { EditableRow } from './product-edit-repository.js';

/** A product and its variants as the edit forms read them (both languages, stored image paths). */
export function toEditableProduct({ product, variants }: EditableRow, media: MediaUrl): EditableProduct {
  return {
    id: product.id,
    slug: product.slug,
    name_en: product.nameEn,
    name_ar: product.nameAr,
    description_en: product.descriptionEn,
    description_ar: product.descriptionAr,
    category_id: product.categoryId,
    sub_category_id: product.subCategoryId,
    brand_id: product.brandId,
    seller_id: product.sellerId,
    sku: product.sku,
    price: product.price,
    before_discount: product.beforeDiscount,
    stock: product.stock,
    weight_grams: product.weightGrams,
    weight_unit: product.weightUnit,
    badge_en: product.badgeEn,
    badge_ar: product.badgeAr,
    featured: product.featured,
    is_active: product.isActive,
    images: product.images,
    image_urls: product.images.map(media),
    variants: variants.map((variant) => ({
      id: variant.id,
      kind: variant.kind,
      name_en: variant.nameEn,
      name_ar: variant.nameAr,
      sku: variant.sku,
      price: variant.price,
      before_discount: variant.beforeDiscount,
      stock: variant.stock,
    })),
  };
}

type TaxonomyRow = { id: number; slug: string; nameEn: string; nameAr: string; isHidden: boolean };

export const toTaxonomyItem = (row: TaxonomyRow, lang: Lang): TaxonomyItem => ({
  id: row.id,
  slug: row.slug,
  name_en: row.nameEn,
  name_ar: row.nameAr,
  name: localized(lang, row.nameEn, row.nameAr),
  is_hidden: row.isHidden,
});
