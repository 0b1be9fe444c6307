import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

// One instance, synchronous, GitHub-flavoured; raw HTML in the source is left to the sanitizer below.
const marked = new Marked({ async: false, gfm: true, breaks: false });

/** A segment of a media path as we write them: letters, digits, `-`, `_` and dots, never first. */
const MEDIA_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/**
 * Whether an image's source is a file of our own media (`/media/blog/x.webp`). Each segment is a plain name:
 * no `.` or `..`, no `%` (so no encoded dot or slash), no backslash, white space, empty segment or query,
 * so nothing a browser decodes or normalises can climb out of `/media/` (issue 25). The sanitizer has
 * already decoded HTML entities in the attribute.
 */
export function isOwnMediaPath(src: string): boolean {
  if (!src.startsWith('/media/')) return false;
  return src
    .slice('/media/'.length)
    .split('/')
    .every((segment) => MEDIA_SEGMENT.test(segment));
}

/**
 * What a post or page body may contain once rendered: text structure, links, images from our own media and
 * tables. Scripts, styles, event handlers, iframes and `javascript:` links are dropped, so an editor's slip
 * (or a stolen editor account) cannot put code on the storefront.
 */
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'em',
    'del',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'code',
    'pre',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title'], img: ['src', 'alt', 'title'], th: ['align'], td: ['align'] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  // Images only from our own media (`/media/…`): no tracking pixels or remote hosts in a page.
  exclusiveFilter: (frame) => frame.tag === 'img' && !isOwnMediaPath(frame.attribs.src ?? ''),
  transformTags: {
    // A body's own `# heading` would be a second h1 under the page's title.
    h1: 'h2',
    a: (tagName, attribs) => {
      const external = /^https?:/i.test(attribs.href ?? '');
      return {
        tagName,
        attribs: external ? { ...attribs, rel: 'noopener noreferrer', target: '_blank' } : attribs,
      };
    },
  },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
};
ALLOWED.allowedAttributes = {
  ...(ALLOWED.allowedAttributes as object),
  a: ['href', 'title', 'rel', 'target'],
};

/** Markdown → HTML safe to put in a page. */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(marked.parse(source) as string, ALLOWED);
}

/** Minutes to read a text at 200 words a minute, at least 1 (Arabic reads at about the same word rate). */
export function readingMinutes(source: string): number {
  const words = source.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.round(words / 200));
}
