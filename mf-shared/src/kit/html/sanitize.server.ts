// HTML sanitizer for server renders (no DOM in Node): sanitize-html with the same policy as
// the browser's DOMPurify. The browser keeps the server's markup when it hydrates.
import sanitize from 'sanitize-html';
import { FORBIDDEN_TAGS } from './policy';

const ALLOWED_TAGS = [
  ...sanitize.defaults.allowedTags.filter((tag) => !(FORBIDDEN_TAGS as readonly string[]).includes(tag)),
  'img',
  'figure',
  'figcaption',
  'picture',
  'source',
];

export type Sanitizer = (html: string) => string;

/** Same interface as the browser's sanitizer (./sanitize.browser.ts): always loaded here. */
export const loadedSanitizer = (): Sanitizer => sanitizeHtmlSync;
export const loadSanitizer = async (): Promise<Sanitizer> => sanitizeHtmlSync;
export const sanitizeHtml = async (html: string): Promise<string> => sanitizeHtmlSync(html);

/** Sanitizes untrusted HTML: no scripts, styles, forms, event handlers or javascript: URLs. */
export function sanitizeHtmlSync(html: string): string {
  return sanitize(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
      source: ['srcset', 'type', 'media'],
      '*': ['id', 'class', 'lang', 'dir'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    // Site-relative links stay relative; external ones open in a new tab without opener access.
    transformTags: {
      a: (tagName, attribs) => {
        const { target: _target, rel: _rel, ...rest } = attribs;
        const external = /^https?:\/\//i.test(attribs.href ?? '');
        return { tagName, attribs: external ? { ...rest, target: '_blank', rel: 'noopener noreferrer' } : rest };
      },
    },
  });
}
