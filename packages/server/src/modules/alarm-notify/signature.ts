import { createHmac } from 'node:crypto';
import { WEBHOOK_HEADERS } from '@vr/contracts';
import type { Database } from '../../platform/db/database.js';
import { callOutside } from '../../platform/integration/record.js';

/** The signature of a webhook or SMS gateway call: `sha256=` HMAC-SHA256 of `timestamp.body` under the secret. */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** What became of one attempt: sent, or an error (final: trying again would fail the same way). */
export type Outcome = { sent: true } | { sent: false; error: string; final?: boolean };

/**
 * A signed JSON POST (the Unix time of `now` and the signature in the webhook's headers), recorded
 * as an outside call: a 2xx answer is sent; a refused address is final; anything else may be tried again.
 */
export async function postSigned(
  db: Database,
  call: {
    system: string;
    url: string;
    secret: string;
    body: string;
    now: Date;
    customerId: number;
    timeoutMs: number;
    privateDestinations: boolean;
  },
): Promise<Outcome> {
  const timestamp = String(Math.floor(call.now.getTime() / 1000));
  const res = await callOutside(db, {
    system: call.system,
    url: call.url,
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [WEBHOOK_HEADERS.timestamp]: timestamp,
      [WEBHOOK_HEADERS.signature]: webhookSignature(call.secret, timestamp, call.body),
    },
    body: call.body,
    retries: 0,
    timeoutMs: call.timeoutMs,
    orgId: call.customerId,
    publicOnly: !call.privateDestinations,
  });
  if (res.ok) return { sent: true };
  // Trying again would be refused again: the address must change.
  if (res.refused) return { sent: false, error: `refused: ${res.refused}`, final: true };
  return { sent: false, error: res.httpStatus ? `HTTP ${res.httpStatus}` : res.body || 'no answer' };
}
