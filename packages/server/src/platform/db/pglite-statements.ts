import type { PGlite, QueryOptions, Results, parse as Parse, protocol as Protocol } from '@electric-sql/pglite';

/** PGlite's wire helpers, handed over by the caller that loaded PGlite (it is loaded only for the embedded database). */
export interface PgliteWire {
  parse: typeof Parse;
  protocol: typeof Protocol;
}

/** How many statement texts stay prepared; the least recently used one is closed past this. */
const CAPACITY = 400;

interface Statement {
  name: string;
  /** The parameters' type ids, as the server inferred them (for serialising values). */
  types: number[];
}

/**
 * PGlite's `query` parses and plans its text on every call (an unnamed statement). In the embedded
 * database planning is most of a list page's cost: the device rows' six-table join spends about
 * 5 ms of its 7 planning and under 2 running. This makes every `query` outside a transaction a named
 * statement, prepared once per text and kept (most recently used first), so PostgreSQL's plan
 * cache applies as it does for the named statements the server prepares on PostgreSQL. Queries in a
 * transaction, with a blob or with explicit parameter types take PGlite's own path.
 */
export function preparePgliteStatements(client: PGlite, { parse, protocol }: PgliteWire, capacity = CAPACITY): void {
  const plain = client.query.bind(client);
  const statements = new Map<string, Statement>();
  let counter = 0;
  const send = (message: Uint8Array) => client.execProtocolStream(message, { syncToFs: false });
  const wire = protocol.serialize;

  async function prepare(text: string): Promise<Statement> {
    const name = `vr_s${++counter}`;
    await send(wire.parse({ name, text }));
    const types = parse.parseDescribeStatementResults(await send(wire.describe({ type: 'S', name })));
    const statement = { name, types };
    statements.set(text, statement);
    if (statements.size > capacity) {
      const [oldest, old] = statements.entries().next().value as [string, Statement];
      statements.delete(oldest);
      await send(wire.close({ type: 'S', name: old.name }));
    }
    return statement;
  }

  /** Runs a named statement's extended-protocol round (bind, describe, execute), always ending it with a sync. */
  async function attempt<T>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    const messages = [];
    try {
      let statement = statements.get(text);
      if (statement) {
        // Most recently used last: the first entry is the one to close.
        statements.delete(text);
        statements.set(text, statement);
      } else {
        statement = await prepare(text);
      }
      const types = statement.types;
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serialize = options?.serializers?.[types[i]!] ?? client.serializers[types[i]!];
        return serialize ? serialize(value) : String(value);
      });
      messages.push(
        ...(await send(wire.bind({ statement: statement.name, values }))),
        ...(await send(wire.describe({ type: 'P' }))),
        ...(await send(wire.execute({}))),
      );
    } finally {
      messages.push(...(await send(wire.sync())));
    }
    if (!client.isInTransaction()) await client.syncToFs();
    return parse.parseResults(messages, client.parsers, options)[0] as Results<T>;
  }

  async function run<T>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    const kept = statements.get(text);
    try {
      return await attempt<T>(text, params, options);
    } catch (err) {
      // A kept plan whose tables changed shape since ("cached plan must not change result type"):
      // prepared again from the text, once.
      if (!kept || (err as { code?: string }).code !== '0A000') throw err;
      statements.delete(text);
      await send(wire.close({ type: 'S', name: kept.name }));
      await send(wire.sync());
      return attempt<T>(text, params, options);
    }
  }

  client.query = async <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
    if (options?.blob || options?.paramTypes) return plain<T>(text, params, options);
    await client.waitReady;
    return client._runExclusiveTransaction(() => client._runExclusiveQuery(() => run<T>(text, params, options)));
  };
}
