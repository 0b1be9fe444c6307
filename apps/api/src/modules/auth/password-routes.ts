import {
  ChangePasswordBody,
  IdentifierBody,
  identifierOf,
  MessageResponse,
  ResetPasswordBody,
} from '@coffee/contracts/auth';
import { LangQuery } from '@coffee/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '../../i18n/messages.js';
import { AppError, refusals } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { authOf } from '../../plugins/auth.js';
import { accountKey } from './accounts.js';
import { notifyPasswordChanged, redeemCode, sendCode } from './codes.js';
import { consumeOpenCodes } from './otp-repository.js';
import * as repo from './repository.js';
import { revokeUserSessions } from './sessions-repository.js';

export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, clock, limits } = app;
  const tags = ['auth'];

  app.post(
    '/auth/forgot-password',
    {
      schema: { tags, querystring: LangQuery, body: IdentifierBody, response: { 200: MessageResponse } },
      preHandler: limits.perIp('forgotPassword'),
    },
    async (request, reply) => {
      const identifier = identifierOf(request.body);
      const user = await repo.findUserByIdentifier(db, identifier);
      await limits.perAccount('forgotPassword', accountKey(identifier, user), reply);
      if (user) {
        const now = clock();
        await db.transaction((tx) =>
          sendCode(tx, { secret: config.jwtSecret, user, purpose: 'reset', lang: request.lang, now }),
        );
      }
      // Always the same answer: whether an account exists is not this endpoint's to say.
      return { data: { message: translate(request.lang, 'resetCodeSent') } };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      schema: {
        tags,
        querystring: LangQuery,
        body: ResetPasswordBody,
        response: { 200: MessageResponse, ...refusals(403, 422) },
      },
      preHandler: limits.perIp('resetPassword'),
    },
    async (request, reply) => {
      const { body, lang } = request;
      const identifier = identifierOf(body);
      const user = await repo.findUserByIdentifier(db, identifier);
      await limits.perAccount('resetPassword', accountKey(identifier, user), reply);
      // Hashed before anything can fail, so an unknown account answers no faster than a wrong code.
      const passwordHash = await hashPassword(body.password);
      if (!user) throw new AppError(422, 'INVALID_CODE', 'invalidCode');
      const now = clock();
      await redeemCode(
        db,
        { secret: config.jwtSecret, userId: user.id, purpose: 'reset', code: body.code, now },
        async (tx) => {
          // The code reached the account's email, which proves it as well as a verification code would.
          await repo.updateUser(tx, user.id, { passwordHash, verifiedAt: user.verifiedAt ?? now }, now);
          await revokeUserSessions(tx, user.id, now);
          await consumeOpenCodes(tx, user.id, 'verify', now);
          await notifyPasswordChanged(tx, user, lang);
        },
      );
      return { data: { message: translate(lang, 'passwordReset') } };
    },
  );

  app.post(
    '/auth/change-password',
    {
      schema: {
        tags,
        querystring: LangQuery,
        body: ChangePasswordBody,
        response: { 200: MessageResponse, ...refusals(422) },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const { body, lang } = request;
      const { userId, sessionId } = authOf(request);
      await limits.perAccount('changePassword', `user:${userId}`, reply);
      const user = await repo.findUserById(db, userId);
      if (!user || !(await verifyPassword(user.passwordHash, body.current_password))) {
        throw new AppError(422, 'WRONG_PASSWORD', 'wrongPassword');
      }
      const passwordHash = await hashPassword(body.password);
      const now = clock();
      await db.transaction(async (tx) => {
        await repo.updateUser(tx, userId, { passwordHash }, now);
        // The session that changed the password stays; every other one (a thief's, say) ends now.
        await revokeUserSessions(tx, userId, now, sessionId);
        await consumeOpenCodes(tx, userId, 'reset', now);
        await notifyPasswordChanged(tx, user, lang);
      });
      return { data: { message: translate(lang, 'passwordChanged') } };
    },
  );
};
