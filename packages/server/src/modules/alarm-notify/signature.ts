import { createHmac } from 'node:crypto';

/** The signature of a webhook or SMS gateway call: `sha256=` HMAC-SHA256 of `timestamp.body` under the secret. */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}
