import {
  JOB_HANDLER_NAMES,
  LANGS,
  type Lang,
  LOG_RETENTION_PARAMS,
  PURGE_LOG_KINDS,
  PURGE_LOG_KIND_LABELS,
  PURGE_RETENTION_MAX_DAYS,
  type PurgeLogKind,
  type Translations,
  purgeLogsArgsSchema,
  JOB_MISFIRE,
} from '@vr/contracts';
import { text, texts } from '@vr/contracts/texts';
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

/** Each kind's table: every kind of log has exactly one (else it throws, which stops the start). */
export function logTablesByKind(areas: readonly AreaDefinition[]): Record<PurgeLogKind, LogTable> {
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
  let tables: Record<PurgeLogKind, LogTable> | undefined;
  return {
    name: JOB_HANDLER_NAMES.purgeLogs,
    title: texts('jobs:handler.purgeLogs.title'),
    description: texts('jobs:handler.purgeLogs.description'),
    args: purgeLogsArgsSchema,
    fields: [
      {
        name: 'purgeKinds',
        type: 'multi',
        required: false,
        label: texts('jobs:handler.purgeLogs.field.purgeKinds'),
        options: PURGE_LOG_KINDS.map((k) => ({ value: k, label: PURGE_LOG_KIND_LABELS[k] })),
      },
    ],
    builtIn: {
      key: 'purgeLogs',
      name: texts('jobs:builtin.purgeLogs.name'),
      remark: texts('jobs:builtin.purgeLogs.remark'),
      cron: '0 30 3 * * ?',
      misfire: JOB_MISFIRE.fireOnce,
    },
    async run({ db, args, now }) {
      const days = await retentionDays(db);
      const kinds = args.purgeKinds?.length ? args.purgeKinds : PURGE_LOG_KINDS;
      // One line per kind, in each language; English names a kind by its code, the others by its label.
      const lines: Array<(lang: Lang) => string> = [];
      for (const kind of kinds) {
        const keep = days[kind];
        const named = (lang: Lang) => (lang === 'en' ? kind : PURGE_LOG_KIND_LABELS[kind][lang]);
        const param = LOG_RETENTION_PARAMS[kind];
        if (keep === null) {
          lines.push((lang) =>
            text(lang, 'jobs:handler.purgeLogs.result.skipped', { kind: named(lang), param, max: PURGE_RETENTION_MAX_DAYS }),
          );
          continue;
        }
        tables ??= logTablesByKind(areas);
        const deleted = await purge(db, tables[kind], new Date(now.getTime() - keep * 86_400_000));
        lines.push((lang) => text(lang, 'jobs:handler.purgeLogs.result.deleted', { kind: named(lang), deleted, days: keep }));
      }
      return Object.fromEntries(
        LANGS.map((lang) => [lang, lines.map((line) => line(lang)).join(text(lang, 'jobs:handler.purgeLogs.result.separator'))]),
      ) as Translations;
    },
  };
}
