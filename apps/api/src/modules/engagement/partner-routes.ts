import { MessageResponse } from '@coffee/contracts/auth';
import { IdParams } from '@coffee/contracts/catalog';
import { LangQuery } from '@coffee/contracts/common';
import {
  PartnerApplicationFields,
  PartnerApplicationResponse,
  type PartnerFileField,
} from '@coffee/contracts/engagement';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { partnerApplications, sellers } from '../../db/schema/index.js';
import { type MessageKey, translate } from '../../i18n/messages.js';
import { AppError, refusals } from '../../lib/errors.js';
import { enqueueMessage } from '../../lib/outbox.js';
import {
  type DocumentKind,
  removePrivateDocument,
  savePrivateDocument,
  sniffDocument,
} from '../../lib/uploads.js';
import { authOf } from '../../plugins/auth.js';
import { parseWith } from '../account/profile-form.js';
import { findUserById } from '../auth/repository.js';
import { acceptApplication } from './admin/partner-repository.js';
import { readPartnerForm } from './partner-form.js';

const PROBLEMS: Record<PartnerFileField, Record<'required' | 'empty' | 'unsupported', MessageKey>> = {
  contract: { required: 'contractRequired', empty: 'contractEmpty', unsupported: 'contractUnsupported' },
  tax_card: { required: 'taxCardRequired', empty: 'taxCardEmpty', unsupported: 'taxCardUnsupported' },
};

/** Both documents, judged by their bytes; every problem is named at once so the form can show them all. */
function judgeDocuments(files: Partial<Record<PartnerFileField, Buffer>>) {
  const problems: MessageKey[] = [];
  const judged = {} as Record<PartnerFileField, { kind: DocumentKind; bytes: Buffer }>;
  for (const field of ['contract', 'tax_card'] as const) {
    const bytes = files[field];
    const kind = bytes && bytes.length > 0 ? sniffDocument(bytes) : null;
    if (!bytes) problems.push(PROBLEMS[field].required);
    else if (bytes.length === 0) problems.push(PROBLEMS[field].empty);
    else if (!kind) problems.push(PROBLEMS[field].unsupported);
    else judged[field] = { kind, bytes };
  }
  if (problems.length > 0) throw new AppError(422, 'INVALID_DOCUMENT', problems[0]!, problems);
  return judged;
}

/**
 * Become a partner: the brand's details and two documents (contract, tax card), stored privately under the
 * API's private directory, never under /media. The application waits for the back office's review.
 */
export const partnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;

  app.post(
    '/partner-applications',
    {
      schema: {
        tags: ['engagement'],
        description:
          'multipart/form-data: brand_name, company_description, contact_person, email, mobile and the files ' +
          '`contract` and `tax_card` (JPG, PNG or PDF by their bytes, at most 5 MB each).',
        consumes: ['multipart/form-data'],
        querystring: LangQuery,
        response: { 201: PartnerApplicationResponse, ...refusals(422, 429) },
      },
      preHandler: app.limits.perIp('partnerApplication'),
    },
    async (request, reply) => {
      const lang = request.lang;
      const form = await readPartnerForm(request);
      const { website, ...fields } = parseWith(PartnerApplicationFields, form.fields);
      const documents = judgeDocuments(form.files);
      const message = translate(lang, 'partnerReceived');
      if (website) return reply.status(201).send({ data: { id: 0, status: 'submitted', message } });

      const saved: string[] = [];
      try {
        for (const field of ['contract', 'tax_card'] as const) {
          const { kind, bytes } = documents[field];
          saved.push(await savePrivateDocument(app.storage, kind, bytes));
        }
        const id = await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(partnerApplications)
            .values({
              brandName: fields.brand_name,
              companyDescription: fields.company_description,
              contactPerson: fields.contact_person,
              contactEmail: fields.email,
              contactMobile: fields.mobile,
              contractFile: saved[0]!,
              taxCardFile: saved[1]!,
              lang,
            })
            .returning({ id: partnerApplications.id });
          const vars = {
            id: row!.id,
            brand: fields.brand_name,
            person: fields.contact_person,
            email: fields.email,
            mobile: fields.mobile,
            description: fields.company_description,
          };
          await enqueueMessage(tx, {
            channel: 'email',
            recipient: config.supportEmail,
            template: 'partner-support',
            subject: translate(lang, 'partnerSupportSubject', vars),
            body: translate(lang, 'partnerSupportBody', vars),
            payload: { applicationId: row!.id, replyTo: fields.email },
          });
          await enqueueMessage(tx, {
            channel: 'email',
            recipient: fields.email,
            template: 'partner-ack',
            subject: translate(lang, 'partnerAckSubject', vars),
            body: translate(lang, 'partnerAckBody', vars),
          });
          return row!.id;
        });
        return reply.status(201).send({ data: { id, status: 'submitted', message } });
      } catch (error) {
        // Nothing half-kept: documents of an application that was not stored are deleted.
        await Promise.all(saved.map((key) => removePrivateDocument(app.storage, key)));
        throw error;
      }
    },
  );

  app.post(
    '/partner-applications/:id/accept',
    {
      schema: {
        tags: ['engagement'],
        description:
          'The signed-in owner of an approved application’s email accepts to run its seller from this account ' +
          '(the approval mailed them a link here; until then the account is not the seller’s). 404 for an ' +
          'application that is not the caller’s to accept; 409 PARTNER_ACCOUNT_TAKEN when the account already ' +
          'runs a seller or works for the store. Again answers the same.',
        params: IdParams,
        querystring: LangQuery,
        response: { 200: MessageResponse, ...refusals(409) },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const { userId } = authOf(request);
      const { db: database } = app;
      const row = await database.transaction(async (tx) => {
        const user = await findUserById(tx, userId);
        if (!user) throw new AppError(404, 'NOT_FOUND', 'notFound');
        return acceptApplication(tx, user, request.params.id);
      });
      const [seller] = await database
        .select({ nameEn: sellers.nameEn, nameAr: sellers.nameAr })
        .from(sellers)
        .where(eq(sellers.id, row.sellerId!));
      const name = request.lang === 'ar' ? seller?.nameAr : seller?.nameEn;
      return {
        data: { message: translate(request.lang, 'sellerAccepted', { seller: name ?? row.brandName }) },
      };
    },
  );
};
