import { z } from 'zod';
import { messageGroup } from './messages.js';
import { addRuleMessages } from './validation.js';

/** A file this product stored (`/api/files/<key>`); no other path and no traversal. */
const UPLOAD_PATH = /^\/api\/files\/[A-Za-z0-9_-]+\.[A-Za-z0-9]+$/;

/**
 * An address a page may show or link to: an absolute http(s) URL or one of the product's own
 * uploads. Everything else (`javascript:`, `data:`, `vbscript:`, protocol-relative `//host`) is
 * refused, since a browser would run or fetch it in the back-office's origin.
 */
export function isSafeUrl(value: string): boolean {
  if (UPLOAD_PATH.test(value)) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

// Rule messages: `safeUrl.rule.*` of `locales/messages/upload`.
addRuleMessages(messageGroup('safeUrl.rule.'));

/** A trimmed safe URL of at most `max` characters (see `isSafeUrl`). */
export const safeUrlSchema = (max = 500) => z.string().trim().max(max).refine(isSafeUrl, { message: 'safeUrl' });

/** A file this product stored (`/api/files/<key>`), trimmed, at most `max` characters: nothing else. */
export const uploadUrlSchema = (max = 500) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => UPLOAD_PATH.test(value), { message: 'uploadUrl' });
