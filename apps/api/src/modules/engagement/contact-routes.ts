import { LangQuery } from '@coffee/contracts/common';
import { ContactBody, ContactResponse, StoreContactResponse } from '@coffee/contracts/engagement';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactMessages, storeSettings } from '../../db/schema/index.js';
import { localized } from '../../i18n/lang.js';
import { translate } from '../../i18n/messages.js';
import { refusals } from '../../lib/errors.js';
import { enqueueMessage } from '../../lib/outbox.js';

/**
 * The contact form. The message is stored, and the mail to the support team and the acknowledgement to the
 * sender queued, in one transaction: a mail server that is down delays the mails, never loses the message.
 */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;

  app.get(
    '/store-contact',
    {
      schema: {
        tags: ['engagement'],
        description:
          "The store's phone, WhatsApp number and address (in the request's language), as admins set them; null: not given.",
        querystring: LangQuery,
        response: { 200: StoreContactResponse },
      },
    },
    async (request) => {
      const [row] = await db.select().from(storeSettings).where(eq(storeSettings.id, 1));
      const address = row
        ? localized(request.lang, row.contactAddressEn ?? '', row.contactAddressAr ?? '')
        : '';
      return {
        data: {
          phone: row?.contactPhone ?? null,
          whatsapp: row?.contactWhatsapp ?? null,
          address: address || null,
        },
      };
    },
  );

  app.post(
    '/contact',
    {
      schema: {
        tags: ['engagement'],
        description: 'Rate-limited per address and per sender; `website` must stay empty (a honeypot).',
        querystring: LangQuery,
        body: ContactBody,
        response: { 201: ContactResponse, ...refusals(429) },
      },
      preHandler: app.limits.perIp('contact'),
    },
    async (request, reply) => {
      const { website, ...message } = request.body;
      const lang = request.lang;
      const received = { message: translate(lang, 'contactReceived') };
      // A bot filled the hidden field: it is told what a person would be, and nothing is kept or sent.
      if (website) return reply.status(201).send({ data: received });
      await app.limits.perAccount('contact', message.email, reply);

      const vars = {
        name: message.full_name,
        email: message.email,
        subject: message.subject,
        notes: message.notes,
        lang,
      };
      await db.transaction(async (tx) => {
        await tx.insert(contactMessages).values({
          fullName: message.full_name,
          email: message.email,
          subject: message.subject,
          notes: message.notes,
          lang,
        });
        // The team reads Arabic and English; the subject line is in the sender's language.
        await enqueueMessage(tx, {
          channel: 'email',
          recipient: config.supportEmail,
          template: 'contact-support',
          subject: translate(lang, 'contactSupportSubject', vars),
          body: translate(lang, 'contactSupportBody', vars),
          payload: { replyTo: message.email },
        });
        await enqueueMessage(tx, {
          channel: 'email',
          recipient: message.email,
          template: 'contact-ack',
          subject: translate(lang, 'contactAckSubject', vars),
          body: translate(lang, 'contactAckBody', vars),
        });
      });
      return reply.status(201).send({ data: received });
    },
  );
};
