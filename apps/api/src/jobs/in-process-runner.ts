import type { FastifyBaseLogger } from 'fastify';
import type { BackgroundJob } from './runner.js';
import { type JobRunner, type JobStats, runLogged, settleWithin } from './runner.js';

/**
 * The embedded database's runner: one process owns the PGlite files, so "once across processes" is simply
 * "once here". Each job runs on its interval and never overlaps itself.
 */
export function startInProcessJobs(jobs: BackgroundJob[], log: FastifyBaseLogger): JobRunner {
  const running = new Map<string, Promise<void>>();
  const failed = new Map<string, number>(jobs.map((job) => [job.name, 0]));
  const timers = jobs.map((job) => {
    const timer = setInterval(() => {
      if (running.has(job.name)) return;
      const run = runLogged(job, log)
        .catch(() => {
          failed.set(job.name, (failed.get(job.name) ?? 0) + 1);
        })
        .finally(() => running.delete(job.name));
      running.set(job.name, run);
    }, job.everyMs);
    timer.unref();
    return timer;
  });
  return {
    kind: 'in-process',
    stop: async (timeoutMs) => {
      for (const timer of timers) clearInterval(timer);
      await settleWithin(Promise.all(running.values()), timeoutMs);
    },
    stats: async (): Promise<JobStats[]> =>
      jobs.map((job) => ({
        name: job.name,
        queued: 0,
        active: running.has(job.name) ? 1 : 0,
        failed: failed.get(job.name) ?? 0,
      })),
  };
}
