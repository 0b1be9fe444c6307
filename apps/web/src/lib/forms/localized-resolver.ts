import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import {
  describeFieldIssue,
  type FormSentences,
  inputAt,
  type ValidationMessages,
} from './validation-messages';

/**
 * A react-hook-form resolver that validates with a contract's zod schema (the very one the API uses) and
 * words every problem in the page's language. Zod keeps a refinement's own English message ahead of any
 * per-parse error map, so the sentences are chosen here from the issue's code and `params.messageKey`.
 * The first problem of each field is the one shown beside it; `own` are the form's sentences where it says
 * more than the `Validation` ones (an amount "such as 250 or 249.50"). A field left empty is "required", whatever
 * its least length.
 */
export function localizedResolver<Schema extends z.ZodType<unknown, FieldValues>>(
  schema: Schema,
  messages: ValidationMessages,
  own?: FormSentences,
): Resolver<z.input<Schema>, unknown, z.output<Schema>> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const name = issue.path.join('.') || 'root';
      errors[name] ??= {
        type: issue.code,
        message: describeFieldIssue(issue, messages, own, inputAt(values, issue.path)),
      };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
