import { type AreaDefinition, menuCatalog } from './area.js';
import type { Database } from './db/database.js';
import { syncBuiltInMenus } from './identity/menu-sync.js';

/**
 * What the code defines and every installation needs, old or new: the areas' built-in menus,
 * then each area's reference data (dictionaries, parameters, jobs …) in area order. Runs at
 * every start; keeps what an administrator changed.
 */
export async function syncReferenceData(db: Database, areas: readonly AreaDefinition[]): Promise<void> {
  await syncBuiltInMenus(db, menuCatalog(areas));
  for (const area of areas) await area.referenceData?.(db);
}
