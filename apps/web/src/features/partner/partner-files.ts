import { PARTNER_FILE_MAX_BYTES } from '@coffee/contracts/engagement';

export type FileProblem = 'required' | 'tooLarge' | 'type';

const EXTENSIONS = /\.(jpe?g|png|pdf)$/i;

/**
 * What the browser can tell about a chosen document before sending it: present, at most 5 MB, named like a
 * JPG, PNG or PDF. The API judges the bytes themselves; this only spares a long upload that would be refused.
 */
export function checkPartnerFile(file: { name: string; size: number } | undefined): FileProblem | null {
  if (!file) return 'required';
  if (file.size > PARTNER_FILE_MAX_BYTES) return 'tooLarge';
  if (!EXTENSIONS.test(file.name)) return 'type';
  return null;
}
