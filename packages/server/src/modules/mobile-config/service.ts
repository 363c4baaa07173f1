import {
  type Lang,
  MOBILE_FUNCTIONS,
  type MobileAppFunction,
  type MobileClient,
  type MobileConfigDetail,
  type MobileConfigItem,
  type MobileIcon,
  type mobileConfigSaveSchema,
} from '@vr/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import { isInScope } from '../../platform/rbac/data-scope.js';
import { orgs } from '../../platform/identity/schema.js';
import { customerOf } from '../orgs/index.js';
import { mobileConfigs } from './schema.js';

type SaveInput = z.output<typeof mobileConfigSaveSchema>;
/** One client's list of a customer (the caller's own customer when no organisation is named). */
type ListOf = { client: MobileClient; orgId?: number | undefined };

/** The stored rows of one client's list of a customer. */
const rowsOf = (orgId: number, client: MobileClient) => and(eq(mobileConfigs.orgId, orgId), eq(mobileConfigs.client, client));

/** The customer edited: the one chosen (a customer in scope), else the caller's own. */
async function customerFor(db: Database, orgId: number | undefined, auth: AuthContext): Promise<{ id: number; name: string }> {
  if (orgId === undefined) {
    const own = await customerOf(db, auth.orgId);
    if (!own) throw AppError.field('orgId', 'mobileCustomerRequired');
    orgId = own.id;
  }
  const [org] = await db.select({ id: orgs.id, kind: orgs.kind, name: orgs.name }).from(orgs).where(eq(orgs.id, orgId)).limit(1);
  if (!org) throw AppError.field('orgId', 'mobileCustomerRequired');
  if (org.kind !== 'customer') throw AppError.field('orgId', 'mobileNotCustomer');
  if (!(await isInScope(db, auth, { orgId: org.id }))) throw AppError.forbidden();
  return { id: org.id, name: org.name };
}

/** The catalogue merged with a customer's stored choices (functions new to the catalogue come last, shown). */
async function itemsOf(
  db: Database,
  orgId: number | null,
  client: MobileClient,
  lang: Lang,
): Promise<{ customised: boolean; items: MobileConfigItem[] }> {
  const catalogue = MOBILE_FUNCTIONS[client];
  const stored =
    orgId === null
      ? []
      : await db.select().from(mobileConfigs).where(rowsOf(orgId, client)).orderBy(asc(mobileConfigs.sort), asc(mobileConfigs.funcKey));
  const byKey = new Map(catalogue.map((f) => [f.key, f]));
  const items: MobileConfigItem[] = [];
  for (const row of stored) {
    const def = byKey.get(row.funcKey);
    if (!def) continue;
    byKey.delete(row.funcKey);
    items.push({
      funcKey: row.funcKey,
      title: row.title,
      defaultTitle: def.titles[lang],
      icon: row.icon as MobileIcon,
      visible: row.visible,
      sort: 0,
    });
  }
  for (const def of byKey.values()) {
    items.push({ funcKey: def.key, title: null, defaultTitle: def.titles[lang], icon: def.icon, visible: true, sort: 0 });
  }
  items.forEach((item, i) => (item.sort = i + 1));
  return { customised: stored.length > 0, items };
}

export async function mobileConfigDetail(db: Database, q: ListOf, auth: AuthContext, lang: Lang): Promise<MobileConfigDetail> {
  const customer = await customerFor(db, q.orgId, auth);
  return { orgId: customer.id, orgName: customer.name, client: q.client, ...(await itemsOf(db, customer.id, q.client, lang)) };
}

/** Replaces one client's list of a customer: every catalogue function once, in the order sent. */
export async function saveMobileConfig(db: Database, input: SaveInput, auth: AuthContext, lang: Lang): Promise<MobileConfigDetail> {
  const customer = await customerFor(db, input.orgId, auth);
  const catalogue = new Set(MOBILE_FUNCTIONS[input.client].map((f) => f.key));
  const seen = new Set<string>();
  input.items.forEach((item, i) => {
    if (!catalogue.has(item.funcKey)) throw AppError.field(`items.${i}.funcKey`, 'mobileFunctionUnknown', { funcKey: item.funcKey });
    if (seen.has(item.funcKey)) throw AppError.field('items', 'mobileFunctionsIncomplete');
    seen.add(item.funcKey);
  });
  if (seen.size !== catalogue.size) throw AppError.field('items', 'mobileFunctionsIncomplete');
  await db.transaction(async (tx) => {
    await tx.delete(mobileConfigs).where(rowsOf(customer.id, input.client));
    await tx.insert(mobileConfigs).values(
      input.items.map((item, i) => ({
        orgId: customer.id,
        client: input.client,
        funcKey: item.funcKey,
        title: item.title ? item.title : null,
        icon: item.icon,
        visible: item.visible,
        sort: i + 1,
        updatedBy: auth.userId,
      })),
    );
  });
  return mobileConfigDetail(db, { client: input.client, orgId: customer.id }, auth, lang);
}

/** Back to the catalogue's defaults. */
export async function resetMobileConfig(db: Database, q: ListOf, auth: AuthContext, lang: Lang): Promise<MobileConfigDetail> {
  const customer = await customerFor(db, q.orgId, auth);
  await db.delete(mobileConfigs).where(rowsOf(customer.id, q.client));
  return mobileConfigDetail(db, { client: q.client, orgId: customer.id }, auth, lang);
}

/** What an app shows to its signed-in user: the visible functions of the user's customer, in order. */
export async function appFunctions(db: Database, client: MobileClient, auth: AuthContext, lang: Lang): Promise<MobileAppFunction[]> {
  const customer = await customerOf(db, auth.orgId);
  const { items } = await itemsOf(db, customer?.id ?? null, client, lang);
  return items.filter((i) => i.visible).map((i, n) => ({ key: i.funcKey, title: i.title || i.defaultTitle, icon: i.icon, sort: n + 1 }));
}
