import { PARTNER_FILE_MAX_BYTES, type PartnerFileField } from '@coffee/contracts/engagement';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.js';
import { multipartError } from '../../plugins/multipart.js';

export type PartnerForm = {
  fields: Record<string, string>;
  files: Partial<Record<PartnerFileField, Buffer>>;
};

const FILE_FIELDS: readonly string[] = ['contract', 'tax_card'];

/**
 * The multipart application as sent: text fields and the two documents, each read whole (at most 5 MB, so
 * at most 10 MB held at once). Too large a file says so in the applicant's words; a file under another
 * name is refused rather than ignored.
 */
export async function readPartnerForm(request: FastifyRequest): Promise<PartnerForm> {
  if (!request.isMultipart()) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'unsupportedMediaType');
  const fields: [string, string][] = [];
  const files: PartnerForm['files'] = {};
  const parts = request.parts({
    limits: { fileSize: PARTNER_FILE_MAX_BYTES, files: 2, fields: 12, fieldSize: 4_000, parts: 14 },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        fields.push([part.fieldname, String(part.value)]);
        continue;
      }
      const bytes = await part.toBuffer();
      if (!FILE_FIELDS.includes(part.fieldname)) {
        throw new AppError(400, 'UNEXPECTED_FILE', 'unexpectedDocument');
      }
      files[part.fieldname as PartnerFileField] = bytes;
    }
  } catch (error) {
    throw multipartError(error);
  }
  return { fields: Object.fromEntries(fields), files };
}
