import { createHmac, timingSafeEqual } from 'node:crypto';

/** The sandbox's notification headers (WeChat Pay v3 has Wechatpay-Timestamp, -Nonce, -Signature). */
export const SBX_HEADERS = { timestamp: 'x-sbx-timestamp', notifyId: 'x-sbx-notify-id', signature: 'x-sbx-signature' } as const;

/** A notification older or newer than this (seconds) is refused, so a captured one cannot be replayed later. */
export const SBX_MAX_SKEW_SECONDS = 300;

/** base64 HMAC-SHA256 with the merchant key over "timestamp\nnotifyId\nbody\n". */
export function sandboxSignature(key: string, timestamp: string, notifyId: string, body: string): string {
  return createHmac('sha256', key).update(`${timestamp}\n${notifyId}\n${body}\n`, 'utf8').digest('base64');
}

export function sameSignature(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
