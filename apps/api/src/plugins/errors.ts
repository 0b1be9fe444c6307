import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { type Lang, langFromQuery } from '../i18n/lang.js';
import { type MessageKey, translate, translateRef } from '../i18n/messages.js';
import { describeProblems } from '../i18n/validation.js';
import { AppError } from '../lib/errors.js';
import { trackRouteMethods } from './route-methods.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Language of this request's texts, read from `?lang=` before validation so even a 400 speaks it. */
    lang: Lang;
  }
  interface FastifyReply {
    notFoundError: () => FastifyReply;
  }
}

/** A `\uD800`–`\uDFFF` escape in JSON text: the only way a lone surrogate gets into a parsed body. */
const ESCAPED_SURROGATE = /\\u[dD][89abcdefABCDEF][0-9a-fA-F]{2}/;

/** In a `u` regex a surrogate pair is one code point: only a lone surrogate matches. */
const LONE_SURROGATE = /\p{Cs}/u;

/** Every string in a parsed JSON value (keys included) is well-formed UTF-16, i.e. has no lone surrogate. */
function wellFormed(value: unknown): boolean {
  if (typeof value === 'string') return !LONE_SURROGATE.test(value);
  if (Array.isArray(value)) return value.every(wellFormed);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).every(([key, item]) => wellFormed(key) && wellFormed(item));
  }
  return true;
}

const STATUS_MESSAGES: Record<number, MessageKey> = {
  400: 'badRequest',
  404: 'notFound',
  413: 'payloadTooLarge',
  415: 'unsupportedMediaType',
  429: 'tooManyRequests',
};

/** How long a client waits before sending again a request the database could not take. */
const UNAVAILABLE_RETRY_SECONDS = 2;

function sendError(reply: FastifyReply, status: number, body: Record<string, unknown>) {
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/**
 * What the router refuses before any route runs (Fastify's `frameworkErrors`): a path whose percent-encoding
 * is not UTF-8 is a 400, a path parameter past `maxParamLength` a 414, both in the one error shape and the
 * language the query asked for (no hook has read it yet), never echoing the path back.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const search = request.raw.url?.split('?')[1] ?? '';
  const lang = langFromQuery(new URLSearchParams(search).get('lang'));
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return sendError(reply, 414, { message: translate(lang, 'urlTooLong'), code: 'URL_TOO_LONG' });
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    return sendError(reply, 400, { message: translate(lang, 'invalidUrl'), code: 'INVALID_URL' });
  }
  return reply.send(error);
}

/** One place shapes every error: 4xx say what to fix, 5xx say nothing internal and are logged. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('lang', 'en');
  app.addHook('onRequest', async (request) => {
    request.lang = langFromQuery((request.query as Record<string, unknown> | undefined)?.lang);
  });

  app.decorateReply('notFoundError', function (this: FastifyReply) {
    const lang = this.request.lang;
    return sendError(this, 404, { message: translate(lang, 'notFound'), code: 'NOT_FOUND' });
  });

  const methodsOf = trackRouteMethods(app);
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const allowed = methodsOf(request.url.split('?')[0] ?? '/');
    // A route that exists for this method but hides itself (`reply.callNotFound()`) stays a 404.
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      reply.header('allow', allowed.join(', '));
      return sendError(reply, 405, {
        message: translate(request.lang, 'methodNotAllowed', { methods: allowed.join(', ') }),
        code: 'METHOD_NOT_ALLOWED',
      });
    }
    return sendError(reply, 404, {
      message: translate(request.lang, 'routeNotFound'),
      code: 'ROUTE_NOT_FOUND',
    });
  });

  // JSON bodies are decoded strictly: invalid UTF-8 is refused, not stored as U+FFFD. The text then goes to
  // Fastify's own parser, which also refuses `__proto__` and `constructor` keys.
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body: Buffer, done) => {
    let text: string;
    try {
      text = utf8.decode(body);
    } catch {
      return done(new AppError(400, 'INVALID_UTF8', 'invalidUtf8'), undefined);
    }
    parseJson(request, text, (error, body) => {
      // Strict UTF-8 cannot carry a lone surrogate, but a JSON escape can (`"\ud800"`): no text column may
      // hold one (PostgreSQL refuses it mid-transaction), so it is refused here like invalid bytes.
      if (!error && ESCAPED_SURROGATE.test(text) && !wellFormed(body)) {
        return done(new AppError(400, 'INVALID_UTF8', 'invalidUtf8'), undefined);
      }
      done(error, body);
    });
  });

  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const lang = request.lang;
    if (error instanceof AppError) {
      return sendError(reply, error.statusCode, {
        message: translate(lang, error.messageKey, error.params),
        ...(error.messages.length > 0 && { messages: error.messages.map((ref) => translateRef(lang, ref)) }),
        code: error.code,
        ...error.details,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendError(reply, 400, {
        message: translate(lang, 'invalidRequest'),
        messages: describeProblems(lang, error.validation),
        code: 'VALIDATION_ERROR',
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return sendError(reply, status, {
        message: translate(lang, STATUS_MESSAGES[status] ?? 'badRequest'),
        code: error.code ?? 'BAD_REQUEST',
      });
    }
    if (isDatabaseUnavailable(error)) {
      // Overload or a database away: nothing ran, so the client may send it again (decision 0061).
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', UNAVAILABLE_RETRY_SECONDS);
      return sendError(reply, 503, {
        message: translate(lang, 'serviceUnavailable'),
        code: 'SERVICE_UNAVAILABLE',
        request_id: request.id,
      });
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, 500, {
      message: translate(lang, 'internal'),
      code: 'INTERNAL_ERROR',
      request_id: request.id,
    });
  });
});
