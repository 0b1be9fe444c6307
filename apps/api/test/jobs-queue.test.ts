import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.js';
import { outbox } from '../src/db/schema/index.js';
import { startInProcessJobs } from '../src/jobs/in-process-runner.js';
import { startPgBossJobs } from '../src/jobs/pg-boss-runner.js';
import type { BackgroundJob, JobRunner } from '../src/jobs/runner.js';
import { drainOutbox, enqueueMessage, type OutboxRow } from '../src/lib/outbox.js';
import { type AccountsContext, createAccountsApp } from './support/accounts.js';
import { createTestDatabase } from './support/database.js';

const onPostgres = Boolean(process.env.DATABASE_URL);
const silent = { info() {}, warn() {}, error() {} } as never;

const message = (recipient: string) => ({
  channel: 'email' as const,
  recipient,
  template: 'test',
  subject: 's',
  body: 'b',
});

async function until(check: () => Promise<boolean>, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await sleep(100);
  }
}

describe.skipIf(!onPostgres)('background jobs on PostgreSQL (pg-boss)', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('runs each scheduled run once when two API processes run the scheduler', async () => {
    const runs: { slot: number; by: string }[] = [];
    const job = (by: string): BackgroundJob => ({
      name: 'tick',
      everyMs: 1000,
      run: async () => {
        runs.push({ slot: Math.floor(Date.now() / 1000), by });
        await sleep(50);
      },
    });
    const options = { connectionString: database.url! };
    const runners = await Promise.all([
      startPgBossJobs([job('a')], silent, options),
      startPgBossJobs([job('b')], silent, options),
    ]);
    await sleep(6_500);
    await Promise.all(runners.map((runner) => runner.stop(2_000)));

    // Six or seven one-second slots passed: each ran once, by whichever process polled first.
    expect(runs.length).toBeGreaterThanOrEqual(4);
    expect(runs.length).toBeLessThanOrEqual(8);
    const pool = new pg.Client({ connectionString: database.url });
    await pool.connect();
    try {
      const { rows } = await pool.query(
        `SELECT singleton_on, count(*)::int AS n FROM pgboss.job WHERE name = 'tick'
          GROUP BY singleton_on HAVING count(*) > 1`,
      );
      expect(rows).toEqual([]);
      const done = await pool.query(
        `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'tick' AND state = 'completed'`,
      );
      expect(done.rows[0].n).toBe(runs.length);
    } finally {
      await pool.end();
    }
  });

  it('records a failed run for operators and runs the job again in the next slot', async () => {
    let calls = 0;
    const runner: JobRunner = await startPgBossJobs(
      [
        {
          name: 'flaky',
          everyMs: 1000,
          run: async () => {
            calls += 1;
            if (calls === 1) throw new Error('gateway down');
          },
        },
      ],
      silent,
      { connectionString: database.url! },
    );
    try {
      await until(async () => calls >= 2);
      const [stats] = await runner.stats();
      expect(stats).toMatchObject({ name: 'flaky', failed: 1 });
    } finally {
      await runner.stop(2_000);
    }
  });

  it('lets a running job finish before it stops (SIGTERM)', async () => {
    let started = false;
    let finished = false;
    const runner = await startPgBossJobs(
      [
        {
          name: 'long',
          everyMs: 1000,
          run: async () => {
            started = true;
            await sleep(1_500);
            finished = true;
          },
        },
      ],
      silent,
      { connectionString: database.url! },
    );
    await until(async () => started);
    await runner.stop(5_000);
    expect(finished).toBe(true);
  });

  it('writes how every run ended before it stops, also when the database is slow to answer then', async () => {
    const runs: string[] = [];
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const runner = await startPgBossJobs(
      [
        {
          name: 'held',
          everyMs: 1000,
          run: async () => {
            runs.push(new Date().toISOString());
            if (runs.length === 1) await held;
          },
        },
      ],
      silent,
      { connectionString: database.url! },
    );
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const count = async (state: string) =>
      (
        await client.query(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'held' AND state = $1`, [
          state,
        ])
      ).rows[0].n as number;
    try {
      // The first run is under way and the next second's run waits in the queue.
      await until(async () => runs.length === 1 && (await count('created')) >= 1);
      // The queue's table is locked (a slow database): writing the first run's end, and fetching the next, wait.
      await client.query('BEGIN');
      await client.query('LOCK TABLE pgboss.job IN EXCLUSIVE MODE');
      release();
      await sleep(300);
      const stopped = runner.stop(5_000);
      await sleep(300);
      await client.query('COMMIT');
      await stopped;
      const afterStop = runs.length;
      await sleep(1_500);
      expect(runs.length).toBe(afterStop);
      // Every run that ran is written as completed; none is left holding the queue as 'active'.
      expect(await count('completed')).toBe(runs.length);
      expect(await count('active')).toBe(0);
    } finally {
      await client.end();
    }
  });

  it('sends the outbox from two API processes: every message once', async () => {
    const env = { OUTBOX_INTERVAL_MS: '1000' };
    const first = await createAccountsApp({ database, env, jobs: true });
    const second = await createAccountsApp({ database, env, jobs: true });
    try {
      for (let n = 0; n < 10; n++) await enqueueMessage(database.db, message(`twice-${n}@example.com`));
      await until(async () => {
        const rows = await database.db.select().from(outbox).where(eq(outbox.status, 'pending'));
        return rows.length === 0;
      });
      const sent = await database.db.select().from(outbox).where(sql`${outbox.recipient} LIKE 'twice-%'`);
      expect(sent.map((row) => [row.status, row.attempts])).toEqual(Array(10).fill(['sent', 1]));
    } finally {
      await second.close();
      await first.close();
    }
  });

  it('loses nothing when the process sending a message dies mid-send', async () => {
    await enqueueMessage(database.db, message('crash@example.com'));
    let entered: () => void = () => undefined;
    let release: () => void = () => undefined;
    const inSend = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The mail server takes its time; meanwhile the sending process loses its database (killed, or the
    // server restarted): the transaction that would mark the message sent never commits.
    const slow = {
      name: 'slow',
      send: async (row: OutboxRow) => {
        if (row.recipient !== 'crash@example.com') return;
        entered();
        await released;
      },
    };
    const draining = drainOutbox(database.db, slow, { now: () => new Date() }).catch(
      (error: unknown) => error,
    );
    await inSend;
    // The connection holding the message's row lock dies, as it does when its process is killed.
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      const { rows } = await admin.query(
        `SELECT pg_terminate_backend(pid) AS killed FROM pg_stat_activity
          WHERE datname = current_database() AND state = 'idle in transaction' AND pid <> pg_backend_pid()`,
      );
      expect(rows.length).toBeGreaterThanOrEqual(1);
    } finally {
      await admin.end();
    }
    release();
    expect(await draining).toBeInstanceOf(Error);
    const row = async () =>
      (await database.db.select().from(outbox).where(eq(outbox.recipient, 'crash@example.com')))[0];
    expect(await row()).toMatchObject({ status: 'pending', attempts: 0 });

    const delivered: string[] = [];
    const working = { name: 'working', send: async (sent: OutboxRow) => void delivered.push(sent.recipient) };
    await drainOutbox(database.db, working, { now: () => new Date() });
    expect(delivered).toContain('crash@example.com');
    expect(await row()).toMatchObject({ status: 'sent', attempts: 1 });
  });
});

describe('background jobs on the embedded database (in this process)', () => {
  let ctx: AccountsContext;
  beforeAll(async () => {
    ctx = await createAccountsApp({ env: { OUTBOX_INTERVAL_MS: '200' }, jobs: true });
  });
  afterAll(() => ctx.close());

  it('sends queued messages on its own', async () => {
    await enqueueMessage(ctx.database.db, message('timer@example.com'));
    await until(async () => {
      const [row] = await ctx.database.db
        .select()
        .from(outbox)
        .where(eq(outbox.recipient, 'timer@example.com'));
      return row?.status === 'sent';
    });
  });

  it('never overlaps a run with itself and waits for the running one when stopped', async () => {
    let active = 0;
    let most = 0;
    let finished = 0;
    const runner = startInProcessJobs(
      [
        {
          name: 'slow',
          everyMs: 50,
          run: async () => {
            active += 1;
            most = Math.max(most, active);
            await sleep(300);
            active -= 1;
            finished += 1;
          },
        },
      ],
      silent,
    );
    await sleep(400);
    await runner.stop(2_000);
    expect(most).toBe(1);
    expect(active).toBe(0);
    expect(finished).toBeGreaterThanOrEqual(1);
  });
});
