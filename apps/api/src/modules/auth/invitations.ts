import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { accountInvitations } from '../../db/schema/index.js';
import type { Lang } from '../../i18n/lang.js';
import { translate } from '../../i18n/messages.js';
import { addSeconds } from '../../lib/clock.js';
import { enqueueMessage } from '../../lib/outbox.js';
import { hashLinkToken, newLinkToken } from '../../lib/tokens.js';
import type { UserRow } from './repository.js';

/** An invitation link works for a week: long enough for a busy owner, short enough to go stale safely. */
export const INVITATION_TTL_SECONDS = 7 * 24 * 60 * 60;

/** The storefront page that takes the token; the site picks its language from the visitor's cookie. */
export const invitationLink = (siteUrl: string, token: string) =>
  `${siteUrl}/set-password?token=${encodeURIComponent(token)}`;

/**
 * Ends any open invitation of this person and mails a new one-time link to set their password, in the
 * caller's transaction (the link exists if and only if its mail will be sent). Only the token's hash is kept.
 */
export async function sendInvitation(
  tx: Executor,
  options: {
    user: Pick<UserRow, 'id' | 'email' | 'firstName'>;
    seller: string;
    lang: Lang;
    siteUrl: string;
    now: Date;
  },
): Promise<void> {
  const { user, lang, now } = options;
  const { token, hash } = newLinkToken();
  await tx
    .update(accountInvitations)
    .set({ usedAt: now })
    .where(and(eq(accountInvitations.userId, user.id), isNull(accountInvitations.usedAt)));
  await tx
    .insert(accountInvitations)
    .values({ userId: user.id, tokenHash: hash, expiresAt: addSeconds(now, INVITATION_TTL_SECONDS) });
  const params = {
    name: user.firstName,
    seller: options.seller,
    link: invitationLink(options.siteUrl, token),
    days: INVITATION_TTL_SECONDS / 86_400,
  };
  await enqueueMessage(tx, {
    channel: 'email',
    recipient: user.email,
    template: 'seller.invitation',
    subject: translate(lang, 'sellerInvitationSubject', params),
    body: translate(lang, 'sellerInvitationBody', params),
    payload: { lang, user_id: user.id },
  });
}

/** Takes an open, unexpired invitation by its token (locked, marked used); undefined for any other token. */
export async function redeemInvitation(tx: Executor, token: string, now: Date) {
  const [row] = await tx
    .select()
    .from(accountInvitations)
    .where(
      and(
        eq(accountInvitations.tokenHash, hashLinkToken(token)),
        isNull(accountInvitations.usedAt),
        gt(accountInvitations.expiresAt, now),
      ),
    )
    .for('update');
  if (!row) return undefined;
  await tx.update(accountInvitations).set({ usedAt: now }).where(eq(accountInvitations.id, row.id));
  return row;
}
