import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { type AreaDefinition, menuCatalog } from './area.js';
import { type Database, MIGRATIONS_DIR } from './db/database.js';
import { startupSyncs } from './db/schema.js';
import { syncBuiltInMenus } from './identity/menu-sync.js';
import { builtInJobs } from './jobs/index.js';

const SCOPE = 'reference-data';
/** Advisory-lock namespace of start-up syncs (first key of pg_advisory_xact_lock(int, int)): "VS". */
const LOCK_NAMESPACE = 0x5653;

/**
 * What the code defines and every installation needs, old or new: the areas' built-in menus,
 * then each area's reference data (dictionaries, parameters, jobs …) in area order, keeping what
 * an administrator changed. Runs when the definitions, the syncs' code or the migrations changed
 * since the last run (a fingerprint kept in the database); otherwise a start costs one query.
 * Returns whether it synced.
 */
export async function syncReferenceData(db: Database, areas: readonly AreaDefinition[]): Promise<boolean> {
  const fingerprint = referenceFingerprint(areas);
  if ((await storedFingerprint(db)) === fingerprint) return false;
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Database;
    // Processes starting together on one database sync one after the other.
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE}::int, 1)`);
    // Another process may have synced while this one waited for the lock.
    if ((await storedFingerprint(tx)) === fingerprint) return false;
    await syncBuiltInMenus(tx, menuCatalog(areas));
    for (const area of areas) await area.referenceData?.sync(tx, areas);
    await tx
      .insert(startupSyncs)
      .values({ scope: SCOPE, fingerprint })
      .onConflictDoUpdate({ target: startupSyncs.scope, set: { fingerprint, syncedAt: sql`now()` } });
    return true;
  });
}

async function storedFingerprint(db: Database): Promise<string | undefined> {
  const [row] = await db.select({ fingerprint: startupSyncs.fingerprint }).from(startupSyncs).where(eq(startupSyncs.scope, SCOPE));
  return row?.fingerprint;
}

/** Hash of the definitions, the code that writes them and the migrations they were written against. */
export function referenceFingerprint(areas: readonly AreaDefinition[]): string {
  const migrations = fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8');
  const parts = [
    migrations,
    syncBuiltInMenus.toString(),
    menuCatalog(areas),
    builtInJobs(areas),
    areas.flatMap((a) => (a.referenceData ? [a.name, a.referenceData.content, a.referenceData.sync.toString()] : [])),
  ];
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}
