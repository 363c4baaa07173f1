import type { DatabaseInfo } from '@vr/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * What the database says about itself: version, size, connections (PostgreSQL), the largest
 * tables, and the slowest statements when pg_stat_statements is installed and loaded.
 */
export async function databaseInfo(db: Database): Promise<DatabaseInfo> {
  const [head] = await rows<{ version: string; size: string | number }>(
    db,
    sql`select version() as version, pg_database_size(current_database())::bigint as size`,
  );
  const version = head?.version ?? '';
  const embedded = /PGlite|emscripten/i.test(version);

  const largestTables = (
    await rows<{ name: string; rows: string | number; size: string | number }>(
      db,
      sql`select c.relname as name,
                 coalesce(nullif(s.n_live_tup, 0), case when c.reltuples >= 0 then c.reltuples end, 0)::bigint as rows,
                 pg_total_relation_size(c.oid)::bigint as size
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
          left join pg_stat_user_tables s on s.relid = c.oid
          where c.relkind = 'r' and n.nspname = current_schema()
          order by pg_total_relation_size(c.oid) desc limit 10`,
    )
  ).map((r) => ({ name: r.name, rows: Number(r.rows), sizeBytes: Number(r.size) }));

  if (embedded) {
    return {
      mode: 'embedded',
      version,
      sizeBytes: Number(head?.size ?? 0),
      connections: null,
      largestTables,
      slowStatements: null,
      slowNote: 'embedded',
    };
  }

  const [conn] = await rows<{ total: number; active: number; idle: number; max: number }>(
    db,
    sql`select count(*)::int as total,
               count(*) filter (where state = 'active')::int as active,
               count(*) filter (where state like 'idle%')::int as idle,
               current_setting('max_connections')::int as max
          from pg_stat_activity where datname = current_database()`,
  );

  let slowStatements: DatabaseInfo['slowStatements'] = null;
  let slowNote: DatabaseInfo['slowNote'] = 'notInstalled';
  const [ext] = await rows<{ installed: boolean; preloaded: boolean }>(
    db,
    sql`select exists(select 1 from pg_extension where extname = 'pg_stat_statements') as installed,
               current_setting('shared_preload_libraries') like '%pg_stat_statements%' as preloaded`,
  );
  if (ext?.installed && ext.preloaded) {
    try {
      // In a savepoint: a failure must not spoil the caller's transaction.
      slowStatements = await db.transaction(async (tx) =>
        (
          await rows<{ query: string; calls: string | number; mean: number; total: number }>(
            tx as unknown as Database,
            sql`select left(query, 500) as query, calls, round(mean_exec_time::numeric, 2)::float8 as mean,
                       round(total_exec_time::numeric, 2)::float8 as total
                  from pg_stat_statements where dbid = (select oid from pg_database where datname = current_database())
                  order by mean_exec_time desc limit 10`,
          )
        ).map((r) => ({ query: r.query, calls: Number(r.calls), meanMs: Number(r.mean), totalMs: Number(r.total) })),
      );
      slowNote = null;
    } catch {
      slowStatements = null;
      slowNote = 'unreadable';
    }
  }

  return {
    mode: 'postgres',
    version,
    sizeBytes: Number(head?.size ?? 0),
    connections: conn ? { total: conn.total, active: conn.active, idle: conn.idle, max: conn.max } : null,
    largestTables,
    slowStatements,
    slowNote,
  };
}
