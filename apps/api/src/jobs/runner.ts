import type { FastifyBaseLogger } from 'fastify';

/** A timer of the store: runs every `everyMs`, once across all API processes. Modules hand theirs to the jobs plugin (`app.addJob`). */
export type BackgroundJob = { name: string; everyMs: number; run: () => Promise<void> };

/** How many runs of each job wait, run, and failed (for /metrics). */
export type JobStats = { name: string; queued: number; active: number; failed: number };

export type JobRunner = {
  kind: 'in-process' | 'pg-boss';
  /** Stops scheduling, waits up to `timeoutMs` for runs in progress, and lets go of its connections. */
  stop: (timeoutMs: number) => Promise<void>;
  stats: () => Promise<JobStats[]>;
};

/** What each runner does around one run: counts it, logs a failure (the next interval tries again). */
export async function runLogged(job: BackgroundJob, log: FastifyBaseLogger): Promise<void> {
  try {
    await job.run();
  } catch (err) {
    log.error({ err, job: job.name }, 'background job failed');
    throw err;
  }
}

/** Resolves when `work` settles or after `timeoutMs`, whichever comes first. */
export async function settleWithin(work: Promise<unknown>, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    work.catch(() => undefined),
    new Promise((resolve) => {
      timer = setTimeout(resolve, timeoutMs);
    }),
  ]);
  clearTimeout(timer);
}
