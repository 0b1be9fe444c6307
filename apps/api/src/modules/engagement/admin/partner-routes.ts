import {
  ApprovePartnerBody,
  PartnerApplicationDetailResponse,
  PartnerApplicationsQuery,
  PartnerApplicationsResponse,
  type PartnerDocumentField,
  PartnerFileParams,
  RejectPartnerBody,
} from '@coffee/contracts/backoffice-partners';
import { IdParams } from '@coffee/contracts/catalog';
import { LangQuery } from '@coffee/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Lang, localized } from '../../../i18n/lang.js';
import { AppError, refusals } from '../../../lib/errors.js';
import { pageMeta } from '../../../lib/page-meta.js';
import { documentTypeOf, sendPrivateDocument } from '../../../lib/uploads.js';
import { actorOf } from '../../../plugins/backoffice-auth.js';
import { invitationPending, resendInvitation } from './partner-invitations.js';
import {
  type ApplicationRow,
  approveApplication,
  findApplication,
  listApplications,
  rejectApplication,
} from './partner-repository.js';

const tags = ['admin'];

const keyOf = (row: ApplicationRow, field: PartnerDocumentField) =>
  field === 'contract' ? row.contractFile : row.taxCardFile;

const toSummary = (row: ApplicationRow) => ({
  id: row.id,
  brand_name: row.brandName,
  contact_person: row.contactPerson,
  email: row.contactEmail,
  mobile: row.contactMobile,
  status: row.status,
  created_at: row.createdAt.toISOString(),
});

/**
 * Partner applications for staff and admins: the list, one with its two private documents (streamed here
 * after the role check, never from a public address), approval (the seller, its owner, the invitation) and
 * rejection with a reason. Both are audited and happen once.
 */
export const adminPartnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, config } = app;

  const present = async (id: number, lang: Lang) => {
    const found = await findApplication(db, id);
    if (!found) throw new AppError(404, 'NOT_FOUND', 'notFound');
    const { application: row, reviewer, seller } = found;
    return {
      data: {
        ...toSummary(row),
        company_description: row.companyDescription,
        lang: row.lang,
        documents: (['contract', 'tax_card'] as const).map((field) => ({
          field,
          type: documentTypeOf(keyOf(row, field)),
        })),
        reviewed_at: row.reviewedAt?.toISOString() ?? null,
        reviewed_by: reviewer ? `${reviewer.firstName} ${reviewer.lastName}` : null,
        reject_reason: row.rejectReason,
        seller: seller
          ? { id: seller.id, slug: seller.slug, name: localized(lang, seller.nameEn, seller.nameAr) }
          : null,
        invitation_pending: await invitationPending(db, seller?.id),
      },
    };
  };

  app.get(
    '/admin/partner-applications',
    {
      schema: {
        tags,
        description: 'Staff and admins: partner applications newest first, optionally of one `status`.',
        querystring: PartnerApplicationsQuery,
        response: { 200: PartnerApplicationsResponse },
      },
    },
    async (request) => {
      const { status, page, per_page: perPage } = request.query;
      const { rows, total } = await listApplications(db, status, {
        limit: perPage,
        offset: (page - 1) * perPage,
      });
      return { data: rows.map(toSummary), meta: pageMeta(page, perPage, total) };
    },
  );

  app.get(
    '/admin/partner-applications/:id',
    {
      schema: {
        tags,
        description: 'Staff and admins: one application, its documents, its review and the seller it made.',
        params: IdParams,
        querystring: LangQuery,
        response: { 200: PartnerApplicationDetailResponse },
      },
    },
    async (request) => present(request.params.id, request.lang),
  );

  app.get(
    '/admin/partner-applications/:id/files/:field',
    {
      schema: {
        tags,
        description:
          'Staff and admins: the bytes of an application’s `contract` or `tax_card` (PDF, JPEG or PNG), shown ' +
          'inline and never cached. The files live outside the public media directory; this is their only way out.',
        params: PartnerFileParams,
        querystring: LangQuery,
        produces: ['application/pdf', 'image/jpeg', 'image/png'],
      },
    },
    async (request, reply) => {
      const found = await findApplication(db, request.params.id);
      if (!found) throw new AppError(404, 'NOT_FOUND', 'notFound');
      const key = keyOf(found.application, request.params.field);
      const name = `${request.params.field}-${found.application.id}`;
      return sendPrivateDocument(reply, app.storage, key, name);
    },
  );

  app.post(
    '/admin/partner-applications/:id/approve',
    {
      schema: {
        tags,
        description:
          'Staff and admins: approves an application — creates the seller and its owner’s account from the ' +
          'contact, and mails the owner a one-time link (7 days) to set a password, in the applicant’s ' +
          'language. Approving again changes nothing; a rejected application is a 409. Audited.',
        params: IdParams,
        querystring: LangQuery,
        body: ApprovePartnerBody,
        response: { 200: PartnerApplicationDetailResponse, ...refusals(409, 422) },
      },
    },
    async (request) => {
      await db.transaction((tx) =>
        approveApplication(tx, actorOf(request), request.params.id, request.body, {
          siteUrl: config.siteUrl,
          now: clock(),
        }),
      );
      return present(request.params.id, request.lang);
    },
  );

  app.post(
    '/admin/partner-applications/:id/reject',
    {
      schema: {
        tags,
        description:
          'Staff and admins: rejects an application; the reason is mailed to the applicant in their language. ' +
          'Rejecting again changes nothing; an approved application is a 409. Audited.',
        params: IdParams,
        querystring: LangQuery,
        body: RejectPartnerBody,
        response: { 200: PartnerApplicationDetailResponse, ...refusals(409, 422) },
      },
    },
    async (request) => {
      await db.transaction((tx) =>
        rejectApplication(tx, actorOf(request), request.params.id, request.body.reason, clock()),
      );
      return present(request.params.id, request.lang);
    },
  );

  app.post(
    '/admin/partner-applications/:id/invitation',
    {
      schema: {
        tags,
        description:
          'Staff and admins: mails an approved application’s owner, who has not set a password yet, a fresh ' +
          'one-time link (7 days); the previous link stops working. 409 INVITATION_NOT_PENDING once the ' +
          'password is set; 429 RATE_LIMITED within a minute of the last one or past five a day. Audited.',
        params: IdParams,
        querystring: LangQuery,
        response: { 200: PartnerApplicationDetailResponse, ...refusals(409, 429) },
      },
    },
    async (request) => {
      await db.transaction((tx) =>
        resendInvitation(tx, actorOf(request), request.params.id, { siteUrl: config.siteUrl, now: clock() }),
      );
      return present(request.params.id, request.lang);
    },
  );
};
