import type { Database } from '../platform/db/database.js';
import { seedCustomers } from '../modules/customers/seed.js';
import { seedAccounts } from '../modules/accounts/seed.js';
import { seedWebPages } from '../modules/web-pages/seed.js';
import { seedDevices } from '../modules/devices/seed.js';
import { seedDeviceModels } from '../modules/device-models/seed.js';
import { seedPoints } from '../modules/points/seed.js';
import { seedIntegrationLogs } from '../modules/logs/seed.js';

/** What the core seed created, for the areas' own demo data. */
export interface SeedContext {
  db: Database;
  orgs: { platform: number; demo: number; harbor: number; demoStore: number; harborStore: number };
  users: { admin: number; ops: number };
  roles: { admin: number; maintenance: number };
}

export type AreaSeed = (ctx: SeedContext) => Promise<void>;

/**
 * Each area's demo data, run in this order inside the seed's transaction (one import and one
 * entry per area). Seed both customers, so data scope is visible in the demo and in tests.
 */
export const AREA_SEEDS: AreaSeed[] = [
  seedCustomers,
  seedAccounts,
  seedWebPages,
  seedDeviceModels,
  seedPoints,
  seedDevices,
  seedIntegrationLogs,
];
