import type { Lang } from '@vr/contracts';
import { readToken } from '../stores/token';

/** Every call names the language its messages should be in and, when signed in, the session token. */
export function callHeaders(lang: Lang): Record<string, string> {
  const token = readToken();
  return token ? { lang, token } : { lang };
}
