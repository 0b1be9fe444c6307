import type { FastifySchemaValidationError } from 'fastify';
import type { Lang } from './lang.js';
import { isMessageKey, translate } from './messages.js';

type Params = Record<string, unknown>;

/** The parameter a problem is about, as the client named it (`per_page`, `brand.0`). */
function fieldOf(problem: FastifySchemaValidationError): string {
  const path = problem.instancePath.replace(/^\//, '').replaceAll('/', '.');
  return path || 'request';
}

/**
 * Turns one schema problem into a sentence in the request's language. Zod's own locale texts are
 * mechanical ("expected number to be <=100"); shoppers' apps show these, so we say them plainly.
 */
export function describeProblem(lang: Lang, problem: FastifySchemaValidationError): string {
  const field = fieldOf(problem);
  const params = (problem.params ?? {}) as Params;
  // A number: the sentences word it as a count ("at least 2 characters", Arabic's حرفين).
  const limit = Number(params.minimum ?? params.maximum);
  const origin = params.origin;
  switch (problem.keyword) {
    case 'invalid_type': {
      // Zod reports a missing value as an invalid type "received undefined"; it keeps no input to look at.
      if (problem.message?.endsWith('received undefined')) return translate(lang, 'required', { field });
      if (params.expected === 'number' || params.expected === 'int') {
        return translate(lang, params.expected === 'int' ? 'mustBeWhole' : 'mustBeNumber', { field });
      }
      if (params.expected === 'string') return translate(lang, 'mustBeText', { field });
      return translate(lang, 'invalidValue', { field });
    }
    case 'too_small':
      // An empty text is missing, not short (`blank`: lib/validator.ts looked at what was sent).
      if (origin === 'string' && params.blank === true) return translate(lang, 'required', { field });
      if (origin === 'string') return translate(lang, 'tooShort', { field, limit });
      if (origin === 'array') return translate(lang, 'tooFewItems', { field, limit });
      return translate(lang, params.inclusive === false ? 'greaterThan' : 'atLeast', { field, limit });
    case 'too_big':
      if (origin === 'string') return translate(lang, 'tooLong', { field, limit });
      if (origin === 'array') return translate(lang, 'tooManyItems', { field, limit });
      return translate(lang, params.inclusive === false ? 'lessThan' : 'atMost', { field, limit });
    case 'invalid_value':
    case 'invalid_enum_value': {
      const values = Array.isArray(params.values) ? params.values.map(String).join(', ') : '';
      return values
        ? translate(lang, 'oneOf', { field, values })
        : translate(lang, 'invalidValue', { field });
    }
    case 'invalid_format':
      return translate(lang, params.format === 'email' ? 'invalidEmail' : 'invalidFormat', { field });
    case 'unrecognized_keys': {
      const keys = Array.isArray(params.keys) ? params.keys.join(', ') : '';
      return translate(lang, 'unknownFields', { keys });
    }
    case 'not_multiple_of':
      return translate(lang, 'mustBeWhole', { field });
    case 'custom': {
      // The contracts' refinements name their sentence (`params: { messageKey }`), e.g. passwordMismatch.
      const key = (params.params as Params | undefined)?.messageKey;
      return isMessageKey(key) ? translate(lang, key, { field }) : translate(lang, 'invalidValue', { field });
    }
    default:
      return translate(lang, 'invalidValue', { field });
  }
}

/**
 * Zod checks `.int()` against the safe-integer range before the schema's own bounds, so a huge number
 * would cite 9007199254740991 next to the limit that matters: only the schema's own limit is said.
 */
const isImplicitIntBound = (problem: FastifySchemaValidationError) => {
  const params = (problem.params ?? {}) as Params;
  return (
    (problem.keyword === 'too_big' && params.maximum === Number.MAX_SAFE_INTEGER) ||
    (problem.keyword === 'too_small' && params.minimum === Number.MIN_SAFE_INTEGER)
  );
};

/** Every problem as a sentence, each said once, without the implicit bounds of whole numbers. */
export function describeProblems(lang: Lang, problems: FastifySchemaValidationError[]): string[] {
  const explicit = problems.filter((problem) => !isImplicitIntBound(problem));
  const kept = explicit.length > 0 ? explicit : problems;
  return [...new Set(kept.map((problem) => describeProblem(lang, problem)))];
}
