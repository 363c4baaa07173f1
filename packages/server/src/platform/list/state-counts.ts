import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, type PgColumn, type PgTable, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { partOf } from '../db/columns.js';

/** Where the machines of a delivery (a release, a configuration, an upgrade) stand, one row a machine. */
export interface MachineStateSource {
  /** The table of one row a machine. */
  table: PgTable;
  /** Its column naming the delivery the machine belongs to. */
  owner: PgColumn;
  /** The machine's state: a column, or an expression over the table (and the joined one). */
  state: PgColumn | SQL<string>;
  /** A table the state expression also reads, left-joined on this condition. */
  join?: { table: PgTable; on: SQL };
}

/**
 * How many machines of one delivery are in each state, as a JSON object `{ state: n }` (null when
 * it has none): a sub-select of the delivery's own row (`ownerId`), so a page of deliveries reads
 * its counts in the statement that reads its rows.
 */
export function machineStatesOf(source: MachineStateSource, ownerId: PgColumn | SQL): SQL<Record<string, number> | null> {
  const join = source.join ? sql` left join ${source.join.table} on ${source.join.on}` : sql``;
  return sql<Record<
    string,
    number
  > | null>`(select json_object_agg(s.state, s.n) filter (where s.state is not null) from (select ${source.state} as state, cast(count(*) as integer) as n from ${source.table}${join} where ${source.owner} = ${ownerId} group by 1) as s)`;
}

/**
 * How many machines of each delivery are in each state: one row per delivery and state, kept by
 * the database for every writer of the delivery's machines (the `machine_state_counts` triggers,
 * installed by `machine_state_counts_keep` in a migration), so a page of deliveries reads a few
 * rows each however many machines a delivery went to. `owner` is named as in the machines' table.
 */
export function machineStateCountsTable<S extends string>(
  name: string,
  owner: { column: string; of: () => AnyPgColumn },
  stateLength: number,
) {
  return pgTable(
    name,
    {
      owner: partOf(owner.column, owner.of),
      state: varchar('state', { length: stateLength }).$type<S>().notNull(),
      machines: integer('machines').notNull().default(0),
    },
    (t) => [primaryKey({ columns: [t.owner, t.state] })],
  );
}

/** `machineStatesOf` read from a `machineStateCountsTable`. */
export function keptStatesOf(
  counts: ReturnType<typeof machineStateCountsTable>,
  ownerId: PgColumn | SQL,
): SQL<Record<string, number> | null> {
  return sql<Record<
    string,
    number
  > | null>`(select json_object_agg(${counts.state}, ${counts.machines}) filter (where ${counts.machines} <> 0) from ${counts} where ${counts.owner} = ${ownerId})`;
}

/** `zero` with the states of `found` (from `machineStatesOf`) added up, `total` their sum. */
export function stateCountsOf<C extends { total: number }>(found: Record<string, number> | null, zero: C): C {
  const counts: Record<string, number> = { ...zero };
  for (const [state, n] of Object.entries(found ?? {})) {
    counts[state] = (counts[state] ?? 0) + n;
    counts.total! += n;
  }
  return counts as C;
}
