import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { drainOutbox, MAX_SEND_ATTEMPTS, type Transport } from '../lib/outbox.js';
import { channelTransport, consoleTransport, smsTransport, smtpTransport } from '../lib/outbox-transports.js';
import { twilioProvider } from '../lib/sms.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends what is due now; the 'outbox' background job calls it, and so can a test. */
    drainOutbox: () => Promise<{ sent: number; failed: number }>;
  }
}

/**
 * Sends the outbox: mail through SMTP or the log, texts through the SMS provider (Twilio or its simulator). The 'outbox' background job drains it every OUTBOX_INTERVAL_MS
 * (once across processes on pg-boss); row locks with SKIP LOCKED would keep two drains from sending a
 * message twice anyway.
 */
export const outboxPlugin = fp(async (app: FastifyInstance) => {
  const { config } = app;
  const log = consoleTransport(app.log);
  const transport: Transport = channelTransport({
    email: config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : log,
    // SMS=none: texts are only logged (each text's news also goes by email).
    sms: config.sms ? smsTransport(twilioProvider(config.sms)) : log,
  });
  if (config.env === 'production' && !config.smtpUrl) {
    app.log.warn('SMTP_URL is not set: messages (including one-time codes) are only written to the log');
  }

  let running: Promise<{ sent: number; failed: number }> | null = null;
  const drain = () => {
    running ??= drainOutbox(app.db, transport, {
      now: app.clock,
      onError: (err, message) => {
        const deadLettered = message.attempts + 1 >= MAX_SEND_ATTEMPTS;
        app.log.error(
          { err, outbox: message.id, attempts: message.attempts + 1 },
          deadLettered ? 'sending a message failed for good: dead-lettered' : 'sending a message failed',
        );
      },
    }).finally(() => {
      running = null;
    });
    return running;
  };
  app.decorate('drainOutbox', drain);
  if (config.outboxIntervalMs > 0) {
    app.addJob({
      name: 'outbox',
      everyMs: config.outboxIntervalMs,
      run: async () => {
        await drain();
      },
    });
  }

  app.addHook('onClose', async () => {
    await running?.catch(() => undefined);
  });
});
