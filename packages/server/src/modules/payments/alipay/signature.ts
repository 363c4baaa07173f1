import type { KeyObject } from 'node:crypto';
import { rsaSign, rsaVerify } from '../rsa-keys.js';

/*
 * Alipay open platform's RSA2 scheme: the parameters (all but `sign`, and for notifications
 * `sign_type` too) with a value, sorted by name, joined as `name=value&…` with the values as they
 * are (not URL-encoded), signed SHA256-RSA; the app signs its requests with its private key,
 * Alipay its answers and notifications with the Alipay key, checked with Alipay's public key.
 */

/** The text an RSA2 signature covers. */
export function signContent(params: Record<string, string | undefined>, exclude: readonly string[] = ['sign']): string {
  return Object.keys(params)
    .filter((k) => !exclude.includes(k) && params[k] !== undefined && params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
}

/** The request's parameters with their `sign`. */
export function signParams(privateKey: KeyObject, params: Record<string, string>): Record<string, string> {
  return { ...params, sign: rsaSign(privateKey, signContent(params)) };
}

/** Whether a notification's parameters carry Alipay's RSA2 signature. */
export function verifyNotification(alipayKey: KeyObject, params: Record<string, string>): boolean {
  if (params['sign_type'] !== 'RSA2' || !params['sign']) return false;
  return rsaVerify(alipayKey, signContent(params, ['sign', 'sign_type']), params['sign']);
}

/**
 * The raw JSON text of `"<name>": {…}` in an answer (what Alipay signed, byte for byte); null when
 * the answer has no such object.
 */
export function rawMember(body: string, name: string): string | null {
  const at = body.indexOf(`"${name}"`);
  if (at < 0) return null;
  let i = body.indexOf('{', at + name.length + 2);
  if (i < 0 || body.slice(at + name.length + 2, i).trim() !== ':') return null;
  const start = i;
  let depth = 0;
  let inString = false;
  for (; i < body.length; i++) {
    const c = body[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return body.slice(start, i + 1);
  }
  return null;
}

/** Whether an answer's `<method>_response` object carries Alipay's signature (`sign` beside it). */
export function verifyAnswer(alipayKey: KeyObject, body: string, responseName: string): boolean {
  const raw = rawMember(body, responseName);
  let sign: unknown;
  try {
    sign = (JSON.parse(body) as Record<string, unknown>)['sign'];
  } catch {
    return false;
  }
  return raw !== null && typeof sign === 'string' && rsaVerify(alipayKey, raw, sign);
}

/** "yyyy-MM-dd HH:mm:ss" in China Standard Time, Alipay's `timestamp` and `notify_time`. */
export function alipayTime(at: Date): string {
  return new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** The instant of an Alipay time text (China Standard Time); null when it is none. */
export function alipayInstant(text: string | undefined): Date | null {
  const m = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/.exec(text ?? '');
  if (!m) return null;
  const d = new Date(`${m[1]}T${m[2]}+08:00`);
  return Number.isNaN(d.getTime()) ? null : d;
}
