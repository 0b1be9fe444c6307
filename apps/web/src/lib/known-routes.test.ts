import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isKnownPage, PAGE_ROUTES } from './known-routes';

const APP_LOCALE_DIR = path.resolve(__dirname, '../app/[locale]');

/** Every folder under app/[locale] that holds a page.tsx, as a route (`/single-product/[id]`). */
function pageFolders(dir = APP_LOCALE_DIR, route = ''): string[] {
  const entries = readdirSync(dir, { withFileTypes: true });
  const here = entries.some((entry) => entry.isFile() && entry.name === 'page.tsx') ? [route || '/'] : [];
  return here.concat(
    entries
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_') && !entry.name.startsWith('('))
      .flatMap((entry) => pageFolders(path.join(dir, entry.name), `${route}/${entry.name}`)),
  );
}

describe('isKnownPage', () => {
  it('lists every page the app has', () => {
    const listed = new Set<string>(PAGE_ROUTES);
    expect(pageFolders().filter((route) => !listed.has(route))).toEqual([]);
  });

  it('knows fixed and parameterised pages, with or without a trailing slash', () => {
    expect(isKnownPage('/')).toBe(true);
    expect(isKnownPage('/blog')).toBe(true);
    expect(isKnownPage('/blog/reviews/12')).toBe(true);
    expect(isKnownPage('/single-product/987654')).toBe(true);
    expect(isKnownPage('/recipes/')).toBe(true);
  });

  it('does not know anything else', () => {
    expect(isKnownPage('/no-such-page')).toBe(false);
    expect(isKnownPage('/blog/podcasts')).toBe(false);
    expect(isKnownPage('/single-product/1/2')).toBe(false);
    expect(isKnownPage('/productsx')).toBe(false);
  });
});
