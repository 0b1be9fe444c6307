import { describe, expect, it } from 'vitest';
import { MoveGovernorateFormBody } from './settings-schemas';

describe('MoveGovernorateFormBody', () => {
  it('sends the chosen zone as a number: a JSON body never carries an id as text', () => {
    expect(MoveGovernorateFormBody.parse({ governorate_id: '3', zone_id: '2' })).toEqual({
      governorate_id: 3,
      zone_id: 2,
    });
    expect(MoveGovernorateFormBody.safeParse({ governorate_id: '3', zone_id: '' }).success).toBe(false);
  });
});
