import { EmailCodeSentResponse, ProfileResponse, UpdateProfileBody } from '@coffee/contracts/account';
import { LangQuery } from '@coffee/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Executor } from '../../db/client.js';
import { uniqueViolation } from '../../db/errors.js';
import { translate } from '../../i18n/messages.js';
import { AppError, refusals } from '../../lib/errors.js';
import { OTP_TTL_SECONDS } from '../../lib/otp.js';
import { verifyPassword } from '../../lib/passwords.js';
import { removeAvatar, renderAvatar, saveAvatar } from '../../lib/uploads.js';
import { authOf } from '../../plugins/auth.js';
import { contactsTaken } from '../auth/accounts.js';
import { notifyEmailChanged, redeemCode, sendCode } from '../auth/codes.js';
import { consumeOpenCodes } from '../auth/otp-repository.js';
import { toUser } from '../auth/presenters.js';
import * as users from '../auth/repository.js';
import { revokeUserSessions } from '../auth/sessions-repository.js';
import { parseWith, readProfileForm } from './profile-form.js';

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, clock, limits } = app;

  app.post(
    '/auth/updateProfile',
    {
      schema: {
        tags: ['account'],
        description:
          'JSON or multipart/form-data: first_name, last_name, email, mobile (all optional) and, in multipart, ' +
          'a `photo` file (JPEG or PNG by its bytes, at most 5 MB), stored re-encoded as a 512×512 WebP. ' +
          'A new email needs `current_password`: without `email_code` nothing changes and a code goes to the ' +
          'new address (202); the same request with `email_code` then makes every change, and the old address ' +
          'is told.',
        consumes: ['application/json', 'multipart/form-data'],
        querystring: LangQuery,
        response: { 200: ProfileResponse, 202: EmailCodeSentResponse, ...refusals(409, 422) },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const { userId, sessionId } = authOf(request);
      const { lang } = request;
      const form = await readProfileForm(request);
      const changes = parseWith(UpdateProfileBody, form.fields);
      const webp = form.photo ? await renderAvatar(form.photo) : undefined;
      if (webp === null) throw new AppError(422, 'UNSUPPORTED_FILE_TYPE', 'unsupportedPhoto');

      const current = await users.findUserById(db, userId);
      if (!current) throw new AppError(401, 'SESSION_ENDED', 'sessionEnded');
      const newEmail = changes.email !== current.email ? changes.email : undefined;
      const newMobile = changes.mobile !== current.mobile ? changes.mobile : undefined;
      if (newEmail || newMobile) {
        // Each contact change asks whether an address is taken: counted, so it is no free oracle. Names and
        // photos are not counted.
        await limits.perIp('changeContacts')(request, reply);
        await limits.perAccount('changeContacts', `user:${userId}`, reply);
      }
      if (newEmail) {
        // The email is how an account is recovered: a stolen access token alone must not move it.
        if (!changes.current_password) {
          throw new AppError(422, 'CURRENT_PASSWORD_REQUIRED', 'currentPasswordRequired');
        }
        if (!(await verifyPassword(current.passwordHash, changes.current_password))) {
          throw new AppError(422, 'WRONG_PASSWORD', 'wrongPassword');
        }
      }
      await contactsTaken(db, { email: newEmail, mobile: newMobile }, userId);

      if (newEmail && !changes.email_code) {
        const now = clock();
        await db.transaction((tx) =>
          sendCode(tx, {
            secret: config.jwtSecret,
            user: current,
            purpose: 'email',
            lang,
            now,
            address: newEmail,
          }),
        );
        return reply.status(202).send({
          data: {
            message: translate(lang, 'emailCodeSent', { email: newEmail }),
            email: newEmail,
            otp_expires_in: OTP_TTL_SECONDS,
          },
        });
      }

      const avatar = webp ? await saveAvatar(app.storage, webp) : undefined;
      const apply = (tx: Executor, now: Date) =>
        users.updateUser(
          tx,
          userId,
          {
            firstName: changes.first_name,
            lastName: changes.last_name,
            email: newEmail,
            mobile: changes.mobile,
            avatar,
          },
          now,
        );
      try {
        const now = clock();
        const updated =
          newEmail && changes.email_code
            ? await redeemCode(
                db,
                {
                  secret: config.jwtSecret,
                  userId,
                  purpose: 'email',
                  code: changes.email_code,
                  now,
                  address: newEmail,
                },
                async (tx) => {
                  const row = await apply(tx, now);
                  await notifyEmailChanged(tx, current, newEmail, lang);
                  // Codes sent to the old address stop working; so do other sessions, as after a password change.
                  await consumeOpenCodes(tx, userId, 'reset', now);
                  await revokeUserSessions(tx, userId, now, sessionId);
                  return row;
                },
              )
            : await apply(db, now);
        if (!updated) throw new AppError(401, 'SESSION_ENDED', 'sessionEnded');
        if (avatar) await removeAvatar(app.storage, current.avatar);
        return { data: toUser(updated, app.mediaUrl) };
      } catch (error) {
        if (avatar) await removeAvatar(app.storage, avatar);
        if (uniqueViolation(error)) {
          await contactsTaken(db, { email: newEmail, mobile: newMobile }, userId);
        }
        throw error;
      }
    },
  );
};
