import { PHOTO_MAX_BYTES, PHOTO_TYPES } from '@coffee/contracts/account';

/** What is wrong with a chosen photo before it is sent, if anything. */
export type PhotoProblem = 'wrongType' | 'tooLarge';

// Some systems hand the browser a file without a media type; the name's extension is then the only hint.
const PHOTO_EXTENSIONS = /\.(jpe?g|png)$/i;

/**
 * Checks a chosen file as the browser sees it: JPEG or PNG (spec §5: jpg, jpeg, png; a profile photo is never
 * a pdf) and at most 5 MB. Only a courtesy that saves a useless upload: the API judges the bytes themselves.
 */
export function checkPhoto(file: { name: string; type: string; size: number }): PhotoProblem | null {
  const typed = file.type !== '';
  const knownType = typed
    ? (PHOTO_TYPES as readonly string[]).includes(file.type)
    : PHOTO_EXTENSIONS.test(file.name);
  if (!knownType) return 'wrongType';
  if (file.size > PHOTO_MAX_BYTES) return 'tooLarge';
  return null;
}

/** The `accept` attribute of the photo picker, so the system's dialog offers the right files first. */
export const PHOTO_ACCEPT = [...PHOTO_TYPES, '.jpg', '.jpeg', '.png'].join(',');
