import { MobileCheckResponse, MobileCodeBody, MobileVerifyBody } from '@coffee/contracts/cod';
import { LangQuery } from '@coffee/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '../../i18n/messages.js';
import { refusals } from '../../lib/errors.js';
import { authOf } from '../../plugins/auth.js';
import { isMobileVerified, sendMobileCode, verifyMobileCode } from './cod-mobiles.js';

const tags = ['checkout'];

/** A delivery mobile proven by a texted code, before the first cash order to it (docs/decisions/0036). */
export const codRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, clock, limits } = app;

  app.post(
    '/checkout/mobile-code',
    {
      schema: {
        tags,
        description:
          'Texts a 6-digit code (10 minutes, 5 tries) to the delivery mobile, to confirm it before the first ' +
          'cash on delivery order to it; only the newest code works. A number this account has confirmed is ' +
          'answered `verified: true` and no text is sent. Limited like the sign-up code requests.',
        querystring: LangQuery,
        body: MobileCodeBody,
        response: { 200: MobileCheckResponse, ...refusals(422, 429) },
      },
      onRequest: app.authenticate,
      preHandler: limits.perIp('resendOtp'),
    },
    async (request, reply) => {
      const { userId } = authOf(request);
      const { mobile } = request.body;
      if (await isMobileVerified(db, userId, mobile)) {
        return {
          data: { mobile, verified: true, message: translate(request.lang, 'mobileVerified', { mobile }) },
        };
      }
      await limits.perAccount('resendOtp', `mobile:${userId}`, reply);
      const now = clock();
      await sendMobileCode(db, { secret: config.jwtSecret, userId, mobile, lang: request.lang, now });
      return {
        data: { mobile, verified: false, message: translate(request.lang, 'mobileCodeSent', { mobile }) },
      };
    },
  );

  app.post(
    '/checkout/mobile-code/verify',
    {
      schema: {
        tags,
        description:
          'Confirms the delivery mobile with the code texted to it: from now on this account places cash on ' +
          'delivery orders to this number without a code. Wrong code: 422 INVALID_CODE (the fifth locks it: ' +
          'OTP_LOCKED); expired: OTP_EXPIRED. Repeating a confirmed number answers the same.',
        querystring: LangQuery,
        body: MobileVerifyBody,
        response: { 200: MobileCheckResponse, ...refusals(422, 429) },
      },
      onRequest: app.authenticate,
      preHandler: limits.perIp('verifyOtp'),
    },
    async (request, reply) => {
      const { userId } = authOf(request);
      const { mobile, code } = request.body;
      await limits.perAccount('verifyOtp', `mobile:${userId}`, reply);
      await verifyMobileCode(db, { secret: config.jwtSecret, userId, mobile, code, now: clock() });
      return {
        data: { mobile, verified: true, message: translate(request.lang, 'mobileVerified', { mobile }) },
      };
    },
  );
};
