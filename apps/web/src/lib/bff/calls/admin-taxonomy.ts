import { defineCall } from '../define-call';

// Categories, sub-categories and brands (the back office only: sellers read them, never change them).

export const createTaxonomy = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: 'admin/:taxonomy',
  params: { taxonomy: ['categories', 'brands'] },
  body: 'backoffice-catalog.TaxonomyBody',
  answer: 'backoffice-catalog.TaxonomyItemResponse',
});

export const addSubCategory = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: 'admin/categories/:id/sub-categories',
  params: { id: 'id' },
  body: 'backoffice-catalog.TaxonomyBody',
  answer: 'backoffice-catalog.TaxonomyItemResponse',
});

export const updateTaxonomy = /* @__PURE__ */ defineCall({
  method: 'PUT',
  path: 'admin/:taxonomy/:id',
  params: { taxonomy: ['categories', 'sub-categories', 'brands'], id: 'id' },
  body: 'backoffice-catalog.TaxonomyBody',
  answer: 'backoffice-catalog.TaxonomyItemResponse',
});
