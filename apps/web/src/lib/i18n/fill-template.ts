import type { Locale } from '@coffee/contracts/common';

/**
 * Fills `{name}`-style placeholders of a message template in one pass, so a value that holds braces is left as
 * it is. For client components, which get templates (`t.raw`) rather than the message catalogue. A template
 * with a count (`{count, plural, …}`) goes through `fillMessage`.
 */
export const fillTemplate = (template: string, values: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (placeholder, key: string) => values[key] ?? placeholder);

type MessageValues = Readonly<Record<string, string | number>>;

const pluralRules = new Map<Locale, Intl.PluralRules>();

function pluralRulesOf(locale: Locale): Intl.PluralRules {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules;
}

/** The index of the `}` that closes the `{` at `open`. */
function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let index = open; index < text.length; index++) {
    if (text[index] === '{') depth++;
    else if (text[index] === '}' && --depth === 0) return index;
  }
  throw new Error(`A message template has an unclosed brace: ${text}`);
}

/** `=0 {…} one {…} other {…}` → selector → body. */
function pluralOptions(text: string): Map<string, string> {
  const options = new Map<string, string>();
  for (let index = 0, open = text.indexOf('{'); open !== -1; open = text.indexOf('{', index)) {
    const close = closingBrace(text, open);
    options.set(text.slice(index, open).trim(), text.slice(open + 1, close));
    index = close + 1;
  }
  return options;
}

function fill(template: string, values: MessageValues, rules: Intl.PluralRules): string {
  let result = '';
  let index = 0;
  for (let open = template.indexOf('{'); open !== -1; open = template.indexOf('{', index)) {
    const close = closingBrace(template, open);
    const inner = template.slice(open + 1, close);
    const plural = /^\s*(\w+)\s*,\s*plural\s*,/.exec(inner);
    result += template.slice(index, open);
    if (plural?.[1]) {
      const count = Number(values[plural[1]]);
      const options = pluralOptions(inner.slice(plural[0].length));
      const body = options.get(`=${count}`) ?? options.get(rules.select(count)) ?? options.get('other') ?? '';
      result += fill(body, values, rules);
    } else {
      const value = values[inner.trim()];
      result += value === undefined ? `{${inner}}` : String(value);
    }
    index = close + 1;
  }
  return result + template.slice(index);
}

/**
 * Fills a template the way next-intl formats it, plurals included: `=N` first, then the locale's plural
 * category (Arabic has zero, one, two, few, many and other), then `other`. Client components of store pages
 * get raw templates instead of use-intl and its parser (decision 0015); this keeps their counts grammatical.
 * Numbers appear through placeholders the caller formats (`{formatted}`), never `#`: see docs/glossary.md.
 */
export const fillMessage = (template: string, values: MessageValues, locale: Locale): string =>
  fill(template, values, pluralRulesOf(locale));
