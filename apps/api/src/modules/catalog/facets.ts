import type { ProductFilter, ProductListQuery } from '@coffee/contracts/catalog';
import { type Lang, localized } from '../../i18n/lang.js';
import type { FacetNames } from './facet-repository.js';
import type { FacetRow } from './facet-rows.js';

const LABELS = {
  category: { en: 'Category', ar: 'الفئة' },
  subCategory: { en: 'Type', ar: 'الفئة الفرعية' },
  brand: { en: 'Brand', ar: 'العلامة التجارية' },
  seller: { en: 'Seller', ar: 'البائع' },
  rating: { en: 'Rating', ar: 'التقييم' },
  price: { en: 'Price', ar: 'السعر' },
  availability: { en: 'Availability', ar: 'التوفر' },
  inStock: { en: 'In stock', ar: 'متوفر' },
  onSale: { en: 'On sale', ar: 'عليه خصم' },
  min: { en: 'Lowest price', ar: 'أقل سعر' },
  max: { en: 'Highest price', ar: 'أعلى سعر' },
} as const;

const arabicDigits = new Intl.NumberFormat('ar-EG');
const starsLabel = (lang: Lang, stars: number) =>
  lang === 'ar'
    ? `${arabicDigits.format(stars)} ${stars === 1 ? 'نجمة' : 'نجوم'} فأكثر`
    : `${stars} ${stars === 1 ? 'star' : 'stars'} & up`;

/**
 * The side panel, built from what the result actually holds: options with no products are left out,
 * except the ones the shopper chose, so a chip can always be shown and removed.
 */
export function buildFilters(
  rows: FacetRow[],
  names: FacetNames,
  query: ProductListQuery,
  lang: Lang,
): ProductFilter[] {
  const label = (key: keyof typeof LABELS) => localized(lang, LABELS[key].en, LABELS[key].ar);
  const optionsOf = (
    set: FacetRow['set'],
    dictionary: Map<number, { en: string; ar: string }>,
    chosen: number[],
  ) => {
    const counts = new Map<number, number>();
    // Only options the shopper may see: `names` leaves hidden categories, sub-categories and brands out.
    for (const row of rows)
      if (row.set === set && row.key !== null && row.count > 0 && dictionary.has(row.key))
        counts.set(row.key, row.count);
    // A chosen option that matches nothing here still gets a row (count 0), so its chip can be removed.
    for (const id of chosen) if (!counts.has(id) && dictionary.has(id)) counts.set(id, 0);
    return [...counts]
      .map(([id, count]) => {
        const entry = dictionary.get(id)!;
        return { id, name: localized(lang, entry.en, entry.ar), count };
      })
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, lang));
  };

  const filters: ProductFilter[] = [];
  const category = optionsOf('category', names.category, query.category ? [query.category] : []);
  filters.push({ key: 'category', name: label('category'), type: 'single', options: category });
  if (query.category !== undefined) {
    const subs = optionsOf('subCategory', names.subCategory, query.subCategory ? [query.subCategory] : []);
    filters.push({ key: 'subCategory', name: label('subCategory'), type: 'single', options: subs });
  }
  filters.push({
    key: 'brand',
    name: label('brand'),
    type: 'multi',
    options: optionsOf('brand', names.brand, query.brand ?? []),
  });
  filters.push({
    key: 'seller',
    name: label('seller'),
    type: 'single',
    options: optionsOf('seller', names.seller, query.seller ? [query.seller] : []),
  });

  const stars = rows.filter((row) => row.set === 'stars' && row.key !== null);
  filters.push({
    key: 'rating',
    name: label('rating'),
    type: 'single',
    options: [4, 3, 2, 1].map((minimum) => ({
      id: minimum,
      name: starsLabel(lang, minimum),
      count: stars.filter((row) => row.key! >= minimum).reduce((sum, row) => sum + row.count, 0),
    })),
  });

  const total = rows.find((row) => row.set === 'total');
  filters.push({
    key: 'price',
    name: label('price'),
    type: 'range',
    options: [
      { id: 'min', name: label('min'), count: total?.priceMin ?? 0 },
      { id: 'max', name: label('max'), count: total?.priceMax ?? 0 },
    ],
  });
  filters.push({
    key: 'availability',
    name: label('availability'),
    type: 'multi',
    options: [
      { id: 'in_stock', name: label('inStock'), count: total?.inStock ?? 0 },
      { id: 'on_sale', name: label('onSale'), count: total?.onSale ?? 0 },
    ],
  });
  return filters;
}
