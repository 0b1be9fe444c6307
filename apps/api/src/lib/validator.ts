import type { FastifySchema, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';

type Problem = { keyword?: string; instancePath?: string; params?: Record<string, unknown> };

/** What `data` holds at a problem's `/a/0/b` path, if anything. */
function inputAt(data: unknown, instancePath: string): unknown {
  let value = data;
  for (const step of instancePath.split('/').slice(1)) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[step];
  }
  return value;
}

/**
 * The routes' validator: zod's, with one fact it does not keep. Zod reports an empty text and a one-letter
 * one alike (`too_small`, minimum 2) and keeps no input; a problem whose text was empty or only spaces is
 * marked `blank`, so its sentence says the field is required rather than "at least 2 characters". Only the
 * mark is added: what was sent stays out of the problem (it may be a password).
 */
export const validatorCompiler: FastifySchemaCompiler<FastifySchema> = (route) => {
  const validate = zodValidatorCompiler(route as Parameters<typeof zodValidatorCompiler>[0]);
  return (data: unknown) => {
    const result = validate(data) as { value?: unknown; error?: Problem[] };
    for (const problem of result.error ?? []) {
      if (problem.keyword !== 'too_small' || problem.params?.origin !== 'string') continue;
      const input = inputAt(data, problem.instancePath ?? '');
      if (typeof input === 'string' && input.trim() === '') problem.params.blank = true;
    }
    return result as ReturnType<ReturnType<typeof zodValidatorCompiler>>;
  };
};
