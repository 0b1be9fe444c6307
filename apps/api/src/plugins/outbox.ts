import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { drainOutbox, type Transport } from '../lib/outbox.js';
import { consoleTransport, smtpTransport } from '../lib/outbox-transports.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends what is pending now; the interval calls it, and so can a test or a job. */
    drainOutbox: () => Promise<{ sent: number; failed: number }>;
  }
}

/**
 * Each API process drains the outbox every OUTBOX_INTERVAL_MS; row locks with SKIP LOCKED keep several
 * processes from sending a message twice.
 */
export const outboxPlugin = fp(async (app: FastifyInstance) => {
  const { config } = app;
  const transport: Transport = config.smtpUrl
    ? smtpTransport(config.smtpUrl, config.mailFrom, app.log)
    : consoleTransport(app.log);
  if (config.env === 'production' && !config.smtpUrl) {
    app.log.warn('SMTP_URL is not set: messages (including one-time codes) are only written to the log');
  }

  let running: Promise<{ sent: number; failed: number }> | null = null;
  const drain = () => {
    running ??= drainOutbox(app.db, transport, {
      now: app.clock,
      onError: (err, message) => app.log.error({ err, outbox: message.id }, 'sending a message failed'),
    }).finally(() => {
      running = null;
    });
    return running;
  };
  app.decorate('drainOutbox', drain);

  let timer: NodeJS.Timeout | undefined;
  if (config.outboxIntervalMs > 0) {
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        drain().catch((err: unknown) => app.log.error({ err }, 'draining the outbox failed'));
      }, config.outboxIntervalMs);
      timer.unref();
    });
  }
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running?.catch(() => undefined);
  });
});
