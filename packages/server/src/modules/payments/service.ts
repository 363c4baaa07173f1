import {
  PAY_CONFIG_STATUS,
  PAY_PROVIDER_NEEDS,
  PAY_PROVIDERS_WITH_ADAPTER,
  type PayConfigRow,
  type PayProvider,
  maskKey,
  type payConfigListSchema,
  type payConfigSaveSchema,
} from '@vr/contracts';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import { orgs } from '../../platform/identity/schema.js';
import { type Page, selectPageQuery } from '../../platform/list/page-query.js';
import { isInScope, scopeCondition } from '../../platform/rbac/data-scope.js';
import { containing } from '../../platform/sql/like.js';
import { customerOf } from '../orgs/index.js';
import { payConfigs, payPayments } from './schema.js';
import { decryptSecret, encryptSecret } from '../../platform/secrets/secret-box.js';
import { privateKeyOf, publicKeyOf } from './rsa-keys.js';
import { notifyUrl, providerFor } from './runtime.js';

type Save = z.output<typeof payConfigSaveSchema>;
type Query = z.output<typeof payConfigListSchema>;
type Row = typeof payConfigs.$inferSelect;

const visible = (auth: AuthContext) => scopeCondition(auth, { org: payConfigs.orgId });

/** A stored key as the client may see it: masked, never the key. */
const masked = (enc: string | null): string | null => {
  if (!enc) return null;
  const plain = decryptSecret(enc);
  return plain ? maskKey(plain) : '••••';
};

/** The notify URL an operator enters at the provider (WeChat Pay's names the configuration). */
const notifyUrlOf = (db: Database, r: Row): string => {
  const provider = providerFor(db, r.provider);
  return provider ? notifyUrl(provider, r.id) : '';
};

const toRow = (db: Database, r: Row, customerName: string | null): PayConfigRow => ({
  id: r.id,
  orgId: r.orgId,
  customerName,
  provider: r.provider as PayProvider,
  payType: r.payType,
  status: r.status,
  autoRefund: r.autoRefund,
  merchantName: r.merchantName,
  appId: r.appId,
  merchantNo: r.merchantNo,
  signType: r.signType,
  rate: r.rate,
  merchantKeyMask: masked(r.merchantKeyEnc),
  privateKeyMask: masked(r.privateKeyEnc),
  platformKeyMask: masked(r.platformKeyEnc),
  certSerial: r.certSerial,
  platformSerial: r.platformSerial,
  notifyUrl: notifyUrlOf(db, r),
  remark: r.remark,
  createTime: r.createdAt.toISOString(),
  updateTime: r.updatedAt?.toISOString() ?? null,
});

export async function listPayConfigs(db: Database, q: Query, auth: AuthContext): Promise<Page<PayConfigRow>> {
  const where = and(
    visible(auth),
    containing(payConfigs.merchantName, q.merchantName),
    q.provider ? eq(payConfigs.provider, q.provider) : undefined,
    q.payType !== undefined ? eq(payConfigs.payType, q.payType) : undefined,
    q.status ? eq(payConfigs.status, q.status) : undefined,
    q.orgId ? eq(payConfigs.orgId, q.orgId) : undefined,
  );
  return selectPageQuery(db, {
    params: q,
    sortable: {
      merchantName: payConfigs.merchantName,
      payType: payConfigs.payType,
      provider: payConfigs.provider,
      status: payConfigs.status,
      createTime: payConfigs.createdAt,
    },
    defaultOrder: [asc(payConfigs.orgId), asc(payConfigs.payType), asc(payConfigs.id)],
    select: db
      .select({ c: payConfigs, customerName: orgs.name })
      .from(payConfigs)
      .leftJoin(orgs, eq(orgs.id, payConfigs.orgId))
      .where(where),
    exactTotal: 'all',
    toRows: (rows) => rows.map((r) => toRow(db, r.c, r.customerName)),
  });
}

/** One configuration in the caller's scope (404 otherwise), keys masked. */
export async function loadPayConfig(db: Database, id: number, auth: AuthContext): Promise<PayConfigRow> {
  const [row] = await db
    .select({ c: payConfigs, customerName: orgs.name })
    .from(payConfigs)
    .leftJoin(orgs, eq(orgs.id, payConfigs.orgId))
    .where(and(eq(payConfigs.id, id), visible(auth)));
  if (!row) throw AppError.notFound();
  return toRow(db, row.c, row.customerName);
}

/** Refuses a second enabled configuration of the customer for the payment type (the index is the last word). */
async function checkEnabled(db: Database, orgId: number, payType: number, provider: string, exceptId: number | null): Promise<void> {
  if (!PAY_PROVIDERS_WITH_ADAPTER.includes(provider as PayProvider)) throw AppError.field('status', 'payProviderNoAdapter');
  const [other] = await db
    .select({ id: payConfigs.id })
    .from(payConfigs)
    .where(
      and(
        eq(payConfigs.orgId, orgId),
        eq(payConfigs.payType, payType),
        eq(payConfigs.status, PAY_CONFIG_STATUS.enabled),
        exceptId === null ? undefined : ne(payConfigs.id, exceptId),
      ),
    );
  if (other) throw AppError.field('status', 'payConfigEnabledExists');
}

const STORED = {
  merchantKey: 'merchantKeyEnc',
  privateKey: 'privateKeyEnc',
  platformKey: 'platformKeyEnc',
  certSerial: 'certSerial',
} as const;

/**
 * The provider's keys are all there (given now or stored before) and the RSA ones can be read:
 * a configuration that cannot sign or check a signature is refused when saved, not when a
 * customer pays.
 */
function checkKeys(input: Save, current: Row | undefined): void {
  for (const field of PAY_PROVIDER_NEEDS[input.provider].required) {
    if (!input[field] && !current?.[STORED[field]])
      throw AppError.field(field, field === 'merchantKey' ? 'payConfigKeyRequired' : 'payKeyMissing');
  }
  if (input.privateKey && input.provider !== 'sandbox' && !privateKeyOf(input.privateKey))
    throw AppError.field('privateKey', 'payKeyInvalid');
  if (input.platformKey && !publicKeyOf(input.platformKey)) throw AppError.field('platformKey', 'payKeyInvalid');
}

/**
 * Creates (no id) or updates a configuration of a customer in the caller's scope. Keys are
 * encrypted before they are stored; an update without a new key keeps the stored one.
 */
export async function savePayConfig(db: Database, input: Save, auth: AuthContext): Promise<PayConfigRow> {
  let current: Row | undefined;
  if (input.id) {
    [current] = await db
      .select()
      .from(payConfigs)
      .where(and(eq(payConfigs.id, input.id), visible(auth)));
    if (!current) throw AppError.notFound();
  }
  let orgId = current?.orgId;
  if (!orgId) {
    const customer = await customerOf(db, input.orgId ?? auth.orgId);
    if (!customer) throw AppError.field('orgId', 'payConfigCustomerRequired');
    if (!(await isInScope(db, auth, { orgId: customer.id }))) throw AppError.forbidden();
    orgId = customer.id;
  }
  // Keys of one provider mean nothing to another: a configuration moved to another provider brings its own.
  const sameProvider = current?.provider === input.provider;
  checkKeys(input, sameProvider ? current : undefined);
  if (input.status === PAY_CONFIG_STATUS.enabled) await checkEnabled(db, orgId, input.payType, input.provider, current?.id ?? null);
  const values = {
    provider: input.provider,
    payType: input.payType,
    status: input.status,
    autoRefund: input.autoRefund,
    merchantName: input.merchantName,
    appId: input.appId,
    merchantNo: input.merchantNo,
    signType: input.signType,
    rate: input.rate,
    remark: input.remark ?? null,
    ...(input.merchantKey ? { merchantKeyEnc: encryptSecret(input.merchantKey) } : sameProvider ? {} : { merchantKeyEnc: null }),
    ...(input.privateKey ? { privateKeyEnc: encryptSecret(input.privateKey) } : sameProvider ? {} : { privateKeyEnc: null }),
    ...(input.platformKey ? { platformKeyEnc: encryptSecret(input.platformKey) } : sameProvider ? {} : { platformKeyEnc: null }),
    certSerial: input.certSerial ?? null,
    platformSerial: input.platformSerial ?? null,
  };
  const [row] = current
    ? await db
        .update(payConfigs)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(payConfigs.id, current.id))
        .returning()
    : await db
        .insert(payConfigs)
        .values({ ...values, orgId, createdBy: auth.userId })
        .returning();
  return loadPayConfig(db, row!.id, auth);
}

/** Enables or disables a configuration (enabling refuses a second enabled one of the customer's payment type). */
export async function changePayConfigStatus(db: Database, id: number, status: string, auth: AuthContext): Promise<PayConfigRow> {
  const [current] = await db
    .select()
    .from(payConfigs)
    .where(and(eq(payConfigs.id, id), visible(auth)));
  if (!current) throw AppError.notFound();
  if (status === PAY_CONFIG_STATUS.enabled) await checkEnabled(db, current.orgId, current.payType, current.provider, current.id);
  await db.update(payConfigs).set({ status, updatedAt: new Date() }).where(eq(payConfigs.id, id));
  return loadPayConfig(db, id, auth);
}

/**
 * Deletes configurations, all or nothing: one id outside the caller's scope refuses the whole
 * call, and so does one that took payments (their refunds need it: disable it instead).
 */
export async function deletePayConfigs(db: Database, ids: number[], auth: AuthContext): Promise<number> {
  const wanted = [...new Set(ids)];
  return db.transaction(async (tx) => {
    // What the caller cannot see is not found, before anything is said of its use.
    const mine = await tx
      .select({ id: payConfigs.id })
      .from(payConfigs)
      .where(and(inArray(payConfigs.id, wanted), visible(auth)))
      .for('update');
    if (mine.length !== wanted.length) throw AppError.notFound();
    const [used] = await tx.select({ id: payPayments.id }).from(payPayments).where(inArray(payPayments.configId, wanted)).limit(1);
    if (used) throw AppError.badRequest('payConfigInUse');
    const gone = await tx.delete(payConfigs).where(inArray(payConfigs.id, wanted)).returning({ id: payConfigs.id });
    return gone.length;
  });
}
