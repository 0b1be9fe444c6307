import { describe, expect, it } from 'vitest';
import { toSnippet } from './snippet';

describe('toSnippet', () => {
  it('keeps a short text whole, with its whitespace tidied', () => {
    expect(toSnippet('  Fresh   beans,\nroasted weekly. ')).toBe('Fresh beans, roasted weekly.');
  });

  it('cuts a long text at a word boundary and adds an ellipsis, within the limit', () => {
    const text = 'بن مختص محمص طازج من محامص مصرية، '.repeat(10);
    const snippet = toSnippet(text, 60);
    expect(snippet.length).toBeLessThanOrEqual(60);
    expect(snippet.endsWith('…')).toBe(true);
    expect(text.startsWith(snippet.slice(0, -1))).toBe(true);
    expect(snippet).not.toMatch(/[ ،]…$/u);
  });

  it('cuts inside a word only when there is no space to cut at', () => {
    expect(toSnippet('x'.repeat(200), 50)).toBe(`${'x'.repeat(49)}…`);
  });
});
