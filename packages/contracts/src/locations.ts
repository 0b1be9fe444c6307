import { z } from 'zod';
import { dataEnvelope } from './common';

export const Governorate = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export const City = z.object({ id: z.number().int(), governorate_id: z.number().int(), name: z.string() });
export type Governorate = z.infer<typeof Governorate>;
export type City = z.infer<typeof City>;
export const GovernoratesResponse = dataEnvelope(z.array(Governorate));
export const CitiesResponse = dataEnvelope(z.array(City));
