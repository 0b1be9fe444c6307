import type { ApprovePartner } from '@coffee/contracts/backoffice-partners';
import { and, count, desc, eq, like, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { cities, partnerApplications, sellerAccounts, sellers, users } from '../../../db/schema/index.js';
import type { Lang } from '../../../i18n/lang.js';
import { translate } from '../../../i18n/messages.js';
import { AppError } from '../../../lib/errors.js';
import { enqueueMessage } from '../../../lib/outbox.js';
import { hashPassword } from '../../../lib/passwords.js';
import { newLinkToken } from '../../../lib/tokens.js';
import type { Actor } from '../../../plugins/backoffice-auth.js';
import { recordAudit } from '../../audit/repository.js';
import { sendInvitation } from '../../auth/invitations.js';

export type ApplicationRow = typeof partnerApplications.$inferSelect;
type Status = ApplicationRow['status'];

export async function listApplications(
  db: Executor,
  status: Status | undefined,
  page: { limit: number; offset: number },
) {
  const where = status === undefined ? undefined : eq(partnerApplications.status, status);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(partnerApplications)
      .where(where)
      .orderBy(desc(partnerApplications.createdAt), desc(partnerApplications.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(partnerApplications).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** An application with who reviewed it and the seller its approval made. */
export async function findApplication(db: Executor, id: number) {
  const [row] = await db
    .select({
      application: partnerApplications,
      reviewer: { firstName: users.firstName, lastName: users.lastName },
      seller: { id: sellers.id, slug: sellers.slug, nameEn: sellers.nameEn, nameAr: sellers.nameAr },
    })
    .from(partnerApplications)
    .leftJoin(users, eq(users.id, partnerApplications.reviewedBy))
    .leftJoin(sellers, eq(sellers.id, partnerApplications.sellerId))
    .where(eq(partnerApplications.id, id));
  return row;
}

export const lockApplication = async (tx: Executor, id: number) => {
  const [row] = await tx
    .select()
    .from(partnerApplications)
    .where(eq(partnerApplications.id, id))
    .for('update');
  if (!row) throw new AppError(404, 'NOT_FOUND', 'notFound');
  return row;
};

export const langOf = (row: ApplicationRow): Lang => (row.lang === 'ar' ? 'ar' : 'en');

/** A Latin slug of the brand's name, or `seller-<application>` for a name with no Latin letters; unique. */
async function freeSlug(tx: Executor, brand: string, applicationId: number) {
  const base =
    brand
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || `seller-${applicationId}`;
  const taken = await tx
    .select({ slug: sellers.slug })
    .from(sellers)
    .where(or(eq(sellers.slug, base), like(sellers.slug, `${base}-%`)));
  const slugs = new Set(taken.map((row) => row.slug));
  if (!slugs.has(base)) return base;
  for (let n = 2; ; n++) if (!slugs.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * The owner's account: the applicant's email's own when they already shop here (they keep their password
 * and are told to sign in), or a new one without a usable password, invited to set one. A mobile that is
 * someone else's, or an account already running a seller or working as staff, is refused.
 */
async function ownerFor(tx: Executor, row: ApplicationRow) {
  const email = row.contactEmail?.toLowerCase() ?? '';
  const mobile = row.contactMobile ?? '';
  const matches: SQL[] = [eq(users.email, email)];
  if (mobile) matches.push(eq(users.mobile, mobile));
  const found = await tx
    .select({ user: users, sellerId: sellerAccounts.sellerId })
    .from(users)
    .leftJoin(sellerAccounts, eq(sellerAccounts.userId, users.id))
    .where(or(...matches));
  const byEmail = found.find((entry) => entry.user.email === email);
  if (found.some((entry) => entry.user.email !== email)) {
    throw new AppError(409, 'PARTNER_MOBILE_TAKEN', 'partnerMobileTaken');
  }
  if (byEmail) {
    if (byEmail.sellerId !== null || byEmail.user.role !== 'customer') {
      throw new AppError(409, 'PARTNER_ACCOUNT_TAKEN', 'partnerAccountTaken');
    }
    return { user: byEmail.user, invited: false };
  }
  const [first = row.brandName, ...rest] = row.contactPerson.trim().split(/\s+/);
  const [user] = await tx
    .insert(users)
    .values({
      firstName: first,
      lastName: rest.join(' ') || first,
      email,
      mobile,
      // No one knows this password: the owner sets theirs from the invitation.
      passwordHash: await hashPassword(newLinkToken().token),
      locale: langOf(row),
    })
    .returning();
  return { user: user!, invited: true };
}

/**
 * Approves an application once: makes the seller and mails its owner: a new account's invitation to set a
 * password (the account runs the seller), or, to someone who already has an account, a link to accept it
 * signed in (`acceptApplication`; until then the account is not the seller's). Records it. Approving an approved
 * application answers its seller again; a rejected one is a 409.
 */
export async function approveApplication(
  tx: Executor,
  actor: Actor,
  id: number,
  body: ApprovePartner,
  options: { siteUrl: string; now: Date },
) {
  const { now } = options;
  const row = await lockApplication(tx, id);
  if (row.status === 'approved') return;
  if (row.status === 'rejected') throw new AppError(409, 'PARTNER_ALREADY_DECIDED', 'partnerAlreadyDecided');
  if (!row.contactEmail) throw new AppError(409, 'PARTNER_NO_EMAIL', 'partnerNoEmail');
  const [city] = await tx
    .select({ id: cities.id })
    .from(cities)
    .where(and(eq(cities.id, body.city_id), eq(cities.governorateId, body.governorate_id)));
  if (!city) throw new AppError(422, 'INVALID_CITY', 'partnerCityMismatch');

  const owner = await ownerFor(tx, row);
  const [seller] = await tx
    .insert(sellers)
    .values({
      slug: await freeSlug(tx, row.brandName, row.id),
      nameEn: row.brandName,
      nameAr: body.name_ar,
      descriptionEn: row.companyDescription,
      descriptionAr: row.companyDescription,
      governorateId: body.governorate_id,
      cityId: city.id,
      latitude: body.latitude,
      longitude: body.longitude,
      phone: row.contactMobile ?? '',
      searchText: `${row.brandName} ${body.name_ar}`.toLowerCase(),
    })
    .returning({ id: sellers.id, slug: sellers.slug });
  // A new account is the applicant's once they set its password from the mailed link; an existing one only
  // when its owner, signed in, accepts (the form's email proves nothing about who sent it).
  if (owner.invited) await tx.insert(sellerAccounts).values({ userId: owner.user.id, sellerId: seller!.id });
  await tx
    .update(partnerApplications)
    .set({ status: 'approved', reviewedAt: now, reviewedBy: actor.userId, sellerId: seller!.id })
    .where(eq(partnerApplications.id, id));

  const lang = langOf(row);
  const sellerName = lang === 'ar' ? body.name_ar : row.brandName;
  if (owner.invited) {
    await sendInvitation(tx, { user: owner.user, seller: sellerName, lang, siteUrl: options.siteUrl, now });
  } else {
    const params = {
      name: owner.user.firstName,
      seller: sellerName,
      link: `${options.siteUrl}/become-partner/accept?application=${id}`,
    };
    await enqueueMessage(tx, {
      channel: 'email',
      recipient: owner.user.email,
      template: 'seller.accept',
      subject: translate(lang, 'sellerAcceptSubject', params),
      body: translate(lang, 'sellerAcceptBody', params),
      payload: { lang, user_id: owner.user.id, application_id: id },
    });
  }
  await recordAudit(
    tx,
    actor,
    {
      action: 'partner.approve',
      entity: 'partner_application',
      entityKey: String(id),
      before: { status: row.status },
      after: {
        status: 'approved',
        seller_id: seller!.id,
        seller_slug: seller!.slug,
        owner: owner.user.email,
      },
    },
    now,
  );
}

/** Rejects an application with a reason mailed to the applicant in their language; once. */
export async function rejectApplication(tx: Executor, actor: Actor, id: number, reason: string, now: Date) {
  const row = await lockApplication(tx, id);
  if (row.status === 'rejected') return;
  if (row.status === 'approved') throw new AppError(409, 'PARTNER_ALREADY_DECIDED', 'partnerAlreadyDecided');
  await tx
    .update(partnerApplications)
    .set({ status: 'rejected', reviewedAt: now, reviewedBy: actor.userId, rejectReason: reason })
    .where(eq(partnerApplications.id, id));
  if (row.contactEmail) {
    const lang = langOf(row);
    const params = { id, name: row.contactPerson, brand: row.brandName, reason };
    await enqueueMessage(tx, {
      channel: 'email',
      recipient: row.contactEmail,
      template: 'partner-rejected',
      subject: translate(lang, 'partnerRejectedSubject', params),
      body: translate(lang, 'partnerRejectedBody', params),
      payload: { lang, application_id: id },
    });
  }
  await recordAudit(
    tx,
    actor,
    {
      action: 'partner.reject',
      entity: 'partner_application',
      entityKey: String(id),
      before: { status: row.status },
      after: { status: 'rejected' },
      note: reason,
    },
    now,
  );
}

/**
 * The signed-in owner of the approved application's email accepts to run its seller from this account. A
 * 404 for any application that is not theirs (another's email, not approved, or a new account's), so nobody
 * learns of others; a 409 for an account that already runs a seller or works as staff. Accepting twice
 * answers the same.
 */
export async function acceptApplication(
  tx: Executor,
  user: { id: number; email: string; role: string },
  id: number,
) {
  const [row] = await tx
    .select()
    .from(partnerApplications)
    .where(eq(partnerApplications.id, id))
    .for('update');
  if (row?.status !== 'approved' || row.sellerId === null || row.contactEmail?.toLowerCase() !== user.email) {
    throw new AppError(404, 'NOT_FOUND', 'notFound');
  }
  const owners = await tx
    .select({ userId: sellerAccounts.userId, sellerId: sellerAccounts.sellerId })
    .from(sellerAccounts)
    .where(or(eq(sellerAccounts.sellerId, row.sellerId), eq(sellerAccounts.userId, user.id)));
  if (owners.some((owner) => owner.userId === user.id && owner.sellerId === row.sellerId)) return row;
  if (owners.some((owner) => owner.sellerId === row.sellerId))
    throw new AppError(404, 'NOT_FOUND', 'notFound');
  if (owners.length > 0 || user.role !== 'customer') {
    throw new AppError(409, 'PARTNER_ACCOUNT_TAKEN', 'partnerAccountTaken');
  }
  await tx.insert(sellerAccounts).values({ userId: user.id, sellerId: row.sellerId });
  return row;
}
