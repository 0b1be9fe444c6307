import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown.js';

const imageOf = (src: string) => renderMarkdown(`![beans](${src})`);
const rawImageOf = (src: string) => renderMarkdown(`<p><img src="${src}" alt="beans"></p>`);

describe('images in Markdown', () => {
  it('keeps our own media', () => {
    expect(imageOf('/media/blog/v60-pour-over.webp')).toBe(
      '<p><img src="/media/blog/v60-pour-over.webp" alt="beans" /></p>\n',
    );
    expect(rawImageOf('/media/products/uploads/0b4f6c1e-8d2a-4c3b-9e5f-1a2b3c4d5e6f.webp')).toContain('<img');
  });

  it('drops any other image, however its path climbs out of /media/ (issue 25)', () => {
    const escapes = [
      '/media/../auth/me',
      '/media/blog/../../docs/json',
      '/media/./../x.webp',
      '/media/%2e%2e/auth/me',
      '/media/%2E%2E/auth/me',
      '/media/.%2e/auth/me',
      '/media/..%2fauth%2fme',
      '/media/%252e%252e/auth/me',
      '/media/..\\\\auth\\\\me',
      '/media//evil.example/x.webp',
      '/media/',
      'https://evil.example/media/x.webp',
      '//evil.example/media/x.webp',
    ];
    for (const src of escapes) {
      expect(imageOf(src), src).not.toContain('<img');
      expect(rawImageOf(src), src).not.toContain('<img');
    }
    // Entities and white space a browser would strip or decode before it resolves the path.
    for (const src of ['/media/&#46;&#46;/auth/me', '/media/.&#9;./auth/me', '/media/.&#10;./auth/me']) {
      expect(rawImageOf(src), src).not.toContain('<img');
    }
  });
});
