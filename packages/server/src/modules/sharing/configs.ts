import {
  SHARING_CONFIG_STATUS,
  type SharingConfigRow,
  type SharingConfigView,
  type sharingConfigListSchema,
  type sharingConfigSaveSchema,
  rateBps,
} from '@vr/contracts';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import { orgs } from '../../platform/identity/schema.js';
import { type Page, selectPageQuery } from '../../platform/list/page-query.js';
import { isInScope, scopeCondition } from '../../platform/rbac/data-scope.js';
import { deviceVisibility, devices } from '../devices/index.js';
import { type PayConfigRecord, configById, payConfigs } from '../payments/index.js';
import { findUpload } from '../uploads/index.js';
import { usableJoiner } from './applies.js';
import { shrApplies, shrConfigDevices, shrConfigJoiners, shrConfigs } from './schema.js';

type Save = z.output<typeof sharingConfigSaveSchema>;
type Query = z.output<typeof sharingConfigListSchema>;

/** The payment configuration of the id, when the caller's data scope reaches its customer. */
export async function payConfigInScope(db: Database, payId: number, auth: AuthContext): Promise<PayConfigRecord> {
  const config = await configById(db, payId);
  if (!config || !(await isInScope(db, auth, { orgId: config.orgId }))) throw AppError.notFound();
  return config;
}

/** The most devices the configuration screen offers to choose from. */
const DEVICE_OPTIONS_MAX = 2000;

/** SQL true for a device in the customer's subtree. */
const ofCustomer = (customerId: number) =>
  sql`${devices.orgId} in (select ${orgs.id} from ${orgs} where ${orgs.path} like ${`%/${customerId}/%`})`;

export async function loadConfigView(db: Database, payId: number, auth: AuthContext): Promise<SharingConfigView> {
  const pay = await payConfigInScope(db, payId, auth);
  const [config] = await db.select().from(shrConfigs).where(eq(shrConfigs.payConfigId, payId));
  const deviceOptions = await db
    .select({ id: devices.id, code: devices.deviceCode, name: devices.name })
    .from(devices)
    .where(and(deviceVisibility(auth), ofCustomer(pay.orgId)))
    .orderBy(asc(devices.deviceCode))
    .limit(DEVICE_OPTIONS_MAX);
  const base = { payConfigId: pay.id, orgId: pay.orgId, payMerchantName: pay.merchantName, feeRate: pay.rate, deviceOptions };
  if (!config)
    return {
      ...base,
      id: null,
      status: SHARING_CONFIG_STATUS.disabled,
      sharingType: 1,
      businessType: 1,
      allDevices: false,
      deviceIds: [],
      joiners: [],
      agreementFile: null,
      remark: null,
    };
  const deviceRows = await db
    .select({ id: shrConfigDevices.deviceId })
    .from(shrConfigDevices)
    .where(eq(shrConfigDevices.configId, config.id))
    .orderBy(asc(shrConfigDevices.deviceId));
  const joiners = await joinersOf(db, config.id);
  return {
    ...base,
    id: config.id,
    status: config.status,
    sharingType: config.sharingType,
    businessType: config.businessType,
    allDevices: config.allDevices,
    deviceIds: deviceRows.map((d) => d.id),
    joiners: joiners.map((j) => ({ applyId: j.applyId, name: j.name, merchantNo: j.merchantNo, rate: j.rateBps / 100 })),
    agreementFile: config.agreementFile,
    remark: config.remark,
  };
}

/** Joiner merchants a configuration of this payment configuration may name: approved and signed applications of its customer. */
export async function usableJoiners(db: Database, payId: number, auth: AuthContext) {
  const pay = await payConfigInScope(db, payId, auth);
  const rows = await db.select().from(shrApplies).where(eq(shrApplies.orgId, pay.orgId)).orderBy(asc(shrApplies.id));
  return rows.filter(usableJoiner).map((a) => ({ applyId: a.id, name: a.name, merchantNo: a.merchantNo, payConfigId: a.payConfigId }));
}

/**
 * Saves the configuration of a payment configuration: its joiners (approved and signed
 * applications of the same customer), its devices (the customer's, visible to the caller, none
 * under another enabled configuration) and, above 80 % in total, the uploaded agreement.
 */
export async function saveConfig(db: Database, input: Save, auth: AuthContext): Promise<SharingConfigView> {
  const pay = await payConfigInScope(db, input.payConfigId, auth);
  const [current] = await db.select().from(shrConfigs).where(eq(shrConfigs.payConfigId, pay.id)).for('update');
  const enabled = input.status === SHARING_CONFIG_STATUS.enabled;

  const applyIds = input.joiners.map((j) => j.applyId);
  const applies = await db.select().from(shrApplies).where(inArray(shrApplies.id, applyIds));
  input.joiners.forEach((j, i) => {
    const a = applies.find((x) => x.id === j.applyId);
    if (!a || a.orgId !== pay.orgId || !usableJoiner(a)) throw AppError.field(`joiners.${i}.applyId`, 'sharingJoinerNotUsable');
  });

  if (input.agreementFile) {
    const upload = await findUpload(db, input.agreementFile);
    if (upload?.dataEntity !== 'sharing') throw AppError.field('agreementFile', 'sharingAttachmentNotUploaded');
  }

  const deviceIds = input.allDevices ? [] : [...new Set(input.deviceIds)];
  if (deviceIds.length > 0) {
    const found = await db
      .select({ id: devices.id })
      .from(devices)
      .where(and(inArray(devices.id, deviceIds), deviceVisibility(auth), ofCustomer(pay.orgId)));
    if (found.length !== deviceIds.length) throw AppError.field('deviceIds', 'sharingDeviceNotOfCustomer');
  }
  if (enabled) {
    if (input.allDevices) {
      const [other] = await db
        .select({ id: shrConfigs.id })
        .from(shrConfigs)
        .where(
          and(
            eq(shrConfigs.orgId, pay.orgId),
            eq(shrConfigs.status, SHARING_CONFIG_STATUS.enabled),
            eq(shrConfigs.allDevices, true),
            current ? ne(shrConfigs.id, current.id) : undefined,
          ),
        );
      if (other) throw AppError.field('allDevices', 'sharingAllDevicesTaken');
    } else {
      const [taken] = await db
        .select({ id: shrConfigDevices.deviceId })
        .from(shrConfigDevices)
        .where(
          and(
            inArray(shrConfigDevices.deviceId, deviceIds),
            eq(shrConfigDevices.enabled, true),
            current ? ne(shrConfigDevices.configId, current.id) : undefined,
          ),
        )
        .limit(1);
      if (taken) throw AppError.field('deviceIds', 'sharingDeviceTaken');
    }
  }

  const values = {
    status: input.status,
    sharingType: input.sharingType,
    businessType: input.businessType,
    allDevices: input.allDevices,
    agreementFile: input.agreementFile ?? null,
    remark: input.remark ?? null,
    updatedBy: auth.userId,
    updatedAt: new Date(),
  };
  const [row] = current
    ? await db.update(shrConfigs).set(values).where(eq(shrConfigs.id, current.id)).returning()
    : await db
        .insert(shrConfigs)
        .values({ ...values, payConfigId: pay.id, orgId: pay.orgId })
        .returning();
  const configId = row!.id;
  await db.delete(shrConfigDevices).where(eq(shrConfigDevices.configId, configId));
  if (deviceIds.length > 0) await db.insert(shrConfigDevices).values(deviceIds.map((deviceId) => ({ configId, deviceId, enabled })));
  await db.delete(shrConfigJoiners).where(eq(shrConfigJoiners.configId, configId));
  await db.insert(shrConfigJoiners).values(input.joiners.map((j) => ({ configId, applyId: j.applyId, rateBps: rateBps(j.rate) })));
  return loadConfigView(db, pay.id, auth);
}

/** Every payment configuration in the caller's scope with its sharing configuration, if any (the screen configures from here). */
export async function listConfigs(db: Database, q: Query, auth: AuthContext): Promise<Page<SharingConfigRow>> {
  const where = and(scopeCondition(auth, { org: payConfigs.orgId }), q.orgId ? eq(payConfigs.orgId, q.orgId) : undefined);
  const deviceCount = sql<number>`(select count(*)::int from ${shrConfigDevices} where ${shrConfigDevices.configId} = ${shrConfigs.id})`;
  const joinerCount = sql<number>`(select count(*)::int from ${shrConfigJoiners} where ${shrConfigJoiners.configId} = ${shrConfigs.id})`;
  const totalBps = sql<number>`(select coalesce(sum(${shrConfigJoiners.rateBps}), 0)::int from ${shrConfigJoiners} where ${shrConfigJoiners.configId} = ${shrConfigs.id})`;
  return selectPageQuery(db, {
    params: q,
    sortable: { payMerchantName: payConfigs.merchantName, status: shrConfigs.status, updateTime: shrConfigs.updatedAt },
    defaultOrder: [asc(payConfigs.orgId), asc(payConfigs.payType), asc(payConfigs.id)],
    select: db
      .select({
        p: payConfigs,
        c: shrConfigs,
        customerName: orgs.name,
        orgCode: orgs.code,
        deviceCount,
        joinerCount,
        totalBps,
      })
      .from(payConfigs)
      .leftJoin(shrConfigs, eq(shrConfigs.payConfigId, payConfigs.id))
      .leftJoin(orgs, eq(orgs.id, payConfigs.orgId))
      .where(where),
    counted: db.select({ id: payConfigs.id }).from(payConfigs).where(where),
    exactTotal: 'all',
    toRows: (rows) =>
      rows.map((r) => ({
        id: r.c?.id ?? null,
        payConfigId: r.p.id,
        payMerchantName: r.p.merchantName,
        payType: r.p.payType,
        customerName: r.customerName,
        orgCode: r.orgCode ?? String(r.p.orgId),
        status: r.c?.status ?? null,
        sharingType: r.c?.sharingType ?? null,
        businessType: r.c?.businessType ?? null,
        allDevices: r.c?.allDevices ?? false,
        deviceCount: r.c ? Number(r.deviceCount) : 0,
        joinerCount: r.c ? Number(r.joinerCount) : 0,
        totalRate: r.c ? Number(r.totalBps) / 100 : 0,
        feeRate: r.p.rate,
        updateTime: r.c ? (r.c.updatedAt ?? r.c.createdAt).toISOString() : null,
      })),
  });
}

type SharingConfig = typeof shrConfigs.$inferSelect;

/**
 * The enabled configuration covering each device for payments through each payment
 * configuration: the one naming the device (none when it names another payment configuration),
 * else the customer's all-devices one. Keyed `deviceId:payConfigId`; two reads for any number of
 * pairs.
 */
export async function configsForDevices(
  db: Database,
  pairs: ReadonlyArray<{ deviceId: number; payConfigId: number }>,
): Promise<Map<string, SharingConfig | null>> {
  const answer = new Map<string, SharingConfig | null>();
  if (pairs.length === 0) return answer;
  const named = await db
    .select({ deviceId: shrConfigDevices.deviceId, c: shrConfigs })
    .from(shrConfigDevices)
    .innerJoin(shrConfigs, eq(shrConfigs.id, shrConfigDevices.configId))
    .where(and(inArray(shrConfigDevices.deviceId, [...new Set(pairs.map((p) => p.deviceId))]), eq(shrConfigDevices.enabled, true)));
  const namedOf = new Map(named.map((n) => [n.deviceId, n.c]));
  const allDevices = await db
    .select()
    .from(shrConfigs)
    .where(
      and(
        inArray(shrConfigs.payConfigId, [...new Set(pairs.map((p) => p.payConfigId))]),
        eq(shrConfigs.status, SHARING_CONFIG_STATUS.enabled),
        eq(shrConfigs.allDevices, true),
      ),
    );
  const allOf = new Map(allDevices.map((c) => [c.payConfigId, c]));
  for (const { deviceId, payConfigId } of pairs) {
    const own = namedOf.get(deviceId);
    answer.set(`${deviceId}:${payConfigId}`, own ? (own.payConfigId === payConfigId ? own : null) : (allOf.get(payConfigId) ?? null));
  }
  return answer;
}

/** A joiner of a configuration: its application, rate, name and merchant number. */
export interface ConfigJoiner {
  applyId: number;
  rateBps: number;
  name: string;
  merchantNo: string;
}

/** The joiners of a configuration with their rates, names and merchant numbers, by application. */
export async function joinersOf(db: Database, configId: number): Promise<ConfigJoiner[]> {
  return (await joinersOfConfigs(db, [configId])).get(configId) ?? [];
}

/** `joinersOf` for several configurations in one read, by configuration. */
export async function joinersOfConfigs(db: Database, configIds: number[]): Promise<Map<number, ConfigJoiner[]>> {
  const byConfig = new Map<number, ConfigJoiner[]>();
  if (configIds.length === 0) return byConfig;
  const rows = await db
    .select({
      configId: shrConfigJoiners.configId,
      applyId: shrConfigJoiners.applyId,
      rateBps: shrConfigJoiners.rateBps,
      name: shrApplies.name,
      merchantNo: shrApplies.merchantNo,
    })
    .from(shrConfigJoiners)
    .innerJoin(shrApplies, eq(shrApplies.id, shrConfigJoiners.applyId))
    .where(inArray(shrConfigJoiners.configId, configIds))
    .orderBy(asc(shrConfigJoiners.configId), asc(shrConfigJoiners.applyId));
  for (const { configId, ...joiner } of rows) byConfig.set(configId, [...(byConfig.get(configId) ?? []), joiner]);
  return byConfig;
}
