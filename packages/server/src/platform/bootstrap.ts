import { seedDemoData } from '../db/seed.js';
import { syncBuiltInConfigs } from '../modules/configs/seed.js';
import { syncBuiltInDicts } from '../modules/dicts/seed.js';
import { syncBuiltInMenus } from '../modules/menus/sync.js';
import { syncBuiltInJobs } from '../modules/jobs/seed.js';
import type { Database } from './db/database.js';
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
  await syncReferenceData(database.db);
  const seeded = await seedDemoData(database.db);
  return { database, seeded };
}

/**
 * What the code defines and every installation needs, old or new: built-in menus, dictionaries
 * and parameters. Runs at every start; keeps what an administrator changed.
 */
export async function syncReferenceData(db: Database): Promise<void> {
  await syncBuiltInMenus(db);
  await syncBuiltInDicts(db);
  await syncBuiltInConfigs(db);
  await syncBuiltInJobs(db);
}
