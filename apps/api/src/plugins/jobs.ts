import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startInProcessJobs } from '../jobs/in-process-runner.js';
import { startPgBossJobs } from '../jobs/pg-boss-runner.js';
import type { BackgroundJob, JobRunner, JobStats } from '../jobs/runner.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs of each background job waiting, running and failed; empty when this process runs none. */
    jobStats: () => Promise<JobStats[]>;
    /** Hands a module's timer to the runner; called while the app is built, before it is ready. */
    addJob: (job: BackgroundJob) => void;
  }
}

/**
 * Collects the timers the modules hand it (`app.addJob`) and starts them when the app is ready (pg-boss on PostgreSQL, this process on the embedded
 * database) and stops them when it closes: after in-flight requests, before the database, waiting for a
 * run in progress within SHUTDOWN_TIMEOUT_MS. `enabled: false` (tests, one-off scripts) runs none.
 */
export type JobsOptions = { enabled: boolean; connectionString?: string | undefined };

export const jobsPlugin = fp(async (app: FastifyInstance, options: JobsOptions) => {
  let runner: JobRunner | undefined;
  const jobs: BackgroundJob[] = [];
  app.decorate('jobStats', async () => (runner ? runner.stats() : []));
  app.decorate('addJob', (job: BackgroundJob) => {
    if (runner) throw new Error(`job ${job.name} added after the jobs started`);
    jobs.push(job);
  });
  if (!options.enabled) return;
  app.addHook('onReady', async () => {
    runner = options.connectionString
      ? await startPgBossJobs(jobs, app.log, { connectionString: options.connectionString })
      : startInProcessJobs(jobs, app.log);
    app.log.info({ runner: runner.kind, jobs: jobs.map((job) => job.name) }, 'background jobs started');
  });
  app.addHook('onClose', async () => {
    // Requests have drained by now; a job gets most of what is left of the shutdown's time.
    await runner?.stop(Math.floor(app.config.shutdownTimeoutMs * 0.6));
  });
});
