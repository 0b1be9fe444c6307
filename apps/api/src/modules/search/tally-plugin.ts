import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SearchTally } from './insights.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's count of the search page's searches, written to `search_weeks` every few seconds. */
    searchTally: SearchTally;
  }
}

/** How often a process adds its counted searches to the table. */
const FLUSH_EVERY_MS = 10_000;

/** Counts searches in memory and writes them in one statement every 10 s, and once more on close. */
export const searchTallyPlugin = fp(async (app: FastifyInstance) => {
  const tally = new SearchTally(app.db, app.clock);
  app.decorate('searchTally', tally);
  const timer = setInterval(() => {
    tally.flush().catch((err) => app.log.warn({ err }, 'search tally: write failed; kept for the next'));
  }, FLUSH_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await tally.flush().catch((err) => app.log.warn({ err }, 'search tally: last write failed'));
  });
});
