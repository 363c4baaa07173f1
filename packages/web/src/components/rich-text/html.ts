/** Pure helpers of the rich-text editor. */
export const isHttpLink = (value: string) => /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(value.trim());

/** An empty editor's leftovers ("<br>", "<p></p>") count as no content. */
export function normaliseHtml(html: string): string {
  const text = html
    .replace(/<br\s*\/?>/gi, '')
    .replace(/<(p|div)>\s*<\/\1>/gi, '')
    .trim();
  return text === '' ? '' : html;
}
