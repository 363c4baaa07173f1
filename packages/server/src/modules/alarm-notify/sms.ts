import { ALARM_NOTIFY_LIMITS, type AlarmSmsOutboxItem, type Lang, type SmsProviderKind, message } from '@vr/contracts';
import { and, desc } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { isoTime } from '../../platform/http/iso.js';
import { inOrgSubtree } from '../../platform/identity/org-subtree.js';
import { scopeCondition } from '../../platform/rbac/data-scope.js';
import { decryptSecret } from '../../platform/secrets/secret-box.js';
import { notifySmsOutbox } from './schema.js';
import type { StoredSettings } from './settings.js';
import { type Outcome, postSigned } from './signature.js';

/** One SMS of a delivery. */
export interface SmsMessage {
  deliveryId: number;
  orgId: number;
  customerId: number;
  /** The phone as the recipient gave it. */
  to: string;
  text: string;
  lang: Lang;
}

/** Sends an SMS through one provider; answers the outcome, never throws for the provider's refusal. */
export interface SmsProvider {
  send(db: Database, sms: SmsMessage, options: { now: Date; timeoutMs: number; privateDestinations: boolean }): Promise<Outcome>;
}

/** The sandbox: keeps the message in its outbox, where the back-office reads it; no phone receives it. */
const sandboxProvider: SmsProvider = {
  async send(db, sms) {
    await db.insert(notifySmsOutbox).values({
      deliveryId: sms.deliveryId,
      orgId: sms.orgId,
      customerId: sms.customerId,
      phone: sms.to,
      text: sms.text,
    });
    return { sent: true };
  },
};

/** The JSON an HTTP gateway receives, signed as the webhook is. */
export function smsGatewayBody(sms: SmsMessage): string {
  return JSON.stringify({ messageId: sms.deliveryId, to: sms.to, text: sms.text, lang: sms.lang });
}

/** An HTTP gateway: a signed JSON POST; a 2xx answer is sent, anything else is tried again later. */
function httpProvider(url: string, sealedSecret: string | null) {
  const provider: SmsProvider = {
    async send(db, sms, { now, timeoutMs, privateDestinations }) {
      const secret = sealedSecret ? decryptSecret(sealedSecret) : null;
      if (!secret) return { sent: false, error: message('alarmNotify.smsSecretRequired', sms.lang), final: true };
      return postSigned(db, {
        system: 'alarm-sms',
        url,
        secret,
        body: smsGatewayBody(sms),
        now,
        customerId: sms.customerId,
        timeoutMs,
        privateDestinations,
      });
    },
  };
  return provider;
}

/** The provider a customer's settings choose, or null when it chose none. */
export function smsProviderOf(settings: Pick<StoredSettings, 'smsProvider' | 'smsUrl' | 'smsSecret'>): SmsProvider | null {
  const kind = settings.smsProvider as SmsProviderKind | null;
  if (kind === 'sandbox') return sandboxProvider;
  if (kind === 'http' && settings.smsUrl) return httpProvider(settings.smsUrl, settings.smsSecret);
  return null;
}

/** The digits of a phone (and its leading +): one recipient however it is spaced. */
export const phoneKey = (phone: string) => phone.replace(/[^0-9+]/g, '');

/** The sandbox outbox in the caller's scope (of one customer and below when given), newest first. */
export async function smsOutboxOf(db: Database, auth: AuthContext, orgId: number | undefined): Promise<AlarmSmsOutboxItem[]> {
  const rows = await db
    .select()
    .from(notifySmsOutbox)
    .where(and(scopeCondition(auth, { org: notifySmsOutbox.orgId }), inOrgSubtree(notifySmsOutbox.orgId, orgId)))
    .orderBy(desc(notifySmsOutbox.createdAt), desc(notifySmsOutbox.id))
    .limit(ALARM_NOTIFY_LIMITS.smsOutbox);
  return rows.map((r) => ({ id: r.id, deliveryId: r.deliveryId, phone: r.phone, text: r.text, createTime: isoTime(r.createdAt)! }));
}
