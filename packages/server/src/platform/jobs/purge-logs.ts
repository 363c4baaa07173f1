import {
  JOB_HANDLER_NAMES,
  type Lang,
  LOG_RETENTION_PARAMS,
  PURGE_LOG_KINDS,
  PURGE_LOG_KIND_LABELS,
  PURGE_RETENTION_MAX_DAYS,
  type PurgeLogKind,
  purgeLogsArgsSchema,
} from '@vr/contracts';
import { inArray, sql } from 'drizzle-orm';
import type { AreaDefinition, LogTable } from '../area.js';
import { integrationLogs, loginLogs, operationLogs } from '../audit/schema.js';
import type { Database } from '../db/database.js';
import { sysConfigs } from '../settings/schema.js';
import type { JobHandler } from './registry.js';
import { jobLogs } from './schema.js';

/** The platform's own log tables; the areas add theirs (`logTables` of their definition). */
const PLATFORM_LOG_TABLES: LogTable[] = [
  { kind: 'operation', table: operationLogs, id: operationLogs.id, time: operationLogs.createdAt },
  { kind: 'login', table: loginLogs, id: loginLogs.id, time: loginLogs.createdAt },
  { kind: 'integration', table: integrationLogs, id: integrationLogs.id, time: integrationLogs.createdAt },
  { kind: 'job', table: jobLogs, id: jobLogs.id, time: jobLogs.startTime },
];

/** Each kind's table: every kind of log has exactly one. */
function logTablesByKind(areas: readonly AreaDefinition[]): Record<PurgeLogKind, LogTable> {
  const byKind = new Map<PurgeLogKind, LogTable>();
  for (const target of [...PLATFORM_LOG_TABLES, ...areas.flatMap((area) => area.logTables ?? [])]) {
    if (byKind.has(target.kind)) throw new Error(`log kind ${target.kind} has two tables`);
    byKind.set(target.kind, target);
  }
  const missing = PURGE_LOG_KINDS.filter((kind) => !byKind.has(kind));
  if (missing.length) throw new Error(`log kinds without a table: ${missing.join(', ')}`);
  return Object.fromEntries(byKind) as Record<PurgeLogKind, LogTable>;
}

/** Deleted in slices, so a large backlog never holds one long lock. */
const BATCH = 5000;

async function purge(db: Database, target: LogTable, cutoff: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const keep = target.keep ? sql` and not (${target.keep})` : sql``;
    const result = await db.execute(
      sql`delete from ${target.table} where ${target.id} in (select ${target.id} from ${target.table} where ${target.time} < ${cutoff.toISOString()}::timestamptz${keep} limit ${BATCH}) returning 1`,
    );
    const n = (result as { rows?: unknown[] }).rows?.length ?? 0;
    total += n;
    if (n < BATCH) return total;
  }
}

/** Days kept for each kind, from the parameters (null when missing or not 1-3650). */
export async function retentionDays(db: Database): Promise<Record<PurgeLogKind, number | null>> {
  const rows = await db
    .select({ key: sysConfigs.configKey, value: sysConfigs.configValue })
    .from(sysConfigs)
    .where(inArray(sysConfigs.configKey, Object.values(LOG_RETENTION_PARAMS)));
  const byKey = new Map(rows.map((r) => [r.key, r.value.trim()]));
  const out = {} as Record<PurgeLogKind, number | null>;
  for (const kind of PURGE_LOG_KINDS) {
    const value = byKey.get(LOG_RETENTION_PARAMS[kind]);
    const days = value && /^\d+$/.test(value) ? Number(value) : NaN;
    out[kind] = days >= 1 && days <= PURGE_RETENTION_MAX_DAYS ? days : null;
  }
  return out;
}

/** Deletes log rows older than their kind's retention parameter (sys.log.retentionDays.*). */
export function purgeLogsHandler(areas: readonly AreaDefinition[]): JobHandler<typeof purgeLogsArgsSchema> {
  const tables = logTablesByKind(areas);
  return {
    name: JOB_HANDLER_NAMES.purgeLogs,
    title: { en: 'Purge old logs', zh: '清理过期日志', es: 'Purgar registros antiguos', ja: '古いログの削除' },
    description: {
      en: 'Deletes log entries older than the retention parameters sys.log.retentionDays.* (System → Parameter settings).',
      zh: '删除超过保留天数的日志，保留天数见参数 sys.log.retentionDays.*（系统管理 → 参数设置）',
      es: 'Elimina las entradas más antiguas que los parámetros de retención sys.log.retentionDays.*.',
      ja: '保存日数パラメータ sys.log.retentionDays.* より古いログを削除します。',
    },
    args: purgeLogsArgsSchema,
    fields: [
      {
        name: 'purgeKinds',
        type: 'multi',
        required: false,
        label: {
          en: 'Log kinds (all when empty)',
          zh: '日志类型（为空表示全部）',
          es: 'Tipos de registro (todos si vacío)',
          ja: 'ログの種類（空欄ですべて）',
        },
        options: PURGE_LOG_KINDS.map((k) => ({ value: k, label: PURGE_LOG_KIND_LABELS[k] })),
      },
    ],
    async run({ db, args, now }) {
      const days = await retentionDays(db);
      const kinds = args.purgeKinds?.length ? args.purgeKinds : PURGE_LOG_KINDS;
      const parts: Record<Lang, string[]> = { en: [], zh: [], es: [], ja: [] };
      for (const kind of kinds) {
        const keep = days[kind];
        const label = PURGE_LOG_KIND_LABELS[kind];
        const param = LOG_RETENTION_PARAMS[kind];
        if (keep === null) {
          parts.en.push(`${kind}: skipped (parameter ${param} is not a number of days 1-${PURGE_RETENTION_MAX_DAYS})`);
          parts.zh.push(`${label.zh}：跳过（参数 ${param} 不是 1-${PURGE_RETENTION_MAX_DAYS} 的天数）`);
          parts.es.push(`${label.es}: omitido (el parámetro ${param} no es un número de días 1-${PURGE_RETENTION_MAX_DAYS})`);
          parts.ja.push(`${label.ja}：スキップ（パラメータ ${param} が 1-${PURGE_RETENTION_MAX_DAYS} の日数ではありません）`);
          continue;
        }
        const deleted = await purge(db, tables[kind], new Date(now.getTime() - keep * 86_400_000));
        parts.en.push(`${kind}: ${deleted} deleted (kept ${keep} days)`);
        parts.zh.push(`${label.zh}：删除 ${deleted} 条（保留 ${keep} 天）`);
        parts.es.push(`${label.es}: ${deleted} eliminados (se conservan ${keep} días)`);
        parts.ja.push(`${label.ja}：${deleted} 件削除（${keep} 日保存）`);
      }
      return { en: parts.en.join('; '), zh: parts.zh.join('；'), es: parts.es.join('; '), ja: parts.ja.join('；') };
    },
  };
}
