import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { accountInvitations, sellerAccounts, sellers, users } from '../../../db/schema/index.js';
import { AppError } from '../../../lib/errors.js';
import type { Actor } from '../../../plugins/backoffice-auth.js';
import { recordAudit } from '../../audit/repository.js';
import { INVITATION_TTL_SECONDS, sendInvitation } from '../../auth/invitations.js';
import { langOf, lockApplication } from './partner-repository.js';

/**
 * The newest invitation sent to the owner of this seller, with its person: the link is still to be used
 * when it is not marked used (using it, or a newer one, marks it). None when the owner had an account of
 * their own (they were never invited).
 */
async function latestInvitation(db: Executor, sellerId: number) {
  const [row] = await db
    .select({ invitation: accountInvitations, user: users })
    .from(accountInvitations)
    .innerJoin(sellerAccounts, eq(sellerAccounts.userId, accountInvitations.userId))
    .innerJoin(users, eq(users.id, accountInvitations.userId))
    .where(eq(sellerAccounts.sellerId, sellerId))
    .orderBy(desc(accountInvitations.id))
    .limit(1);
  return row;
}

/** Whether the seller an approval made still waits for its owner to set a password. */
export async function invitationPending(db: Executor, sellerId: number | null | undefined) {
  if (sellerId === null || sellerId === undefined) return false;
  const latest = await latestInvitation(db, sellerId);
  return latest !== undefined && latest.invitation.usedAt === null;
}

/** At most one invitation a minute and five a day for one seller: enough for a lost mail, not a mail bomb. */
export const INVITATION_RESEND_GAP_SECONDS = 60;
export const INVITATION_RESENDS_PER_DAY = 5;

/**
 * Sends an approved application's owner, who has not set a password yet, a fresh one-time link; the
 * previous link stops working (`sendInvitation` ends it). Audited. A 409 once the password is set (or for an
 * application that made no invited owner), a 429 when the last one went out under a minute ago or five went
 * out in a day. The application's row is locked, so two clicks at once send one.
 */
export async function resendInvitation(
  tx: Executor,
  actor: Actor,
  id: number,
  options: { siteUrl: string; now: Date },
) {
  const { now } = options;
  const row = await lockApplication(tx, id);
  const latest =
    row.status === 'approved' && row.sellerId !== null ? await latestInvitation(tx, row.sellerId) : undefined;
  if (!latest || latest.invitation.usedAt !== null) {
    throw new AppError(409, 'INVITATION_NOT_PENDING', 'invitationNotPending');
  }
  // When it was sent, by the API's clock (the link lives exactly INVITATION_TTL_SECONDS from then).
  const sentAt = latest.invitation.expiresAt.getTime() - INVITATION_TTL_SECONDS * 1000;
  const dayAgo = new Date(now.getTime() - 86_400_000 + INVITATION_TTL_SECONDS * 1000);
  const [today] = await tx
    .select({ n: count() })
    .from(accountInvitations)
    .where(and(eq(accountInvitations.userId, latest.user.id), gt(accountInvitations.expiresAt, dayAgo)));
  if (
    now.getTime() - sentAt < INVITATION_RESEND_GAP_SECONDS * 1000 ||
    (today?.n ?? 0) >= INVITATION_RESENDS_PER_DAY
  ) {
    throw new AppError(429, 'RATE_LIMITED', 'invitationTooSoon');
  }
  const [seller] = await tx
    .select({ nameEn: sellers.nameEn, nameAr: sellers.nameAr })
    .from(sellers)
    .where(eq(sellers.id, row.sellerId!));
  const lang = langOf(row);
  await sendInvitation(tx, {
    user: latest.user,
    seller: (lang === 'ar' ? seller?.nameAr : seller?.nameEn) ?? row.brandName,
    lang,
    siteUrl: options.siteUrl,
    now,
  });
  await recordAudit(
    tx,
    actor,
    {
      action: 'partner.invitation',
      entity: 'partner_application',
      entityKey: String(id),
      before: { invited_at: new Date(sentAt).toISOString() },
      after: { invited_at: now.toISOString(), owner: latest.user.email },
    },
    now,
  );
}
