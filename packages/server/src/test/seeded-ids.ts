/*
 * The ids of seeded rows of the business areas, by the codes a person reads on screen (the
 * organisations and roles are in fixtures.ts).
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../platform/db/database.js';
import { deviceModels } from '../modules/device-models/index.js';
import { devices } from '../modules/devices/index.js';
import { products } from '../modules/products/index.js';
import { orgIdByCode, theId } from './fixtures.js';

/** The id of a device, by its code (e.g. 'VR10001'). */
export async function deviceIdByCode(db: Database, code: string): Promise<number> {
  return theId(await db.select({ id: devices.id }).from(devices).where(eq(devices.deviceCode, code)), `device ${code}`);
}

/** The id of a device model, by its code (e.g. 'CM-200'). */
export async function modelIdByCode(db: Database, code: string): Promise<number> {
  return theId(await db.select({ id: deviceModels.id }).from(deviceModels).where(eq(deviceModels.code, code)), `device model ${code}`);
}

/** The id of a customer's product, by its code and the customer's organisation code. */
export async function productIdByCode(db: Database, code: string, orgCode = 'DEMO'): Promise<number> {
  const orgId = await orgIdByCode(db, orgCode);
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.code, code), eq(products.orgId, orgId)));
  return theId(rows, `product ${code} of ${orgCode}`);
}
