import { BackofficeProduct, ProductPricingBody, VariantPricingBody } from '@coffee/contracts/backoffice';
import {
  CatalogImportReport,
  CatalogOptions,
  EditableProduct,
  ProductEditBody,
  ProductImagesBody,
  TaxonomyBody,
  TaxonomyItemResponse,
  VariantEditBody,
} from '@coffee/contracts/backoffice-catalog';
import { z } from 'zod';
import { defineCall } from '../define-call';

// The catalog of the back office and the seller portal: the same calls under `admin/` and `seller/` (the API
// keeps a seller to their own products). Categories and brands change in the back office only.

const area = ['admin', 'seller'] as const;

export const getCatalogOptions = defineCall({
  method: 'GET',
  path: ':area/catalog-options',
  params: { area },
  answer: CatalogOptions,
});
export const createProduct = defineCall({
  method: 'POST',
  path: ':area/products',
  params: { area },
  body: ProductEditBody,
  answer: EditableProduct,
});
export const updateProduct = defineCall({
  method: 'PUT',
  path: ':area/products/:id',
  params: { area, id: 'id' },
  body: ProductEditBody,
  answer: EditableProduct,
});
export const addProductImages = defineCall({
  method: 'POST',
  path: ':area/products/:id/images',
  params: { area, id: 'id' },
  body: 'multipart',
  answer: EditableProduct,
});
/** Orders the product's images, or drops some. */
export const updateProductImages = defineCall({
  method: 'PUT',
  path: ':area/products/:id/images',
  params: { area, id: 'id' },
  body: ProductImagesBody,
  answer: EditableProduct,
});
export const addVariant = defineCall({
  method: 'POST',
  path: ':area/products/:id/variants',
  params: { area, id: 'id' },
  body: VariantEditBody,
  answer: EditableProduct,
});
export const updateVariant = defineCall({
  method: 'PUT',
  path: ':area/variants/:id',
  params: { area, id: 'id' },
  body: VariantEditBody,
  answer: EditableProduct,
});
export const deleteVariant = defineCall({
  method: 'DELETE',
  path: ':area/variants/:id',
  params: { area, id: 'id' },
  answer: EditableProduct,
});
export const updateProductPricing = defineCall({
  method: 'PUT',
  path: ':area/products/:id/pricing',
  params: { area, id: 'id' },
  body: ProductPricingBody,
  answer: BackofficeProduct,
});
export const updateVariantPricing = defineCall({
  method: 'PUT',
  path: ':area/variants/:id/pricing',
  params: { area, id: 'id' },
  body: VariantPricingBody,
  answer: BackofficeProduct,
});
/** The catalog as CSV, opened by a link. */
export const exportCatalog = defineCall({
  method: 'GET',
  path: ':area/catalog/export.csv',
  params: { area },
  answer: 'download',
});
/** A CSV sent as itself; `dry_run` in the query checks it without saving. */
export const importCatalog = defineCall({
  method: 'POST',
  path: ':area/catalog/import',
  params: { area },
  body: 'file',
  answer: CatalogImportReport,
});

const TaxonomyItem = TaxonomyItemResponse.shape.data;

export const createTaxonomyItem = defineCall({
  method: 'POST',
  path: 'admin/:kind',
  params: { kind: ['categories', 'brands'] },
  body: TaxonomyBody,
  answer: TaxonomyItem,
});
export const addSubCategory = defineCall({
  method: 'POST',
  path: 'admin/categories/:id/sub-categories',
  params: { id: 'id' },
  body: TaxonomyBody,
  answer: TaxonomyItem,
});
export const updateTaxonomyItem = defineCall({
  method: 'PUT',
  path: 'admin/:kind/:id',
  params: { kind: ['categories', 'sub-categories', 'brands'], id: 'id' },
  body: TaxonomyBody,
  answer: TaxonomyItem,
});

/** Products whose id or name (either language) holds `q`, for the back office's product pickers. */
export const searchBackofficeProducts = defineCall({
  method: 'GET',
  path: ':area/products',
  params: { area },
  answer: z.array(BackofficeProduct),
});
