/**
 * The menu entry named memberMarketingLink gets an encoded query built from the session
 * token, a fixed prefix and the day of the month. Encoding (reversible, documented in
 * docs/architecture.md "Shell"): `auth=<base64url(prefix + token + DD)>`, DD the two-digit day
 * of the month in the browser's time zone, base64url without padding over the UTF-8 bytes.
 */
export const MEMBER_MARKETING_NAME = 'memberMarketingLink';
export const MEMBER_MARKETING_PARAM = 'auth';
/** The build's prefix (VITE_MEMBER_MARKETING_PREFIX), or this default. */
export const DEFAULT_MEMBER_MARKETING_PREFIX = 'VRMM';

function base64url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(code: string): string {
  const binary = atob(code.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

export function memberMarketingCode(token: string, prefix: string, date: Date): string {
  const day = String(date.getDate()).padStart(2, '0');
  return base64url(`${prefix}${token}${day}`);
}

/** The receiving side's reading of the code: the token and the day, or null when the prefix does not match. */
export function decodeMemberMarketingCode(code: string, prefix: string): { token: string; day: number } | null {
  const text = fromBase64url(code);
  if (!text.startsWith(prefix) || text.length < prefix.length + 2) return null;
  return { token: text.slice(prefix.length, -2), day: Number(text.slice(-2)) };
}

/** The link with the query appended (after any query it already has). */
export function withMemberMarketingQuery(link: string, token: string, prefix: string, date: Date): string {
  const [base = '', hash] = link.split('#', 2);
  const joined = `${base}${base.includes('?') ? '&' : '?'}${MEMBER_MARKETING_PARAM}=${memberMarketingCode(token, prefix, date)}`;
  return hash === undefined ? joined : `${joined}#${hash}`;
}

export function memberMarketingPrefix(): string {
  const configured = (import.meta.env as Record<string, string | undefined>)['VITE_MEMBER_MARKETING_PREFIX'];
  return configured || DEFAULT_MEMBER_MARKETING_PREFIX;
}
