import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { type ChannelHandlers, type ChannelListener, listenPglite, listenPostgres } from './notifications.js';
import { nameRepeatedStatements } from './pg-statements.js';
import { statementWitness } from './statement-witness.js';

/**
 * One type for both drivers: modules never know which database they talk to. Queries name their
 * tables, so the connection carries no schema and the platform needs no list of the areas' tables.
 */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  db: Database;
  /**
   * Connections of their own for a sale's way: the machines' traffic (the device link: orders,
   * payments asked by machines, presence) and the providers' payment notifications, so that a
   * crowd of screens never makes a sale wait for a connection. Left out, sales share `db`.
   */
  saleDb?: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** Hears NOTIFY on a channel (PostgreSQL: over a connection of its own; PGlite: its one connection). */
  listen(channel: string, handlers: ChannelHandlers): Promise<ChannelListener>;
}

const here = path.dirname(fileURLToPath(import.meta.url));
/** packages/server/drizzle, from both src/platform/db and dist/platform/db. */
export const MIGRATIONS_DIR = path.resolve(here, '../../../drizzle');

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** PGlite data directory; in memory when omitted. */
  dataDir?: string | undefined;
  /** A PGlite snapshot (from dumpDataDir) to start from; used by tests. */
  loadDataDir?: Blob | File | undefined;
  /** Tell `witnessed` calls their statements (tests check what kept answers read). */
  witnessStatements?: boolean;
}

/**
 * Start parameters of the embedded PostgreSQL. Its WASM heap holds all of shared_buffers from the
 * start: the default 128 MB was half the process's memory at rest. Other pages come from the
 * operating system's file cache; on a 1 000-device, 100 000-order database queries cost the same
 * CPU with 16 MB as with 128 MB.
 */
const PGLITE_SETTINGS = ['shared_buffers=16MB'];

/** Connections of the sales' own pool (PostgreSQL), beside the 10 of everything else. */
const SALE_CONNECTIONS = 14;

/** Each driver is loaded only when used: the other one would cost start-up time and memory. */
export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  const url = options.databaseUrl;
  if (url) {
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    nameRepeatedStatements(pool);
    // An idle client whose connection the server ends (restart, failover, a dropped test
    // database) must not crash the process: the pool replaces it on the next query.
    pool.on('error', (err) => process.emitWarning(`idle database connection lost: ${err.message}`));
    const db = drizzlePg(pool, witnessOption(options)) as unknown as Database;
    const salePool = new pg.Pool({ connectionString: url, max: SALE_CONNECTIONS });
    nameRepeatedStatements(salePool);
    salePool.on('error', (err) => process.emitWarning(`idle database connection lost: ${err.message}`));
    const saleDb = drizzlePg(salePool, witnessOption(options)) as unknown as Database;
    return {
      db,
      saleDb,
      kind: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR }),
      close: async () => {
        await Promise.all([pool.end(), salePool.end()]);
      },
      listen: (channel, handlers) => listenPostgres(url, channel, handlers),
    };
  }
  const [pglite, { pg_trgm }, { drizzle: drizzlePglite }, { migrate: migratePglite }, { preparePgliteStatements }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
    import('./pglite-statements.js'),
  ]);
  const { PGlite } = pglite;
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite({
    // Trigram indexes of the keyword searches (PostgreSQL ships the extension; PGlite loads it).
    extensions: { pg_trgm },
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((setting) => ['-c', setting])],
  });
  await client.waitReady;
  preparePgliteStatements(client, pglite);
  const db = drizzlePglite(client, witnessOption(options)) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
    listen: (channel, handlers) => listenPglite(client, channel, handlers),
  };
}

const witnessOption = (options: OpenOptions) => (options.witnessStatements ? { logger: statementWitness } : {});

/** The raw PGlite client behind a handle, for dumping test snapshots. */
export function pgliteClient(handle: DatabaseHandle): PGlite {
  return (handle.db as unknown as { $client: PGlite }).$client;
}
