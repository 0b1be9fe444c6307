/**
 * The way Egyptians write their own number (`01012345678`) from the stored E.164 (`+201012345678`), to fill
 * the profile form; anything else is shown as stored.
 */
export function toLocalMobile(e164: string): string {
  const match = /^\+20(1\d{9})$/.exec(e164);
  return match ? `0${match[1]}` : e164;
}
