import { Fragment } from 'react';

const SLOT = '\u0000';

/**
 * A sentence around a code such as an order number ("Order CM-2026-000123"), with the code kept whole on one
 * line (a phone's narrow heading breaks at its hyphens otherwise) and in its own left-to-right run inside
 * Arabic. `sentence` formats the message with the code's slot.
 */
export function WithCode({ sentence, code }: { sentence: (slot: string) => string; code: string }) {
  const parts = sentence(SLOT).split(SLOT);
  return parts.map((part, index) => (
    // The parts of one sentence never move.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    <Fragment key={index}>
      {index > 0 ? (
        <bdi dir="ltr" className="whitespace-nowrap">
          {code}
        </bdi>
      ) : null}
      {part}
    </Fragment>
  ));
}
