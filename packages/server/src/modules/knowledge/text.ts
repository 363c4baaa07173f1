import { lazy } from '../../platform/lazy.js';

const loadSanitizer = lazy(async () => (await import('sanitize-html')).default);

/** Tags that end a line of text: a space stands for them so their words never run together. */
const BREAKS = /<(\/?(?:p|div|br|li|ul|ol|h[1-6]|blockquote|pre|hr|tr|td|th)\b)/gi;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** The text a reader reads in sanitised HTML: no tags, entities decoded, blanks collapsed. */
export async function plainText(html: string): Promise<string> {
  if (!html) return '';
  const sanitizeHtml = await loadSanitizer();
  const text = sanitizeHtml(html.replace(BREAKS, ' <$1'), { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/\s+/g, ' ')
    .trim();
}
