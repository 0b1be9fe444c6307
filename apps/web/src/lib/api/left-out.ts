import { PHASE_PRODUCTION_BUILD } from 'next/constants';

/**
 * Logs a part of a page left out because the API could not give its data (the navbar's categories, a home
 * section): the page still renders, and the log says what it lacks. Silent during `next build`, which tries
 * every route as a static page with no API running (they all turn out dynamic): 256 such reports drowned
 * the build's own output.
 */
export function reportLeftOut(what: string, error: unknown): void {
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return;
  console.error(what, error);
}
