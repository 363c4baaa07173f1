import type { Database } from '../../../platform/db/database.js';
import { businessTimeZone } from '../../../platform/settings/time-zone.js';
import { recountKeys } from './rollup-keys.js';
import { salesChanged } from './sales-generation.js';

/**
 * Recounts the sales roll-ups the given orders fall into, from the order rows: called after an
 * order changes in a way that moves its sales (paid, dispensed, refunded, marked as a test).
 */
export async function recountSales(db: Database, orderIds: number[]): Promise<void> {
  if (orderIds.length === 0) return;
  await recountKeys(db, orderIds, await businessTimeZone(db));
  salesChanged();
}
