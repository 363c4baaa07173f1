import type { GenDbTable } from '@vr/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { rowsOf } from '../../platform/db/rows.js';
import { tableOwners } from '../../platform/db/table-owners.js';

/** A column as the database catalogue describes it. */
export interface CatalogueColumn {
  name: string;
  /** The catalogue's type (`integer`, `character varying(64)`, `timestamp with time zone`). */
  type: string;
  nullable: boolean;
  /** The default expression, or null. */
  defaultExpr: string | null;
  primaryKey: boolean;
  comment: string | null;
  position: number;
}

/**
 * The ordinary tables of the current schema with their comments and column counts, read from
 * pg_catalog (the same on PostgreSQL and PGlite).
 */
export async function catalogueTables(db: Database): Promise<GenDbTable[]> {
  const rows = rowsOf<{ name: string; comment: string | null; columns: number }>(
    await db.execute(sql`
      select c.relname as name, obj_description(c.oid, 'pg_class') as comment,
             (select cast(count(*) as integer) from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as columns
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relkind in ('r', 'p') and not c.relispartition
      order by c.relname`),
  );
  return rows.map((r) => ({ tableName: r.name, tableComment: r.comment, columnCount: Number(r.columns) }));
}

/** The columns of one table of the current schema, in their order; empty when there is no such table. */
export async function catalogueColumns(db: Database, table: string): Promise<CatalogueColumn[]> {
  const rows = rowsOf<{
    name: string;
    type: string;
    notnull: boolean;
    def: string | null;
    pk: boolean;
    comment: string | null;
    position: number;
  }>(
    await db.execute(sql`
      select a.attname as name, format_type(a.atttypid, a.atttypmod) as type, a.attnotnull as notnull,
             pg_get_expr(d.adbin, d.adrelid) as def, a.attnum as position, col_description(c.oid, a.attnum) as comment,
             exists (select 1 from pg_index i where i.indrelid = c.oid and i.indisprimary and a.attnum = any(i.indkey)) as pk
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      left join pg_attrdef d on d.adrelid = c.oid and d.adnum = a.attnum
      where n.nspname = current_schema() and c.relname = ${table} and c.relkind in ('r', 'p')
      order by a.attnum`),
  );
  return rows.map((r) => ({
    name: r.name,
    type: r.type,
    nullable: !r.notnull,
    defaultExpr: r.def,
    primaryKey: r.pk,
    comment: r.comment,
    position: Number(r.position),
  }));
}

/** The area (or `platform`) that owns a table, by its SQL name; undefined when nobody does. */
export function ownerOfTable(table: string): string | undefined {
  return ownedTables().get(table);
}

let owners: ReadonlyMap<string, string> | undefined;
/** Table → owner, read from the schema files once (they change only with a new build). */
function ownedTables(): ReadonlyMap<string, string> {
  owners ??= tableOwners().bySql;
  return owners;
}

/** The catalogue's tables that no area owns (the tables code generation may turn into an area). */
export async function unownedTables(db: Database): Promise<GenDbTable[]> {
  const owned = ownedTables();
  return (await catalogueTables(db)).filter((t) => !owned.has(t.tableName));
}
