import path from 'node:path';
import { seedDemoData } from '../db/demo-data.js';
import type { AreaDefinition } from './area.js';
import type { Config } from './config.js';
import { type DatabaseHandle, openDatabase } from './db/database.js';
import { syncReferenceData } from './reference-data.js';
import { wireAreas } from './wiring/index.js';

/** Opens the configured database, applies migrations, syncs reference data, seeds an empty one. */
export async function prepareDatabase(
  config: Config,
  areas: readonly AreaDefinition[],
): Promise<{ database: DatabaseHandle; seeded: boolean }> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite'),
  });
  // Reference data and demo data run the areas' code, which reads what other areas provide.
  wireAreas(areas);
  await database.migrate();
  await syncReferenceData(database.db, areas);
  const seeded = await seedDemoData(database.db, areas);
  return { database, seeded };
}
