import { ProductPricingBody } from '@coffee/contracts/backoffice';
import { ProductEditBody, VariantEditBody } from '@coffee/contracts/backoffice-catalog';
import { z } from 'zod';
import { chosenId, optionalPounds, pounds, typedAs, wholeNumber } from '../forms/form-values';

/**
 * `PUT /{area}/products/{id}/pricing` as the form holds it: amounts in pounds, stock as typed. A variant's
 * pricing (`VariantPricingBody`) is the same without `is_active`.
 */
export const PricingFormBody = ProductPricingBody.extend({
  price: pounds(ProductPricingBody.shape.price),
  before_discount: optionalPounds(ProductPricingBody.shape.before_discount),
  stock: wholeNumber(ProductPricingBody.shape.stock),
});

/** An optional text (a code, a badge): an empty field is none. */
const optionalText = (field: z.ZodType<string | null>) => typedAs(field, (text) => text.trim() || null);

const { shape: product } = ProductEditBody;

/** The seller's field: chosen in the back office (required there), absent from the seller portal. */
const productFormBody = (seller_id: z.ZodType<number | undefined>) =>
  z
    .strictObject({
      ...product,
      category_id: chosenId(product.category_id),
      sub_category_id: chosenId(product.sub_category_id),
      brand_id: chosenId(product.brand_id),
      seller_id,
      sku: optionalText(product.sku),
      price: pounds(product.price),
      before_discount: optionalPounds(product.before_discount),
      stock: wholeNumber(product.stock),
      weight_grams: wholeNumber(product.weight_grams),
      badge_en: optionalText(product.badge_en),
      badge_ar: optionalText(product.badge_ar),
    })
    .transform((fields): ProductEditBody => fields)
    .pipe(ProductEditBody);

/**
 * `POST|PUT /{area}/products…` as the form holds it: amounts in pounds, numbers as typed, empty codes and
 * badges none; then the contract itself, its rule on badges too.
 */
export const PRODUCT_FORM_BODIES = {
  admin: productFormBody(chosenId(product.seller_id.unwrap())),
  seller: productFormBody(product.seller_id),
};

/** `POST /{area}/products/{id}/variants`, `PUT /{area}/variants/{id}` as the form holds them. */
export const VariantFormBody = VariantEditBody.extend({
  sku: optionalText(VariantEditBody.shape.sku),
  price: pounds(VariantEditBody.shape.price),
  before_discount: optionalPounds(VariantEditBody.shape.before_discount),
  stock: wholeNumber(VariantEditBody.shape.stock),
});
