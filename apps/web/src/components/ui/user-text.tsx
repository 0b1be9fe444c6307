import { Fragment, type ReactNode } from 'react';

/**
 * Text somebody typed — a name, an address, a note, a product's name from its seller — shown inside the page's
 * own sentences. Isolated (`<bdi dir="auto">`) so it takes its direction from its own first letter and never
 * reorders what stands around it: an Arabic street on an English page reads as Arabic, and the comma after it
 * stays where English puts it. Inline; for a paragraph of its own, give the block `dir="auto"` instead
 * (`ownDirection`).
 */
export function UserText({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <bdi dir="auto" className={className}>
      {children}
    </bdi>
  );
}

/** A block (a review's body, a message) that is wholly somebody's text: laid out in its own direction. */
export const ownDirection = { dir: 'auto' } as const;

const SLOT = '\u0000';

/**
 * A message of the page ("Hello, {name}") with somebody's text in its place, isolated. `sentence` formats the
 * message with a slot where the text goes (next-intl's `t` or a template filler).
 */
export function WithUserText({ sentence, text }: { sentence: (slot: string) => string; text: string }) {
  return sentence(SLOT)
    .split(SLOT)
    .map((part, index) => (
      // The parts of one sentence never move.
      // biome-ignore lint/suspicious/noArrayIndexKey: see above
      <Fragment key={index}>
        {index > 0 ? <UserText>{text}</UserText> : null}
        {part}
      </Fragment>
    ));
}

/**
 * Somebody's text inside a plain string (an aria-label, a toast, a confirmation): wrapped in Unicode's first
 * strong isolate and its closing mark, the `<bdi>` of text without markup.
 */
export const isolated = (text: string): string => `\u2068${text}\u2069`;
