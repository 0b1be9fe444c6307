import {
  IdentifierBody,
  identifierOf,
  LoginBody,
  LogoutBody,
  MeResponse,
  MessageResponse,
  RefreshBody,
  RegisterBody,
  RegisterResponse,
  TokenResponse,
  VerifyOtpBody,
} from '@coffee/contracts/auth';
import { LangQuery } from '@coffee/contracts/common';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uniqueViolation } from '../../db/errors.js';
import { translate } from '../../i18n/messages.js';
import { AppError, refusals } from '../../lib/errors.js';
import { OTP_TTL_SECONDS } from '../../lib/otp.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { authOf, bearerOf } from '../../plugins/auth.js';
import { accountKey } from './accounts.js';
import { notifyMobileTaken, notifySignUpAttempt, redeemCode, sendCode } from './codes.js';
import { toUser } from './presenters.js';
import * as repo from './repository.js';
import { endSessionOf, rotateSession, startSession } from './sessions.js';
import { revokeFamily } from './sessions-repository.js';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, clock, limits } = app;
  const tags = ['auth'];

  app.post(
    '/auth/register',
    {
      schema: {
        tags,
        querystring: LangQuery,
        body: RegisterBody,
        response: { 201: RegisterResponse },
      },
      preHandler: limits.perIp('register'),
    },
    async (request, reply) => {
      const { body, lang } = request;
      // Hashed whatever follows, so a taken address answers as slowly as a new one.
      const passwordHash = await hashPassword(body.password);
      const now = clock();
      // The answer is the same whether the email or mobile is taken: what happened goes by email, to the
      // address's owner (decision 0032).
      const register = () =>
        db.transaction(async (tx) => {
          const taken = await repo.findTakenContacts(tx, { email: body.email, mobile: body.mobile });
          if (taken.email) {
            const owner = await repo.findUserByIdentifier(tx, { kind: 'email', value: body.email });
            if (owner) await notifySignUpAttempt(tx, owner, lang);
            return;
          }
          if (taken.mobile) {
            await notifyMobileTaken(tx, { email: body.email, firstName: body.first_name }, lang);
            return;
          }
          const user = await repo.insertUser(tx, {
            firstName: body.first_name,
            lastName: body.last_name,
            email: body.email,
            mobile: body.mobile,
            passwordHash,
            locale: lang,
          });
          await sendCode(tx, { secret: config.jwtSecret, user, purpose: 'verify', lang, now });
        });
      // Two sign-ups with one address at once: the unique index decides; the other one mails the owner.
      await register().catch((error: unknown) => {
        if (uniqueViolation(error)) return register();
        throw error;
      });
      return reply.status(201).send({
        data: {
          message: translate(lang, 'registered', { email: body.email }),
          email: body.email,
          otp_expires_in: OTP_TTL_SECONDS,
        },
      });
    },
  );

  app.post(
    '/auth/verify-otp',
    {
      schema: {
        tags,
        querystring: LangQuery,
        body: VerifyOtpBody,
        response: { 200: TokenResponse, ...refusals(403, 422) },
      },
      preHandler: limits.perIp('verifyOtp'),
    },
    async (request, reply) => {
      const identifier = identifierOf(request.body);
      const user = await repo.findUserByIdentifier(db, identifier);
      await limits.perAccount('verifyOtp', accountKey(identifier, user), reply);
      if (!user) throw new AppError(422, 'INVALID_CODE', 'invalidCode');
      const now = clock();
      const pair = await redeemCode(
        db,
        { secret: config.jwtSecret, userId: user.id, purpose: 'verify', code: request.body.code, now },
        async (tx) => {
          await repo.updateUser(tx, user.id, { verifiedAt: user.verifiedAt ?? now }, now);
          return startSession(tx, config.jwtSecret, user.id, now);
        },
      );
      return { data: pair };
    },
  );

  app.post(
    '/auth/resend-otp',
    {
      schema: { tags, querystring: LangQuery, body: IdentifierBody, response: { 200: MessageResponse } },
      preHandler: limits.perIp('resendOtp'),
    },
    async (request, reply) => {
      const identifier = identifierOf(request.body);
      const user = await repo.findUserByIdentifier(db, identifier);
      await limits.perAccount('resendOtp', accountKey(identifier, user), reply);
      // The same answer whether or not the account exists or is already verified: nothing to enumerate.
      if (user && !user.verifiedAt) {
        const now = clock();
        await db.transaction((tx) =>
          sendCode(tx, { secret: config.jwtSecret, user, purpose: 'verify', lang: request.lang, now }),
        );
      }
      return { data: { message: translate(request.lang, 'verifyCodeSent') } };
    },
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags,
        querystring: LangQuery,
        body: LoginBody,
        response: { 200: TokenResponse, ...refusals(401, 403, 422) },
      },
      preHandler: limits.perIp('login'),
    },
    async (request, reply) => {
      const { body } = request;
      const identifier = identifierOf(body);
      const user = await repo.findUserByIdentifier(db, identifier);
      const account = accountKey(identifier, user);
      // A sign-in code proves the account's email: its holder skips the delays strangers' guesses caused.
      if (body.code && user) {
        return { data: await logInWithCode(user, body.password, body.code, request) };
      }
      await limits.loginDelay.check(account, request, reply);
      // Unknown accounts cost an argon2 check too, so timing does not tell them apart from wrong passwords.
      const valid = await verifyPassword(user?.passwordHash ?? null, body.password);
      if (!user || !valid) {
        await limits.loginDelay.failed(account, request);
        throw new AppError(401, 'INVALID_CREDENTIALS', 'invalidCredentials');
      }
      await limits.loginDelay.succeeded(account);
      // NOTE: this tells apart an unverified account, but only to someone who knows its password.
      if (!user.verifiedAt) throw new AppError(403, 'ACCOUNT_NOT_VERIFIED', 'accountNotVerified');
      return { data: await startSession(db, config.jwtSecret, user.id, clock()) };
    },
  );

  /** Password and emailed code: the code is spent first (a wrong one counts toward its 5-try lock). */
  async function logInWithCode(user: repo.UserRow, password: string, code: string, request: FastifyRequest) {
    const now = clock();
    const valid = await verifyPassword(user.passwordHash, password);
    const pair = await redeemCode(
      db,
      { secret: config.jwtSecret, userId: user.id, purpose: 'login', code, now },
      async (tx) => (valid && user.verifiedAt ? startSession(tx, config.jwtSecret, user.id, now) : undefined),
    );
    if (!valid) {
      await limits.loginDelay.failed(`user:${user.id}`, request);
      throw new AppError(401, 'INVALID_CREDENTIALS', 'invalidCredentials');
    }
    if (!pair) throw new AppError(403, 'ACCOUNT_NOT_VERIFIED', 'accountNotVerified');
    await limits.loginDelay.succeeded(`user:${user.id}`);
    return pair;
  }

  app.post(
    '/auth/login-code',
    {
      schema: { tags, querystring: LangQuery, body: IdentifierBody, response: { 200: MessageResponse } },
      preHandler: limits.perIp('loginCode'),
    },
    async (request, reply) => {
      const identifier = identifierOf(request.body);
      const user = await repo.findUserByIdentifier(db, identifier);
      await limits.perAccount('loginCode', accountKey(identifier, user), reply);
      if (user) {
        const now = clock();
        await db.transaction((tx) =>
          sendCode(tx, { secret: config.jwtSecret, user, purpose: 'login', lang: request.lang, now }),
        );
      }
      // The same answer whether or not the account exists.
      return { data: { message: translate(request.lang, 'loginCodeSent') } };
    },
  );

  app.post(
    '/auth/refresh',
    {
      schema: {
        tags,
        querystring: LangQuery,
        body: RefreshBody,
        response: { 200: TokenResponse, ...refusals(401, 403, 409) },
      },
    },
    async (request) => ({
      data: await rotateSession(db, config.jwtSecret, request.body.refresh_token, clock()),
    }),
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags,
        querystring: LangQuery,
        body: LogoutBody,
        response: { 200: MessageResponse, ...refusals(401) },
      },
    },
    async (request) => {
      const refreshToken = request.body?.refresh_token;
      if (refreshToken) {
        await endSessionOf(db, refreshToken, clock());
      } else {
        if (!bearerOf(request)) throw new AppError(401, 'UNAUTHENTICATED', 'loginRequired');
        await app.authenticate(request);
        await revokeFamily(db, authOf(request).sessionId, clock());
      }
      return { data: { message: translate(request.lang, 'loggedOut') } };
    },
  );

  app.get(
    '/auth/me',
    {
      schema: { tags, querystring: LangQuery, response: { 200: MeResponse } },
      onRequest: app.authenticate,
    },
    async (request) => {
      const user = await repo.findUserById(db, authOf(request).userId);
      if (!user) throw new AppError(401, 'SESSION_ENDED', 'sessionEnded');
      return { data: toUser(user, app.mediaUrl) };
    },
  );
};
