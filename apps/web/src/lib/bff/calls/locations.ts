import { defineCall } from '../define-call';

// Egypt's governorates and their cities, for address forms (apps/api/src/modules/locations).

export const listGovernorates = defineCall({
  method: 'GET',
  path: 'governorates',
  answer: () => import('@coffee/contracts/locations').then((m) => m.GovernoratesResponse),
});

export const listCities = defineCall({
  method: 'GET',
  path: 'governorates/:id/cities',
  params: { id: 'id' },
  answer: () => import('@coffee/contracts/locations').then((m) => m.CitiesResponse),
});
