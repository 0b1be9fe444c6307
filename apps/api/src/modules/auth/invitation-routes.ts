import { AcceptInvitationBody, MessageResponse } from '@coffee/contracts/auth';
import { LangQuery } from '@coffee/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '../../i18n/messages.js';
import { AppError, refusals } from '../../lib/errors.js';
import { hashPassword } from '../../lib/passwords.js';
import { redeemInvitation } from './invitations.js';
import * as repo from './repository.js';
import { revokeUserSessions } from './sessions-repository.js';

/** A new seller's owner sets their first password from the invitation link the approval mailed. */
export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, limits } = app;

  app.post(
    '/auth/invitation',
    {
      schema: {
        tags: ['auth'],
        description:
          'Sets the password of an invited account from the one-time token of its emailed link (valid 7 days, ' +
          'once). The link reached the account’s email, which verifies it. 422 INVITATION_INVALID for a token ' +
          'that is unknown, used or expired.',
        querystring: LangQuery,
        body: AcceptInvitationBody,
        response: { 200: MessageResponse, ...refusals(422) },
      },
      preHandler: limits.perIp('resetPassword'),
    },
    async (request) => {
      const { body, lang } = request;
      const passwordHash = await hashPassword(body.password);
      const now = clock();
      const done = await db.transaction(async (tx) => {
        const invitation = await redeemInvitation(tx, body.token, now);
        if (!invitation) return false;
        const user = await repo.findUserById(tx, invitation.userId);
        await repo.updateUser(
          tx,
          invitation.userId,
          { passwordHash, verifiedAt: user?.verifiedAt ?? now },
          now,
        );
        await revokeUserSessions(tx, invitation.userId, now);
        return true;
      });
      if (!done) throw new AppError(422, 'INVITATION_INVALID', 'invitationInvalid');
      return { data: { message: translate(lang, 'invitationAccepted') } };
    },
  );
};
