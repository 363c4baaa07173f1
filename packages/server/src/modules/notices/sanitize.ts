import type sanitizeHtml from 'sanitize-html';
import { lazy } from '../../platform/lazy.js';

const loadSanitizer = lazy(async () => (await import('sanitize-html')).default);

/** A link or image target the rich text may keep: http(s) addresses and uploaded files. */
export function isSafeUrl(value: string | undefined): boolean {
  if (!value) return false;
  const v = value.trim();
  if (/^\/api\/files\/[A-Za-z0-9._-]+$/.test(v)) return true;
  try {
    const url = new URL(v);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'div',
    'span',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'strike',
    'sub',
    'sup',
    'h1',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'pre',
    'code',
    'hr',
    'ul',
    'ol',
    'li',
    'a',
    'img',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
  },
  allowedSchemes: ['http', 'https'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const { href } = attribs;
      const safe: sanitizeHtml.Attributes = isSafeUrl(href) ? { href: href!.trim(), target: '_blank', rel: 'noopener noreferrer' } : {};
      return { tagName, attribs: safe };
    },
  },
  // Images only from http(s) or our own uploads (no data:, no relative paths elsewhere).
  exclusiveFilter: (frame) => frame.tag === 'img' && !isSafeUrl(frame.attribs.src),
};

/** The rich text of a notice, reduced to an allow-list of formatting tags and safe links/images. */
export async function sanitizeRichText(html: string | null | undefined): Promise<string> {
  if (!html) return '';
  const sanitizeHtml = await loadSanitizer();
  return sanitizeHtml(html, OPTIONS).trim();
}
