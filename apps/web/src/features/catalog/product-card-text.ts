/** The spec's limit for product names on cards. */
export const CARD_NAME_MAX_LENGTH = 80;

/**
 * A product name as a card shows it: cut at 80 characters with an ellipsis, as the spec says. Counts code
 * points, so an emoji or other astral character is never split in half; trailing spaces and punctuation
 * left before the ellipsis are dropped ("Beans, …" reads badly).
 */
export function truncateName(name: string, max = CARD_NAME_MAX_LENGTH): string {
  const characters = Array.from(name.trim());
  if (characters.length <= max) return characters.join('');
  return `${characters
    .slice(0, max)
    .join('')
    .replace(/[\s,.;:–—-]+$/u, '')}…`;
}
