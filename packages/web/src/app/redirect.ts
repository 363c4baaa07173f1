const BASE = 'http://same-origin.invalid';

/**
 * Where to go after sign-in: only a path of this site ("/..."), never "//host" or "/\host"
 * (browsers read both as another host), else '/'. Guards against open redirects.
 */
export function sanitizeRedirect(raw: string | null | undefined): string {
  if (typeof raw !== 'string' || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return '/';
  try {
    const url = new URL(raw, BASE);
    if (url.origin !== BASE) return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}

/** The sign-in page, remembering the wanted path (with its query) to come back to. */
export function loginPath(wanted: string): string {
  return `/login?redirect=${encodeURIComponent(wanted)}`;
}

/** The path without a `token` query parameter, so a handed-over token does not stay in the address bar. */
export function withoutTokenParam(fullPath: string): string {
  const url = new URL(fullPath, BASE);
  if (!url.searchParams.has('token')) return fullPath;
  url.searchParams.delete('token');
  return `${url.pathname}${url.search}${url.hash}`;
}
