import type { Database } from './database.js';

/**
 * A statement built once per database and reused by every request: its SQL text is not rebuilt,
 * and on PostgreSQL a named statement (`.prepare(name)`) is parsed and planned once per
 * connection. `build` makes it from the database, e.g.
 * `(db) => db.select(...).from(t).where(eq(t.id, sql.placeholder('id'))).prepare('t_by_id')`.
 */
export function preparedPerDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
