import { PAY_CONFIG_STATUS } from '@vr/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { customerOf } from '../orgs/index.js';
import type { MerchantConfig } from './provider.js';
import { payConfigs } from './schema.js';
import { decryptSecret } from '../../platform/secrets/secret-box.js';

export type PayConfigRecord = typeof payConfigs.$inferSelect;

/** The customer's enabled configuration for a payment type, if any. */
export async function enabledConfig(db: Database, customerId: number, payType: number): Promise<PayConfigRecord | null> {
  const [row] = await db
    .select()
    .from(payConfigs)
    .where(and(eq(payConfigs.orgId, customerId), eq(payConfigs.payType, payType), eq(payConfigs.status, PAY_CONFIG_STATUS.enabled)))
    .limit(1);
  return row ?? null;
}

export async function configById(db: Database, id: number): Promise<PayConfigRecord | null> {
  const [row] = await db.select().from(payConfigs).where(eq(payConfigs.id, id));
  return row ?? null;
}

/** A stored key decrypted: '' when none is stored, null when it cannot be read (another SECRET_KEY). */
const opened = (enc: string | null): string | null => (enc ? decryptSecret(enc) : '');

/** The merchant settings with the keys decrypted; null when a stored key cannot be read (another SECRET_KEY). */
export function merchantOf(config: PayConfigRecord): MerchantConfig | null {
  const key = opened(config.merchantKeyEnc);
  const privateKey = opened(config.privateKeyEnc);
  const platformKey = opened(config.platformKeyEnc);
  if (key === null || privateKey === null || platformKey === null) return null;
  return {
    appId: config.appId,
    merchantNo: config.merchantNo,
    signType: config.signType,
    key,
    merchantName: config.merchantName,
    privateKey: privateKey || null,
    platformKey: platformKey || null,
    certSerial: config.certSerial,
    platformSerial: config.platformSerial,
  };
}

/** Whether the customer (of the organisation) refunds failed dispenses of this payment type automatically. */
export async function autoRefundEnabled(db: Database, orgId: number, payType: number | null): Promise<boolean> {
  if (payType === null) return false;
  const customer = await customerOf(db, orgId);
  if (!customer) return false;
  return (await enabledConfig(db, customer.id, payType))?.autoRefund ?? false;
}
