import { describe, expect, it } from 'vitest';
import { PRODUCT_FORM_BODIES, PricingFormBody, VariantFormBody } from './catalog-form-bodies';

const typed = {
  name_en: 'Harar Longberry',
  name_ar: 'هرر لونجبيري',
  description_en: '',
  description_ar: '',
  category_id: '3',
  sub_category_id: '7',
  brand_id: '2',
  seller_id: '5',
  sku: ' ',
  price: '321.50',
  before_discount: '',
  stock: '9',
  weight_grams: '250',
  weight_unit: 'g' as const,
  badge_en: '',
  badge_ar: '',
  featured: false,
  is_active: true,
};

const pathsOf = (result: { error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join('.')).sort();

describe('the product form’s body', () => {
  it('sends what was typed as the contract’s body: piastres, ids, no empty codes', () => {
    expect(PRODUCT_FORM_BODIES.admin.parse(typed)).toMatchObject({
      category_id: 3,
      seller_id: 5,
      sku: null,
      price: 32_150,
      before_discount: null,
      stock: 9,
      weight_grams: 250,
      badge_en: null,
    });
  });

  it('asks the back office for a seller; the seller portal sends none', () => {
    const { seller_id: _seller, ...portal } = typed;
    expect(pathsOf(PRODUCT_FORM_BODIES.admin.safeParse({ ...typed, seller_id: '' }))).toEqual(['seller_id']);
    expect(PRODUCT_FORM_BODIES.seller.parse(portal).seller_id).toBeUndefined();
  });

  it('says every field problem at once, then the contract’s rule on badges', () => {
    expect(
      pathsOf(PRODUCT_FORM_BODIES.admin.safeParse({ ...typed, name_en: '', category_id: '', price: '0' })),
    ).toEqual(['category_id', 'name_en', 'price']);
    expect(pathsOf(PRODUCT_FORM_BODIES.admin.safeParse({ ...typed, badge_en: 'New' }))).toEqual(['badge_ar']);
  });
});

describe('pricing and variants', () => {
  it('read pounds and stock as the contracts take them', () => {
    expect(
      PricingFormBody.parse({ price: '250', before_discount: '300', stock: '٤', is_active: false }),
    ).toEqual({
      price: 25_000,
      before_discount: 30_000,
      stock: 4,
      is_active: false,
    });
    expect(
      VariantFormBody.parse({
        kind: 'size',
        name_en: '1 kg',
        name_ar: '١ كجم',
        sku: '',
        price: '321.50',
        before_discount: '',
        stock: '4',
      }),
    ).toEqual({
      kind: 'size',
      name_en: '1 kg',
      name_ar: '١ كجم',
      sku: null,
      price: 32_150,
      before_discount: null,
      stock: 4,
    });
  });
});
