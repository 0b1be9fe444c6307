/**
 * Fills `{name}`-style placeholders of a message template in one pass, so a value that holds braces is left as
 * it is. For client components, which get templates (`t.raw`) rather than the message catalogue.
 */
export const fillTemplate = (template: string, values: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (placeholder, key: string) => values[key] ?? placeholder);
