import { defineCall } from '../define-call';

// The catalog of the back office and of the seller portal: the same calls under /admin and /seller (the API
// keeps a seller to its own products). Categories and brands are in admin-taxonomy.ts.

const AREA = ['admin', 'seller'] as const;

export const getCatalogOptions = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: ':area/catalog-options',
  params: { area: AREA },
  answer: 'backoffice-catalog.CatalogOptionsResponse',
});

export const createProduct = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: ':area/products',
  params: { area: AREA },
  body: 'backoffice-catalog.ProductEditBody',
  answer: 'backoffice-catalog.EditableProductResponse',
});

export const updateProduct = /* @__PURE__ */ defineCall({
  method: 'PUT',
  path: ':area/products/:id',
  params: { area: AREA, id: 'id' },
  body: 'backoffice-catalog.ProductEditBody',
  answer: 'backoffice-catalog.EditableProductResponse',
});

/** A multipart form with one `image`. */
export const uploadProductImage = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: ':area/products/:id/images',
  params: { area: AREA, id: 'id' },
  upload: 'multipart',
  answer: 'backoffice-catalog.EditableProductResponse',
});

/** The images in their new order (or fewer of them). */
export const orderProductImages = /* @__PURE__ */ defineCall({
  method: 'PUT',
  path: ':area/products/:id/images',
  params: { area: AREA, id: 'id' },
  body: 'backoffice-catalog.ProductImagesBody',
  answer: 'backoffice-catalog.EditableProductResponse',
});

export const addVariant = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: ':area/products/:id/variants',
  params: { area: AREA, id: 'id' },
  body: 'backoffice-catalog.VariantEditBody',
  answer: 'backoffice-catalog.EditableProductResponse',
});

export const updateVariant = /* @__PURE__ */ defineCall({
  method: 'PUT',
  path: ':area/variants/:id',
  params: { area: AREA, id: 'id' },
  body: 'backoffice-catalog.VariantEditBody',
  answer: 'backoffice-catalog.EditableProductResponse',
});

export const deleteVariant = /* @__PURE__ */ defineCall({
  method: 'DELETE',
  path: ':area/variants/:id',
  params: { area: AREA, id: 'id' },
  answer: 'backoffice-catalog.EditableProductResponse',
});

/** Price, sale price, stock and whether it is sold, from the catalog list. */
export const setProductPricing = /* @__PURE__ */ defineCall({
  method: 'PUT',
  path: ':area/products/:id/pricing',
  params: { area: AREA, id: 'id' },
  body: 'backoffice-pricing.ProductPricingBody',
  answer: 'backoffice-pricing.BackofficeProductResponse',
});

/** One variant's price, sale price and stock; answers its product. */
export const setVariantPricing = /* @__PURE__ */ defineCall({
  method: 'PUT',
  path: ':area/variants/:id/pricing',
  params: { area: AREA, id: 'id' },
  body: 'backoffice-pricing.VariantPricingBody',
  answer: 'backoffice-pricing.BackofficeProductResponse',
});

/** The prices and stock as CSV, downloaded through a link. */
export const exportCatalog = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: ':area/catalog/export.csv',
  params: { area: AREA },
  answer: 'download',
});

/** A CSV sent as itself (query: `dry_run`); a refused one answers 422 with the same report. */
export const importCatalog = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: ':area/catalog/import',
  params: { area: AREA },
  upload: 'file',
  answer: 'backoffice-catalog.CatalogImportResponse',
});
