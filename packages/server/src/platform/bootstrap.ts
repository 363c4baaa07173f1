import { seedDemoData } from '../db/seed.js';
import { syncBuiltInMenus } from '../modules/menus/sync.js';
import { type DatabaseHandle, openDatabase } from './db/database.js';
import type { Config } from './config.js';
import path from 'node:path';

/** Opens the configured database, applies migrations, syncs reference data, seeds an empty one. */
export async function prepareDatabase(config: Config): Promise<{ database: DatabaseHandle; seeded: boolean }> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite'),
  });
  await database.migrate();
  await syncBuiltInMenus(database.db);
  const seeded = await seedDemoData(database.db);
  return { database, seeded };
}
