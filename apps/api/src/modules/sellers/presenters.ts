import type { SellerSummary } from '@coffee/contracts/sellers';
import { type Lang, localized } from '../../i18n/lang.js';
import type { MediaUrl } from '../../lib/media.js';
import type { SellerRow } from './repository.js';

export function toSellerSummary(row: SellerRow, lang: Lang, media: MediaUrl): SellerSummary {
  const { seller } = row;
  return {
    id: seller.id,
    slug: seller.slug,
    name: localized(lang, seller.nameEn, seller.nameAr),
    description: localized(lang, seller.descriptionEn, seller.descriptionAr),
    logo: media(seller.logo),
    is_coffee_shop: seller.isCoffeeShop,
    address: localized(lang, seller.addressEn, seller.addressAr),
    governorate: { id: row.governorate.id, name: localized(lang, row.governorate.en, row.governorate.ar) },
    city: { id: row.city.id, name: localized(lang, row.city.en, row.city.ar) },
    latitude: seller.latitude,
    longitude: seller.longitude,
    phone: seller.phone,
    opening_hours: seller.openingHours,
    products_count: row.productsCount,
  };
}
