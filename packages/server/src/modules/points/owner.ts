import { orgSubtree } from '../../platform/identity/org-subtree.js';
import { and, eq } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import { isInScope } from '../../platform/rbac/data-scope.js';
import { orgs } from '../../platform/identity/schema.js';
import { customerOf } from '../orgs/index.js';

/** An organisation a point, partition or route belongs to, with its customer. */
export interface Owner {
  orgId: number;
  path: string;
  customerId: number;
  customerPath: string;
}

/**
 * The organisation a new or moved row goes to: the one chosen (in the caller's scope, under a
 * customer), else the caller's own customer. `toCustomer` answers the customer itself
 * (partitions and routes belong to a customer; points may belong to one of its stores).
 */
export async function ownerFor(db: Database, orgId: number | undefined, auth: AuthContext, toCustomer = false): Promise<Owner> {
  const chosen = orgId ?? (await customerOf(db, auth.orgId))?.id;
  if (chosen === undefined) throw AppError.field('orgId', 'pointCustomerRequired');
  const [org] = await db.select({ id: orgs.id, path: orgs.path }).from(orgs).where(eq(orgs.id, chosen)).limit(1);
  if (!org) throw AppError.field('orgId', 'pointCustomerRequired');
  const customer = await customerOf(db, org.id);
  if (!customer) throw AppError.field('orgId', 'pointNotCustomerOrg');
  if (!(await isInScope(db, auth, { orgId: org.id }))) throw AppError.forbidden('pointCustomerOutOfScope');
  if (toCustomer) return { orgId: customer.id, path: customer.path, customerId: customer.id, customerPath: customer.path };
  return { orgId: org.id, path: org.path, customerId: customer.id, customerPath: customer.path };
}

/** The customer of an existing row's organisation. */
export async function customerIdOf(db: Database, orgId: number): Promise<number | null> {
  return (await customerOf(db, orgId))?.id ?? null;
}

/** True when organisation `orgId` lies in the subtree at `path`. */
export async function orgUnder(db: Database, orgId: number, path: string): Promise<boolean> {
  const rows = await db
    .select({ id: orgs.id })
    .from(orgs)
    .where(and(eq(orgs.id, orgId), orgSubtree({ path })))
    .limit(1);
  return rows.length > 0;
}
