import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { OutboxRow, Transport } from './outbox.js';

/** Development's postman: writes each message, code included, to the log. */
export function consoleTransport(log: FastifyBaseLogger): Transport {
  return {
    name: 'console',
    send: async (message) => {
      log.info(
        { outbox: message.id, channel: message.channel, to: message.recipient, subject: message.subject },
        `message to ${message.recipient}:\n${message.body}`,
      );
    },
  };
}

/** Mail through any SMTP server (`smtp://user:pass@host:587`). There is no SMS gateway yet: SMS go to the log. */
export function smtpTransport(url: string, from: string, log: FastifyBaseLogger): Transport {
  const mailer = nodemailer.createTransport(url);
  const fallback = consoleTransport(log);
  return {
    name: 'smtp',
    send: async (message: OutboxRow) => {
      if (message.channel !== 'email') return fallback.send(message);
      await mailer.sendMail({ from, to: message.recipient, subject: message.subject, text: message.body });
    },
  };
}
