import { SESSION_COOKIE } from '@vr/contracts';
import Cookies from 'js-cookie';

/** The token lives in a cookie. */
export const TOKEN_COOKIE = SESSION_COOKIE;

export function readToken(): string {
  return Cookies.get(TOKEN_COOKIE) ?? '';
}

export function writeToken(token: string): void {
  Cookies.set(TOKEN_COOKIE, token, { sameSite: 'Lax', secure: window.location.protocol === 'https:' });
}

export function removeToken(): void {
  Cookies.remove(TOKEN_COOKIE);
}
