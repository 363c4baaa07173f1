import { publicRoutes } from './public-routes';
import { loginPath, sanitizeRedirect } from './redirect';

/** The areas' public pages: open to everyone, signed in or not, and never waiting for the user. */
const PUBLIC_PATHS: readonly string[] = publicRoutes.map((route) => route.path);

/** The only routes open without a token: sign-in and the public pages. */
export const OPEN_PATHS: readonly string[] = ['/login', '/auth-redirect', ...PUBLIC_PATHS];

export interface GuardInput {
  pathname: string;
  /** Path plus query string, as the user asked for it. */
  fullPath: string;
  token: string;
  /** Roles are known once the user, permissions and menu were fetched in this page load. */
  rolesLoaded: boolean;
}

export type GuardStep = { kind: 'pass' } | { kind: 'redirect'; to: string } | { kind: 'loadUser' };

/** The route guard's decision for one navigation. */
export function guardStep({ pathname, fullPath, token, rolesLoaded }: GuardInput): GuardStep {
  if (PUBLIC_PATHS.includes(pathname)) return { kind: 'pass' };
  if (!token) return OPEN_PATHS.includes(pathname) ? { kind: 'pass' } : { kind: 'redirect', to: loginPath(fullPath) };
  // Signed in on the sign-in page (also the moment right after signing in): go where the user was sent from.
  if (pathname === '/login')
    return { kind: 'redirect', to: sanitizeRedirect(new URL(fullPath, 'http://x.invalid').searchParams.get('redirect')) };
  return rolesLoaded ? { kind: 'pass' } : { kind: 'loadUser' };
}

/**
 * A `token` query different from the stored one drops the stored token and session.
 * Answers the token to adopt ('' for none), or null when nothing changes.
 */
export function queryTokenChange(search: string, stored: string): { token: string } | null {
  const params = new URLSearchParams(search);
  if (!params.has('token')) return null;
  const token = params.get('token') ?? '';
  return token === stored ? null : { token };
}
