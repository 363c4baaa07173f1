import { createHash } from 'node:crypto';
import type pg from 'pg';

/** How many statement texts one connection keeps prepared; past it a new text runs unnamed. */
const PER_CONNECTION = 100;
/** How many texts seen once are remembered, waiting for a second use. */
const SEEN = 2_000;

/** PostgreSQL's "cached plan must not change result type". */
const STALE_PLAN = '0A000';

/** Reads and writes of rows; anything else (DDL, SET, LISTEN, transaction control) stays unnamed. */
const ROW_STATEMENT = /^\s*(select|with|insert|update|delete)\b/i;

/**
 * node-postgres sends a query without a name as an unnamed statement: PostgreSQL parses and plans
 * its text on every call, which for a list page's statements costs as much as running them. This
 * names a text the second time this process sends it (a name derived from the text, so every
 * connection prepares the same text under the same name), and each connection prepares it once and
 * keeps it, up to PER_CONNECTION texts; PostgreSQL's plan cache then chooses between a custom and a
 * generic plan for it as for any prepared statement. Statements that already carry a name, and
 * texts used once, go through as they are.
 */
export function nameRepeatedStatements(pool: pg.Pool, perConnection = PER_CONNECTION): void {
  const seen = new Set<string>();
  const names = new Map<string, string>();

  const nameOf = (text: string): string | undefined => {
    const known = names.get(text);
    if (known) return known;
    if (!seen.has(text)) {
      if (seen.size >= SEEN) seen.clear();
      seen.add(text);
      return undefined;
    }
    if (!ROW_STATEMENT.test(text)) return undefined;
    const name = `vr_${createHash('sha1').update(text).digest('base64url')}`;
    if (names.size >= SEEN) names.clear();
    names.set(text, name);
    return name;
  };

  pool.on('connect', (client) => {
    const prepared = new Set<string>();
    const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
    /** Closes a kept statement whose table changed shape since it was prepared; the next use prepares it anew. */
    const forget = async (name: string): Promise<void> => {
      await query(`deallocate "${name}"`).catch(() => undefined);
      delete (client as unknown as { connection: { parsedStatements: Record<string, string> } }).connection.parsedStatements[name];
      prepared.delete(name);
    };
    const isStale = (err: unknown) => (err as { code?: unknown } | null)?.code === STALE_PLAN;

    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (config: unknown, ...rest: unknown[]) => {
      const c = config as { text?: unknown; name?: unknown; submit?: unknown } | null;
      const name =
        c && typeof c === 'object' && typeof c.text === 'string' && c.name === undefined && c.submit === undefined
          ? nameOf(c.text)
          : undefined;
      if (!name || !(prepared.has(name) || prepared.size < perConnection)) return query(config, ...rest);
      prepared.add(name);
      const named = { ...c, name };
      // A stale plan ("cached plan must not change result type"): the call is made again unnamed,
      // and its own error is the answer when that fails too (in a transaction, say).
      const callback = rest.at(-1);
      if (typeof callback === 'function') {
        const args = rest.slice(0, -1);
        return query(named, ...args, (err: unknown, result: unknown) => {
          if (!isStale(err)) return (callback as (e: unknown, r?: unknown) => void)(err, result);
          void forget(name).then(() =>
            query(config, ...args, (again: unknown, r: unknown) => (callback as (e: unknown, r?: unknown) => void)(again ? err : null, r)),
          );
        });
      }
      return query(named, ...rest).catch(async (err: unknown) => {
        if (!isStale(err)) throw err;
        await forget(name);
        return query(config, ...rest).catch(() => {
          throw err;
        });
      });
    };
  });
}
