import { defineCall } from '../define-call';

// The catalog of the back office and of the seller portal: the same calls under /admin and /seller (the API
// keeps a seller to its own products). Categories and brands are in admin-taxonomy.ts.

const AREA = ['admin', 'seller'] as const;

export const getCatalogOptions = defineCall({
  method: 'GET',
  path: ':area/catalog-options',
  params: { area: AREA },
  answer: () => import('@coffee/contracts/backoffice-catalog').then((m) => m.CatalogOptionsResponse),
});

export const createProduct = defineCall({
  method: 'POST',
  path: ':area/products',
  params: { area: AREA },
  body: () => import('@coffee/contracts/backoffice-catalog').then((m) => m.ProductEditBody),
  answer: () => import('@coffee/contracts/backoffice-catalog').then((m) => m.EditableProductResponse),
});

export const updateProduct = defineCall({
  method: 'PUT',
  path: ':area/products/:id',
  params: { area: AREA, id: 'id' },
  body: () => import('@coffee/contracts/backoffice-catalog').then((m) => m.ProductEditBody),
  answer: () => import('@coffee/contracts/backoffice-catalog').then((m) => m.EditableProductResponse),
});

/** A multipart form with one `image`. */
export const uploadProductImage = defineCall({
  method: 'POST',
  path: ':area/products/:id/images',
  params: { area: AREA, id: 'id' },
  upload: 'multipart',
  answer: () => import('@coffee/contracts/backoffice-catalog').then((m) => m.EditableProductResponse),
});

/** The images in their new order (or fewer of them). */
export const orderProductImages = defineCall({
  method: 'PUT',
  path: ':area/products/:id/images',
  params: { area: AREA, id: 'id' },
  body: () => import('@coffee/contracts/backoffice-catalog').then((m) => m.ProductImagesBody),
  answer: () => import('@coffee/contracts/backoffice-catalog').then((m) => m.EditableProductResponse),
});

export const addVariant = defineCall({
  method: 'POST',
  path: ':area/products/:id/variants',
  params: { area: AREA, id: 'id' },
  body: () => import('@coffee/contracts/backoffice-catalog').then((m) => m.VariantEditBody),
  answer: () => import('@coffee/contracts/backoffice-catalog').then((m) => m.EditableProductResponse),
});

export const updateVariant = defineCall({
  method: 'PUT',
  path: ':area/variants/:id',
  params: { area: AREA, id: 'id' },
  body: () => import('@coffee/contracts/backoffice-catalog').then((m) => m.VariantEditBody),
  answer: () => import('@coffee/contracts/backoffice-catalog').then((m) => m.EditableProductResponse),
});

export const deleteVariant = defineCall({
  method: 'DELETE',
  path: ':area/variants/:id',
  params: { area: AREA, id: 'id' },
  answer: () => import('@coffee/contracts/backoffice-catalog').then((m) => m.EditableProductResponse),
});

/** Price, sale price, stock and whether it is sold, from the catalog list. */
export const setProductPricing = defineCall({
  method: 'PUT',
  path: ':area/products/:id/pricing',
  params: { area: AREA, id: 'id' },
  body: () => import('@coffee/contracts/backoffice').then((m) => m.ProductPricingBody),
  answer: () => import('@coffee/contracts/backoffice').then((m) => m.BackofficeProductResponse),
});

/** One variant's price, sale price and stock; answers its product. */
export const setVariantPricing = defineCall({
  method: 'PUT',
  path: ':area/variants/:id/pricing',
  params: { area: AREA, id: 'id' },
  body: () => import('@coffee/contracts/backoffice').then((m) => m.VariantPricingBody),
  answer: () => import('@coffee/contracts/backoffice').then((m) => m.BackofficeProductResponse),
});

/** The prices and stock as CSV, downloaded through a link. */
export const exportCatalog = defineCall({
  method: 'GET',
  path: ':area/catalog/export.csv',
  params: { area: AREA },
  answer: 'download',
});

/** A CSV sent as itself (query: `dry_run`); a refused one answers 422 with the same report. */
export const importCatalog = defineCall({
  method: 'POST',
  path: ':area/catalog/import',
  params: { area: AREA },
  upload: 'file',
  answer: () => import('@coffee/contracts/backoffice-catalog').then((m) => m.CatalogImportResponse),
});
