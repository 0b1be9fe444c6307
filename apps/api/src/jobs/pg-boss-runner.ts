import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { BackgroundJob } from './runner.js';
import { type JobRunner, type JobStats, runLogged, settleWithin } from './runner.js';

export type PgBossOptions = { connectionString: string; schema?: string };

/**
 * The PostgreSQL runner: every API process ticks each job's interval and offers pg-boss a run for the
 * current time slot (`singletonSeconds`); the slot's unique index keeps one run per slot across processes,
 * and the 'singleton' queue policy keeps a slow run from overlapping the next. Whichever process polls
 * first runs it. A failed run is recorded by pg-boss ('failed', counted by /metrics); the next slot tries
 * again, so periodic jobs need no retries of their own.
 *
 * Each job's worker is our own loop rather than pg-boss's `work`: that one records a run's end without
 * waiting for the write, and a run it fetched while `stop` was closing the pool started after `stop` and its
 * end was never written (pg-boss drops statements on a closed pool). The run then stayed 'active', holding its
 * singleton queue in every process until it expired, and came back as a failure after every restart.
 */
export async function startPgBossJobs(
  jobs: BackgroundJob[],
  log: FastifyBaseLogger,
  options: PgBossOptions,
): Promise<JobRunner> {
  const boss = new PgBoss({
    connectionString: options.connectionString,
    schema: options.schema ?? 'pgboss',
    max: 2,
    application_name: 'coffee-jobs',
    // Cron schedules are not used (intervals below a minute are); maintenance archives and deletes old runs.
    schedule: false,
    archiveCompletedAfterSeconds: 3600,
    deleteAfterDays: 7,
  });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  await boss.start();

  const offer = (job: BackgroundJob) =>
    boss
      .send(
        job.name,
        {},
        { singletonKey: job.name, singletonSeconds: Math.max(1, Math.round(job.everyMs / 1000)) },
      )
      .catch((err: unknown) => log.warn({ err, job: job.name }, 'could not queue a background job run'));

  const stopping = new AbortController();
  /** Waits `ms`, or less when `stop` is asked. */
  const pause = (ms: number) => sleep(ms, undefined, { signal: stopping.signal }).catch(() => undefined);

  /** Fetches a run, runs it, and writes how it ended before fetching the next; a run fetched while stopping is still run and written. */
  const work = async (job: BackgroundJob) => {
    const pollMs = Math.max(500, Math.min(2000, job.everyMs / 2));
    while (!stopping.signal.aborted) {
      let fetched: { id: string } | undefined;
      try {
        [fetched] = await boss.fetch(job.name);
      } catch (err) {
        log.warn({ err, job: job.name }, 'could not fetch a background job run');
      }
      if (!fetched) {
        await pause(pollMs);
        continue;
      }
      let failure: Error | undefined;
      try {
        await runLogged(job, log);
      } catch (err) {
        failure = err instanceof Error ? err : new Error(String(err));
      }
      try {
        if (failure) await boss.fail(job.name, fetched.id, failure);
        else await boss.complete(job.name, fetched.id);
      } catch (err) {
        log.warn({ err, job: job.name }, 'could not record how a background job run ended');
      }
    }
  };

  const timers: NodeJS.Timeout[] = [];
  const workers: Promise<void>[] = [];
  for (const job of jobs) {
    await createQueueOnce(boss, {
      name: job.name,
      policy: 'singleton',
      retryLimit: 0,
      expireInSeconds: Math.max(60, Math.round((job.everyMs * 5) / 1000)),
    });
    await offer(job);
    workers.push(work(job));
    const timer = setInterval(() => void offer(job), job.everyMs);
    timer.unref();
    timers.push(timer);
  }

  const db = boss.getDb();
  return {
    kind: 'pg-boss',
    stop: async (timeoutMs) => {
      stopping.abort();
      for (const timer of timers) clearInterval(timer);
      // Runs in progress finish and are written, up to the timeout; then pg-boss closes its pool (no worker of its own is left to wait for).
      await settleWithin(Promise.all(workers), timeoutMs);
      await boss.stop({ graceful: false, wait: true });
    },
    stats: async (): Promise<JobStats[]> => {
      const { rows } = await db.executeSql(
        `SELECT name,
                count(*) FILTER (WHERE state IN ('created', 'retry'))::int AS queued,
                count(*) FILTER (WHERE state = 'active')::int AS active,
                count(*) FILTER (WHERE state = 'failed')::int AS failed
           FROM ${options.schema ?? 'pgboss'}.job WHERE name = ANY($1) GROUP BY name`,
        [jobs.map((job) => job.name)],
      );
      const byName = new Map((rows as JobStats[]).map((row) => [row.name, row]));
      return jobs.map((job) => byName.get(job.name) ?? { name: job.name, queued: 0, active: 0, failed: 0 });
    },
  };
}

/**
 * Creates a queue unless it exists. pg-boss 10 creates a table per queue: two processes starting at once
 * can deadlock on it (PostgreSQL then cancels one); the one cancelled tries again and finds the queue made.
 */
async function createQueueOnce(boss: PgBoss, queue: PgBoss.Queue): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      if (await boss.getQueue(queue.name)) return;
      await boss.createQueue(queue.name, queue);
      return;
    } catch (error) {
      const code = (error as { code?: string }).code;
      const conflict = code === '40P01' || code === '23505' || code === '42P07';
      if (!conflict || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}
