import { DATA_SCOPES } from '@vr/contracts';
import { type SQL, or, sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/types.js';
import { devices, deviceVisibility } from '../devices/index.js';
import { routes, sites } from '../points/index.js';

/** The route a device runs on: its own, else its point's. */
export const deviceRouteId = (): SQL =>
  sql`coalesce(${devices.routeId}, (select ${sites.routeId} from ${sites} where ${sites.id} = ${devices.siteId}))`;

/** SQL true when the device's route (its point's route when it names none) is run by the account `userId`. */
export const maintainedBy = (userId: number): SQL =>
  sql`exists (select 1 from ${routes} where ${routes.id} = ${deviceRouteId()} and ${routes.userId} = ${userId})`;

/**
 * The machines a person may work on in the field (`dev_device` rows): those of their data scope,
 * and, for an account whose scope is "own data", the machines of the routes it maintains.
 */
export function fieldDeviceVisible(auth: AuthContext): SQL {
  const own = auth.scopes.some((g) => g.scope === DATA_SCOPES.SELF);
  return own ? or(deviceVisibility(auth), maintainedBy(auth.userId))! : deviceVisibility(auth);
}
