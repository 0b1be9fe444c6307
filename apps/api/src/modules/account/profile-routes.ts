import { ProfileResponse, UpdateProfileBody } from '@coffee/contracts/account';
import { LangQuery } from '@coffee/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { removeAvatar, renderAvatar, saveAvatar } from '../../lib/uploads.js';
import { authOf } from '../../plugins/auth.js';
import { AppError } from '../../plugins/errors.js';
import { contactsTaken } from '../auth/accounts.js';
import { toUser } from '../auth/presenters.js';
import * as users from '../auth/repository.js';
import { parseWith, readProfileForm } from './profile-form.js';

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, clock } = app;

  app.post(
    '/auth/updateProfile',
    {
      schema: {
        tags: ['account'],
        description:
          'JSON or multipart/form-data: first_name, last_name, email, mobile (all optional) and, in multipart, ' +
          'a `photo` file (JPEG or PNG by its bytes, at most 5 MB), stored re-encoded as a 512×512 WebP.',
        consumes: ['application/json', 'multipart/form-data'],
        querystring: LangQuery,
        response: { 200: ProfileResponse },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const { userId } = authOf(request);
      const form = await readProfileForm(request);
      const changes = parseWith(UpdateProfileBody, form.fields);
      const webp = form.photo ? await renderAvatar(form.photo) : undefined;
      if (webp === null) throw new AppError(422, 'UNSUPPORTED_FILE_TYPE', 'unsupportedPhoto');

      await contactsTaken(db, { email: changes.email, mobile: changes.mobile }, userId);
      const current = await users.findUserById(db, userId);
      if (!current) throw new AppError(401, 'SESSION_ENDED', 'sessionEnded');
      const avatar = webp ? await saveAvatar(config.mediaDir, webp) : undefined;
      try {
        const updated = await users.updateUser(
          db,
          userId,
          {
            firstName: changes.first_name,
            lastName: changes.last_name,
            email: changes.email,
            mobile: changes.mobile,
            avatar,
          },
          clock(),
        );
        if (!updated) throw new AppError(401, 'SESSION_ENDED', 'sessionEnded');
        if (avatar) await removeAvatar(config.mediaDir, current.avatar);
        return { data: toUser(updated, app.mediaUrl) };
      } catch (error) {
        if (avatar) await removeAvatar(config.mediaDir, avatar);
        if (users.uniqueViolation(error)) {
          await contactsTaken(db, { email: changes.email, mobile: changes.mobile }, userId);
        }
        throw error;
      }
    },
  );
};
