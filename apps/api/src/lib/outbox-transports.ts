import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { OutboxRow, Transport } from './outbox.js';
import type { SmsProvider } from './sms.js';

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

/** Mail through any SMTP server (`smtp://user:pass@host:587`). */
export function smtpTransport(url: string, from: string): Transport {
  const mailer = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    send: async (message: OutboxRow) => {
      await mailer.sendMail({ from, to: message.recipient, subject: message.subject, text: message.body });
    },
  };
}

/** Texts through an SMS provider (Twilio, or the simulator speaking its protocol): the body only. */
export function smsTransport(provider: SmsProvider): Transport {
  return {
    name: provider.name,
    send: async (message: OutboxRow) => {
      await provider.send(message.recipient, message.body);
    },
  };
}

/** Each channel to its own transport: mail to SMTP or the log, texts to the SMS provider or the log. */
export function channelTransport(channels: { email: Transport; sms: Transport }): Transport {
  return {
    name: `${channels.email.name}+${channels.sms.name}`,
    send: (message) => (message.channel === 'sms' ? channels.sms : channels.email).send(message),
  };
}
