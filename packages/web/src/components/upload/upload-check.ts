import { type Lang, type UploadRule, UPLOAD_KINDS, mbToBytes, message, uploadKindOfMime } from '@vr/contracts';

/** The file as the browser describes it: its MIME type (from the name) and its size. */
export interface PickedFile {
  type: string;
  size: number;
}

/**
 * The same check the server makes, done before sending (the server checks again by content):
 * the kind from the browser's MIME type, then the size. Answers the refusal text, or null.
 */
export function precheckFile(file: PickedFile, rule: Pick<UploadRule, 'kinds' | 'maxMb' | 'typeMessage'>, lang: Lang): string | null {
  const kind = uploadKindOfMime(file.type);
  if (!kind || !rule.kinds.includes(kind)) return message(rule.typeMessage, lang);
  if (file.size > mbToBytes(rule.maxMb)) return message('uploadTooLarge', lang, { n: rule.maxMb });
  return null;
}

/** "JPG/PNG/GIF" for a rule's kinds. */
export function kindsLabel(rule: Pick<UploadRule, 'kinds'>): string {
  return rule.kinds.map((k) => k.toUpperCase()).join('/');
}

/** The `accept` attribute of the file input: MIME types and extensions. */
export function acceptOf(rule: Pick<UploadRule, 'kinds'>): string {
  return rule.kinds.flatMap((k) => [UPLOAD_KINDS[k].mime, `.${UPLOAD_KINDS[k].ext}`, ...(k === 'jpg' ? ['.jpeg'] : [])]).join(',');
}

/** A form value (one url, several, or nothing) as a list of urls. */
export function urlsOf(value: string | readonly string[] | null | undefined): string[] {
  if (!value) return [];
  return (typeof value === 'string' ? [value] : [...value]).filter(Boolean);
}

/** The last path segment of a url, as a file name to show. */
export function nameOfUrl(url: string): string {
  const path = url.split('?')[0] ?? url;
  return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1)) || url;
}
