import type { Database } from './database.js';

/**
 * What a statement or a cached value is bound to: the database's session (a transaction has its
 * own), so a handle that stands for different transactions over time never reuses another's.
 */
export function sessionOf(db: Database): object {
  return db._.session;
}

/**
 * A statement built once per database session and reused by every request: its SQL text is not
 * rebuilt, and on PostgreSQL a named statement (`.prepare(name)`) is parsed and planned once per
 * connection. `build` makes it from the database, e.g.
 * `(db) => db.select(...).from(t).where(eq(t.id, sql.placeholder('id'))).prepare('t_by_id')`.
 */
export function preparedPerDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<object, T>();
  return (db) => {
    const key = sessionOf(db);
    let statement = built.get(key);
    if (statement === undefined) {
      statement = build(db);
      built.set(key, statement);
    }
    return statement;
  };
}
