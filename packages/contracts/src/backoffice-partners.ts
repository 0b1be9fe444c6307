import { z } from 'zod';
import { MultilineText, SingleLineText } from './auth';
import { BodyId, dataEnvelope, Id, LangQuery, PageQuery, pageEnvelope } from './common';

export const PartnerApplicationStatus = z.enum(['submitted', 'reviewing', 'approved', 'rejected']);
export type PartnerApplicationStatus = z.infer<typeof PartnerApplicationStatus>;

/** `GET /admin/partner-applications`: newest first, optionally of one status. */
export const PartnerApplicationsQuery = LangQuery.extend({
  status: PartnerApplicationStatus.optional(),
  page: PageQuery.shape.page,
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});

export const PartnerApplicationSummary = z.object({
  id: z.number().int(),
  brand_name: z.string(),
  contact_person: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  status: PartnerApplicationStatus,
  created_at: z.string(),
});
export type PartnerApplicationSummary = z.infer<typeof PartnerApplicationSummary>;
export const PartnerApplicationsResponse = pageEnvelope(PartnerApplicationSummary);

/** The two private documents; read through `…/files/:field`, never from a public address. */
export const PartnerDocumentField = z.enum(['contract', 'tax_card']);
export type PartnerDocumentField = z.infer<typeof PartnerDocumentField>;

export const PartnerApplicationDetail = PartnerApplicationSummary.extend({
  company_description: z.string(),
  lang: z.string().describe('The language the applicant wrote in; their mails are in it'),
  documents: z.array(
    z.object({ field: PartnerDocumentField, type: z.enum(['application/pdf', 'image/jpeg', 'image/png']) }),
  ),
  reviewed_at: z.string().nullable(),
  reviewed_by: z.string().nullable(),
  reject_reason: z.string().nullable(),
  seller: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }).nullable(),
  invitation_pending: z
    .boolean()
    .describe('Approved, and its owner has not set a password from the invitation yet: it may be sent again'),
});
export type PartnerApplicationDetail = z.infer<typeof PartnerApplicationDetail>;
export const PartnerApplicationDetailResponse = dataEnvelope(PartnerApplicationDetail);

export const PartnerFileParams = z.object({ id: Id, field: PartnerDocumentField });

/**
 * Approving makes the seller (its Arabic name, where it is) and the owner's account from the application's
 * contact; coordinates are where the seller shows on the map (Egypt: 22–32 °N, 24–37 °E).
 */
export const ApprovePartnerBody = z
  .strictObject({
    name_ar: SingleLineText.trim().min(2).max(120),
    governorate_id: BodyId,
    city_id: BodyId,
    latitude: z.number().min(22).max(32),
    longitude: z.number().min(24).max(37),
  })
  .describe('The seller as it will show in the store');
export type ApprovePartnerBody = z.input<typeof ApprovePartnerBody>;
export type ApprovePartner = z.output<typeof ApprovePartnerBody>;

export const RejectPartnerBody = z.strictObject({
  reason: MultilineText.trim().min(10).max(1000).describe('Mailed to the applicant as written'),
});
export type RejectPartnerBody = z.input<typeof RejectPartnerBody>;
