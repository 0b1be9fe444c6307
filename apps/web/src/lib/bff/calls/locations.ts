import { City, Governorate } from '@coffee/contracts/locations';
import { z } from 'zod';
import { defineCall } from '../define-call';

export const listGovernorates = defineCall({
  method: 'GET',
  path: 'governorates',
  answer: z.array(Governorate),
});
export const listCities = defineCall({
  method: 'GET',
  path: 'governorates/:id/cities',
  params: { id: 'id' },
  answer: z.array(City),
});
