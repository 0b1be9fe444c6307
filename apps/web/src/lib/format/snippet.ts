/** Search engines and link previews show about this many characters of a description. */
export const SNIPPET_LENGTH = 160;

/** The text cut at a word boundary to fit `max` characters, with an ellipsis when something was cut. */
export function toSnippet(text: string, max = SNIPPET_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  // Cut at the last space unless that would drop most of the text (one very long word).
  const head = lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut;
  return `${head.replace(/[\s,.;:،؛–—-]+$/u, '')}…`;
}
