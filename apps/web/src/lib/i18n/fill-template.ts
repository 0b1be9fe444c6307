import type { Locale } from '@coffee/contracts/common';

/**
 * Fills `{name}`-style placeholders of a message template in one pass, so a value that holds braces is left as
 * it is. For client components, which get templates (`t.raw`) rather than the message catalogue. A template
 * with a count (`{count, plural, …}`) goes through `fillMessage`.
 */
export const fillTemplate = (template: string, values: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (placeholder, key: string) => values[key] ?? placeholder);

type MessageValues = Readonly<Record<string, string | number>>;

/** The index of the `}` that closes the `{` at `open`, or the text's length when none does. */
function closingBrace(text: string, open: number): number {
  let depth = 0;
  let index = open;
  for (; index < text.length; index++) {
    if (text[index] === '{') depth++;
    else if (text[index] === '}' && --depth === 0) break;
  }
  return index;
}

/** Each `{…}` of `text` in turn: what stands before it, what is inside it; then the rest. */
function eachBrace(text: string, onBrace: (before: string, inner: string) => void): string {
  let index = 0;
  for (let open = text.indexOf('{'); open !== -1; open = text.indexOf('{', index)) {
    const close = closingBrace(text, open);
    onBrace(text.slice(index, open), text.slice(open + 1, close));
    index = close + 1;
  }
  return text.slice(index);
}

function fill(template: string, values: MessageValues, rules: Intl.PluralRules): string {
  let result = '';
  const rest = eachBrace(template, (before, inner) => {
    const plural = /^\s*(\w+)\s*,\s*plural\s*,/.exec(inner);
    let text = values[inner.trim()] ?? `{${inner}}`;
    if (plural) {
      // `=0 {…} one {…} other {…}`: `=N` first, then the count's category, then `other`.
      const count = Number(values[plural[1] as string]);
      const options: Record<string, string> = {};
      eachBrace(inner.slice(plural[0].length), (selector, body) => {
        options[selector.trim()] = body;
      });
      text = fill(options[`=${count}`] ?? options[rules.select(count)] ?? options.other ?? '', values, rules);
    }
    result += before + text;
  });
  return result + rest;
}

/**
 * Fills a template the way next-intl formats it, plurals included: `=N` first, then the locale's plural
 * category (Arabic has zero, one, two, few, many and other), then `other`. Client components of store pages
 * get raw templates instead of use-intl and its parser (decision 0015); this keeps their counts grammatical.
 * Numbers appear through placeholders the caller formats (`{formatted}`), never `#`: see docs/glossary.md.
 */
export const fillMessage = (template: string, values: MessageValues, locale: Locale): string =>
  fill(template, values, new Intl.PluralRules(locale));
