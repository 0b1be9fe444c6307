import { randomBytes } from 'node:crypto';

/**
 * A new row's address: the lowercase Latin words of its English name (at most `maxWords` characters, or
 * `fallback` when it has none, e.g. an Arabic-only name), then a random tail of 40 bits. The tail keeps
 * rows with one name apart without a lookup: a thousand rows named alike collide with a chance of about one
 * in two million (a 16-bit tail collided within a few hundred, a 500 from the unique key).
 */
export function newSlug(nameEn: string, fallback: string, maxWords = 60): string {
  const words = nameEn
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxWords)
    .replace(/-+$/, '');
  return `${words || fallback}-${randomBytes(5).toString('hex')}`;
}
