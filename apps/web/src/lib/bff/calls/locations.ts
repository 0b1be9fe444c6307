import { defineCall } from '../define-call';

// Egypt's governorates and their cities, for address forms (apps/api/src/modules/locations).

export const listGovernorates = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: 'governorates',
  answer: 'locations.GovernoratesResponse',
});

export const listCities = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: 'governorates/:id/cities',
  params: { id: 'id' },
  answer: 'locations.CitiesResponse',
});
