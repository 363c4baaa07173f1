import { APPLET_COLOR_DEFAULTS, type AppletColorView, type AppletColors } from '@vr/contracts';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { appletColorSaveSchema } from '@vr/contracts';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import { isInScope } from '../../platform/rbac/data-scope.js';
import { changedBy } from '../devices/index.js';
import { customerOf } from '../orgs/index.js';
import { appletColors } from './schema.js';

/** The customer of an organisation the caller sees (default: the caller's own); 404 for one out of scope. */
async function customerInScope(db: Database, auth: AuthContext, orgId: number | undefined) {
  const id = orgId ?? auth.orgId;
  if (!(await isInScope(db, auth, { orgId: id }))) throw AppError.notFound();
  const customer = await customerOf(db, id);
  if (!customer) throw AppError.field('orgId', 'appletColorNoCustomer');
  return customer;
}

/** The mini-program colours of the customer of `orgId` (a machine's organisation, a store …): its own, else the defaults. */
export async function appletColorsOf(db: Database, orgId: number): Promise<AppletColors> {
  const customer = await customerOf(db, orgId);
  if (!customer) return { ...APPLET_COLOR_DEFAULTS };
  const [row] = await db.select().from(appletColors).where(eq(appletColors.orgId, customer.id));
  return row ? { primaryColor: row.primaryColor, backgroundColor: row.backgroundColor } : { ...APPLET_COLOR_DEFAULTS };
}

export async function appletColorView(db: Database, auth: AuthContext, orgId: number | undefined): Promise<AppletColorView> {
  const customer = await customerInScope(db, auth, orgId);
  const [row] = await db.select().from(appletColors).where(eq(appletColors.orgId, customer.id));
  return {
    customerId: customer.id,
    customerName: customer.name,
    primaryColor: row?.primaryColor ?? APPLET_COLOR_DEFAULTS.primaryColor,
    backgroundColor: row?.backgroundColor ?? APPLET_COLOR_DEFAULTS.backgroundColor,
    saved: !!row,
    updatedBy: row?.updatedByName ?? null,
    updateTime: row ? row.updatedAt.toISOString() : null,
  };
}

/** Saves the colours of the customer of `orgId`. */
export async function saveAppletColor(
  db: Database,
  auth: AuthContext,
  input: z.output<typeof appletColorSaveSchema>,
): Promise<AppletColorView> {
  const customer = await customerInScope(db, auth, input.orgId);
  const values = {
    primaryColor: input.primaryColor.toLowerCase(),
    backgroundColor: input.backgroundColor.toLowerCase(),
    updatedBy: auth.userId,
    updatedByName: changedBy(auth).name.slice(0, 64),
    updatedAt: new Date(),
  };
  await db
    .insert(appletColors)
    .values({ orgId: customer.id, ...values })
    .onConflictDoUpdate({ target: appletColors.orgId, set: { ...values, updatedAt: sql`now()` } });
  return appletColorView(db, auth, customer.id);
}
