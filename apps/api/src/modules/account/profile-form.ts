import { PHOTO_MAX_BYTES } from '@coffee/contracts/account';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import { validatorCompiler } from '../../lib/validator.js';
import { multipartError } from '../../plugins/multipart.js';

export type ProfileForm = { fields: unknown; photo: Buffer | undefined };

/**
 * The profile update as sent: JSON, or multipart text fields plus at most one file named `photo`. Parts are
 * read here rather than by a schema because a too-large file must say so in the shopper's words.
 */
export async function readProfileForm(request: FastifyRequest): Promise<ProfileForm> {
  if (!request.isMultipart()) return { fields: request.body ?? {}, photo: undefined };
  const fields: [string, string][] = [];
  let photo: Buffer | undefined;
  const parts = request.parts({
    limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 10, fieldSize: 1_000, parts: 12 },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        fields.push([part.fieldname, String(part.value)]);
        continue;
      }
      const bytes = await part.toBuffer();
      if (part.fieldname !== 'photo') throw new AppError(400, 'UNEXPECTED_FILE', 'unexpectedFile');
      // A browser sends an empty file part when no file was chosen.
      if (bytes.length > 0 || part.filename) photo = bytes;
    }
  } catch (error) {
    throw multipartError(error);
  }
  // fromEntries defines own properties: a field named __proto__ is just an unknown field, refused below.
  return { fields: Object.fromEntries(fields), photo };
}

/** Validates like a route schema would, so the 400 has the same shape and words. */
export function parseWith<T extends z.ZodType>(schema: T, data: unknown): z.output<T> {
  const validate = validatorCompiler({ schema, method: 'POST', url: '', httpPart: 'body' });
  const result = validate(data) as { value?: z.output<T>; error?: unknown[] };
  if (result.error) {
    throw Object.assign(new Error('validation failed'), { statusCode: 400, validation: result.error });
  }
  return result.value as z.output<T>;
}
