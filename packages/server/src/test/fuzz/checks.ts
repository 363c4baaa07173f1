import { Status } from '@vr/contracts';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { Database } from '../../platform/db/database.js';

/** Tables that record requests rather than hold business data: a refused request may add to them. */
const LOG_TABLES = new Set(['sys_oper_log', 'sys_login_log', 'sys_integration_log', 'sys_client_error', 'sys_session', 'sys_captcha']);

/**
 * What the running transaction has written so far, per table (inserted, updated, deleted rows,
 * PostgreSQL's own counters for the transaction, on PGlite as well), log tables left out.
 */
export async function writesSoFar(db: Database): Promise<Map<string, number>> {
  const result = await db.execute<{ relname: string; n: string | number }>(
    sql`select relname, (n_tup_ins + n_tup_upd + n_tup_del) as n from pg_stat_xact_user_tables where n_tup_ins + n_tup_upd + n_tup_del > 0`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: Array<{ relname: string; n: string | number }> }).rows) as Array<{
    relname: string;
    n: string | number;
  }>;
  return new Map(rows.filter((r) => !LOG_TABLES.has(r.relname)).map((r) => [r.relname, Number(r.n)]));
}

/** The tables whose counters moved between two readings. */
export function written(before: Map<string, number>, after: Map<string, number>): string[] {
  return [...after].filter(([table, n]) => n !== (before.get(table) ?? 0)).map(([table]) => table);
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** A whole zip archive ends with its end-of-central-directory record ("PK\x05\x06", 22 bytes or more). */
const ZIP_END = Buffer.from([0x50, 0x4b, 0x05, 0x06]);

/** What is wrong with an answer to bad input, or null: a 5xx, a raw or empty body, a cut file. */
export function answerFault(res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return `HTTP ${res.statusCode}: ${res.body.slice(0, 200)}`;
  const type = String(res.headers['content-type'] ?? '');
  if (type.startsWith('application/json')) {
    let body: unknown;
    try {
      body = JSON.parse(res.body);
    } catch {
      return `JSON that does not parse: ${res.body.slice(0, 200)}`;
    }
    const status = (body as { status?: unknown } | null)?.status;
    if (typeof status !== 'number') return `not the envelope: ${res.body.slice(0, 200)}`;
    if (status === Status.SERVER_ERROR) return `envelope status 500: ${res.body.slice(0, 200)}`;
    return null;
  }
  if (res.rawPayload.length === 0) return `empty answer (HTTP ${res.statusCode}, ${type || 'no content type'})`;
  if (res.statusCode >= 300 && res.statusCode !== 304) return `HTTP ${res.statusCode} outside the envelope (${type})`;
  if (type.startsWith(XLSX) && res.rawPayload.lastIndexOf(ZIP_END) < 0) return 'xlsx cut short (no end of archive)';
  return null;
}
