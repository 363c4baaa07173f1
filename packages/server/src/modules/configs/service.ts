import {
  CONFIG_KEYS,
  ISO_4217_CURRENCIES,
  LANGS,
  PLATFORM_KEYS,
  SECRET_CONFIG_KEYS,
  SECRET_CONFIG_MASK,
  isIanaTimeZone,
  isLogoUrl,
  type Lang,
  type ListParams,
  type SysConfig,
  type configQuerySchema,
  type configSchema,
} from '@vr/contracts';
import { type SQL, and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { sessionOf } from '../../platform/db/prepared.js';
import { AppError } from '../../platform/http/errors.js';
import { selectPageQuery } from '../../platform/list/page-query.js';
import { sysConfigs } from '../../platform/settings/schema.js';
import { forgetBusinessTimeZone } from '../../platform/settings/time-zone.js';
import { containing } from '../../platform/sql/like.js';
import { builtInConfigText } from './reference-data.js';

type Row = typeof sysConfigs.$inferSelect;

export function toConfig(row: Row, lang: Lang): SysConfig {
  return {
    configId: row.id,
    configName: builtInConfigText(row.configKey, 'name', row.configName, lang)!,
    configKey: row.configKey,
    configValue: SECRET_CONFIG_KEYS.includes(row.configKey) ? SECRET_CONFIG_MASK : row.configValue,
    configType: row.configType === 'Y' ? 'Y' : 'N',
    remark: builtInConfigText(row.configKey, 'remark', row.remark, lang),
    createTime: row.createdAt.toISOString(),
    updateTime: row.updatedAt.toISOString(),
  };
}

/**
 * Parameter values by key, kept per database session (a transaction has its own), so two
 * databases in one process never read each other's: the sign-in reads three of them on every
 * attempt. Dropped by every write and by "refresh cache" (a new generation).
 */
const cached = new WeakMap<object, { values: Map<string, string>; generation: number }>();
let generation = 0;
let lastLoadedSize = 0;
export function clearConfigCache(): void {
  generation++;
  lastLoadedSize = 0;
  forgetBusinessTimeZone();
}
/** Parameters held in memory by the last load (0 when cleared since); shown by the monitoring screen. */
export function configCacheSize(): number {
  return lastLoadedSize;
}

export async function configValue(db: Database, key: string): Promise<string | undefined> {
  const session = sessionOf(db);
  let hit = cached.get(session);
  if (!hit || hit.generation !== generation) {
    const asked = generation;
    const rows = await db.select({ k: sysConfigs.configKey, v: sysConfigs.configValue }).from(sysConfigs);
    hit = { values: new Map(rows.map((r) => [r.k, r.v])), generation: asked };
    cached.set(session, hit);
    lastLoadedSize = hit.values.size;
  }
  return hit.values.get(key);
}

/** Rules of the built-in parameters' values, checked on save so the sign-in never reads nonsense. */
const BUILT_IN_RULES: Record<string, { test: (v: string) => boolean; expected: string }> = {
  [CONFIG_KEYS.captchaEnabled]: { test: (v) => v === 'true' || v === 'false', expected: 'true / false' },
  [CONFIG_KEYS.maxRetryCount]: { test: (v) => /^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 100, expected: '1-100' },
  [CONFIG_KEYS.lockTime]: { test: (v) => /^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 1440, expected: '1-1440' },
  // The platform settings (System → Platform settings) may also be edited here: same rules.
  [PLATFORM_KEYS.title]: { test: (v) => v.trim().length >= 1 && v.length <= 50, expected: '1-50 characters' },
  [PLATFORM_KEYS.logo]: { test: isLogoUrl, expected: '/api/files/… or http(s)://…' },
  [PLATFORM_KEYS.defaultLanguage]: { test: (v) => (LANGS as readonly string[]).includes(v), expected: LANGS.join(' / ') },
  [PLATFORM_KEYS.timeZone]: { test: isIanaTimeZone, expected: 'IANA time zone, e.g. Asia/Shanghai' },
  [PLATFORM_KEYS.currency]: { test: (v) => ISO_4217_CURRENCIES.includes(v), expected: 'ISO 4217, e.g. CNY' },
};

function checkValue(key: string, value: string): void {
  const rule = BUILT_IN_RULES[key];
  if (rule && !rule.test(value)) throw AppError.field('configValue', 'configValueInvalid', { configKey: key, expected: rule.expected });
}

export function configFilter(q: z.output<typeof configQuerySchema>): SQL | undefined {
  return and(
    containing(sysConfigs.configName, q.configName),
    containing(sysConfigs.configKey, q.configKey),
    q.configType ? eq(sysConfigs.configType, q.configType) : undefined,
  );
}

export const CONFIG_SORTABLE = {
  configId: sysConfigs.id,
  configName: sysConfigs.configName,
  configKey: sysConfigs.configKey,
  configType: sysConfigs.configType,
  createTime: sysConfigs.createdAt,
};

export async function listConfigs(db: Database, q: z.output<typeof configQuerySchema>, lang: Lang) {
  const where = configFilter(q);
  return selectPageQuery(db, {
    params: q as ListParams,
    sortable: CONFIG_SORTABLE,
    defaultOrder: [asc(sysConfigs.id)],
    select: db.select().from(sysConfigs).where(where),
    counted: db.select({ id: sysConfigs.id }).from(sysConfigs).where(where),
    exactTotal: 'all',
    toRows: (rows) => rows.map((row) => toConfig(row, lang)),
  });
}

export async function getConfig(db: Database, id: number): Promise<Row> {
  const [row] = await db.select().from(sysConfigs).where(eq(sysConfigs.id, id));
  if (!row) throw AppError.notFound();
  return row;
}

async function assertKeyFree(db: Database, key: string, exceptId?: number) {
  const [row] = await db.select({ id: sysConfigs.id }).from(sysConfigs).where(eq(sysConfigs.configKey, key));
  if (row && row.id !== exceptId) throw AppError.field('configKey', 'configKeyExists', { configKey: key });
}

type Input = z.output<typeof configSchema>;

export async function createConfig(db: Database, input: Input, lang: Lang): Promise<SysConfig> {
  await assertKeyFree(db, input.configKey);
  checkValue(input.configKey, input.configValue);
  const [row] = await db
    .insert(sysConfigs)
    .values({ ...input, remark: input.remark ?? null, configType: 'N' })
    .returning();
  clearConfigCache();
  return toConfig(row!, lang);
}

export async function updateConfig(db: Database, id: number, input: Input, lang: Lang): Promise<SysConfig> {
  const current = await getConfig(db, id);
  if (current.configType === 'Y' && current.configKey !== input.configKey) throw AppError.field('configKey', 'configBuiltInKey');
  await assertKeyFree(db, input.configKey, id);
  // A secret shown masked and saved back unchanged keeps its value.
  const keepsSecret = SECRET_CONFIG_KEYS.includes(current.configKey) && input.configValue === SECRET_CONFIG_MASK;
  if (!keepsSecret) checkValue(input.configKey, input.configValue);
  const [row] = await db
    .update(sysConfigs)
    .set({ ...input, ...(keepsSecret ? { configValue: current.configValue } : {}), remark: input.remark ?? null, updatedAt: new Date() })
    .where(eq(sysConfigs.id, id))
    .returning();
  clearConfigCache();
  return toConfig(row!, lang);
}

export async function deleteConfigs(db: Database, ids: number[]): Promise<number> {
  const rows = await db.select().from(sysConfigs).where(inArray(sysConfigs.id, ids));
  if (rows.length !== ids.length) throw AppError.notFound();
  const builtIn = rows.find((r) => r.configType === 'Y');
  if (builtIn) throw AppError.badRequest('configBuiltInDelete', { configKey: builtIn.configKey });
  await db.delete(sysConfigs).where(inArray(sysConfigs.id, ids));
  clearConfigCache();
  return rows.length;
}

/** The sign-in's settings from the parameters (lockout after failed attempts, captcha switch). */
export interface LoginSettings {
  captchaEnabled: boolean;
  maxRetryCount: number;
  lockMinutes: number;
}

export async function loginSettings(db: Database, defaults: { maxRetryCount: number; lockMinutes: number }): Promise<LoginSettings> {
  const captcha = await configValue(db, CONFIG_KEYS.captchaEnabled);
  const retries = Number(await configValue(db, CONFIG_KEYS.maxRetryCount));
  const lock = Number(await configValue(db, CONFIG_KEYS.lockTime));
  return {
    captchaEnabled: captcha !== 'false',
    maxRetryCount: Number.isInteger(retries) && retries > 0 ? retries : defaults.maxRetryCount,
    lockMinutes: Number.isInteger(lock) && lock > 0 ? lock : defaults.lockMinutes,
  };
}
