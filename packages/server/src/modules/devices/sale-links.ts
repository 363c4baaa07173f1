import type { Database } from '../../platform/db/database.js';
import { definePort } from '../../platform/wiring/index.js';

/** The link tokens of machines' order QR codes (the current one of each, issued when a machine has none). */
export type SaleLinks = (db: Database, deviceIds: readonly number[]) => Promise<Map<number, string>>;

/** Provided by the area that owns the ordering links (scan to buy). */
export const saleLinks = definePort<SaleLinks>('devices.saleLinks');
