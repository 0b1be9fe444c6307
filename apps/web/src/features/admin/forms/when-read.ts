import type { z } from 'zod';

/**
 * A refinement's `when`: it runs once these fields themselves are read (even while others are wrong), so
 * its problem is said together with the rest rather than after they are fixed.
 */
export const whenRead =
  (...fields: string[]) =>
  ({ issues }: z.core.ParsePayload): boolean =>
    !issues.some(({ path }) => fields.includes(String(path?.[0])));
