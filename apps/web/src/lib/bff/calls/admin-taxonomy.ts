import { defineCall } from '../define-call';

// Categories, sub-categories and brands (the back office only: sellers read them, never change them).

export const createTaxonomy = defineCall({
  method: 'POST',
  path: 'admin/:taxonomy',
  params: { taxonomy: ['categories', 'brands'] },
  body: () => import('@coffee/contracts/backoffice-catalog').then((m) => m.TaxonomyBody),
  answer: () => import('@coffee/contracts/backoffice-catalog').then((m) => m.TaxonomyItemResponse),
});

export const addSubCategory = defineCall({
  method: 'POST',
  path: 'admin/categories/:id/sub-categories',
  params: { id: 'id' },
  body: () => import('@coffee/contracts/backoffice-catalog').then((m) => m.TaxonomyBody),
  answer: () => import('@coffee/contracts/backoffice-catalog').then((m) => m.TaxonomyItemResponse),
});

export const updateTaxonomy = defineCall({
  method: 'PUT',
  path: 'admin/:taxonomy/:id',
  params: { taxonomy: ['categories', 'sub-categories', 'brands'], id: 'id' },
  body: () => import('@coffee/contracts/backoffice-catalog').then((m) => m.TaxonomyBody),
  answer: () => import('@coffee/contracts/backoffice-catalog').then((m) => m.TaxonomyItemResponse),
});
