import { randomBytes } from 'node:crypto';
import type { Database } from '../../platform/db/database.js';
import { enabledConfig, merchantOf } from './configs.js';
import type { CreatePaymentResult } from './provider.js';
import { notifyUrl, providerFor } from './runtime.js';
import { payPayments } from './schema.js';

export const newCode = (prefix: string) =>
  `${prefix}${Date.now().toString(36).toUpperCase()}${randomBytes(6).toString('hex').toUpperCase()}`;

export interface ProviderPaymentAsk {
  /** What the payment pays: a machine's order or a purchase order. */
  owner: { orderId: number; deviceId: number } | { purchaseId: number };
  /** The order's number, shown on the provider's page. */
  orderCode: string;
  /** The customer whose enabled configuration collects. */
  customerId: number;
  payType: number;
  amountCents: number;
  description: string;
  expiresAt: Date;
  lang?: string;
  /** A QR code on the machine or a link the phone opens. */
  scene?: 'native' | 'h5';
  clientIp?: string;
}

export type ProviderPaymentAnswer = { ok: true; payUrl: string; expiresAt: Date } | { ok: false; reason: 'noPayConfig' | 'providerError' };

/**
 * Asks the customer's enabled provider for a new payment and records it pending: no enabled
 * configuration → 'noPayConfig'; unusable keys or a provider that fails → 'providerError', and
 * nothing is recorded.
 */
export async function createProviderPayment(db: Database, ask: ProviderPaymentAsk): Promise<ProviderPaymentAnswer> {
  const config = await enabledConfig(db, ask.customerId, ask.payType);
  const provider = config ? providerFor(db, config.provider) : null;
  if (!config || !provider) return { ok: false, reason: 'noPayConfig' };
  const merchant = merchantOf(config);
  if (!merchant) return { ok: false, reason: 'providerError' };
  const paymentCode = newCode('PAY');
  let created: CreatePaymentResult;
  try {
    created = await provider.createPayment(merchant, {
      paymentCode,
      amountCents: ask.amountCents,
      description: ask.description,
      notifyUrl: notifyUrl(provider, config.id),
      expiresAt: ask.expiresAt,
      ...(ask.lang ? { lang: ask.lang } : {}),
      ...(ask.scene ? { scene: ask.scene } : {}),
      ...(ask.clientIp ? { clientIp: ask.clientIp } : {}),
    });
  } catch {
    return { ok: false, reason: 'providerError' };
  }
  await db.insert(payPayments).values({
    paymentCode,
    ...ask.owner,
    orderCode: ask.orderCode,
    orgId: ask.customerId,
    configId: config.id,
    provider: provider.key,
    payType: ask.payType,
    amount: ask.amountCents / 100,
    providerNo: created.providerNo ?? null,
    payUrl: created.payUrl,
    expiresAt: ask.expiresAt,
  });
  return { ok: true, payUrl: created.payUrl, expiresAt: ask.expiresAt };
}
