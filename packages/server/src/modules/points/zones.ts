import { type AlarmKind, type PointAccount, type Recipient, type Zone, type zoneListSchema, type zoneSaveSchema } from '@vr/contracts';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import { type Page, selectPageQuery } from '../../platform/list/page-query.js';
import { isInScope, scopeCondition } from '../../platform/rbac/data-scope.js';
import { orgs, users } from '../../platform/identity/schema.js';
import { releaseDeviceZones } from './devices-at.js';
import { customerIdOf, ownerFor } from './owner.js';
import { inOrgSubtree } from '../../platform/identity/org-subtree.js';
import { routes, sites, zoneRecipients, zones } from './schema.js';
import { containing } from '../../platform/sql/like.js';

type SaveInput = z.output<typeof zoneSaveSchema>;
type ListQuery = z.output<typeof zoneListSchema>;

const siteCount = sql<number>`(select count(*)::int from ${sites} where ${sites.zoneId} = ${zones.id})`;
const routeCount = sql<number>`(select count(*)::int from ${routes} where ${routes.zoneId} = ${zones.id})`;

const columns = {
  id: zones.id,
  orgId: zones.orgId,
  orgName: orgs.name,
  zoneName: zones.name,
  remark: zones.remark,
  siteCount,
  routeCount,
  createdAt: zones.createdAt,
  updatedAt: zones.updatedAt,
};

type ZoneRow = {
  id: number;
  orgId: number;
  orgName: string | null;
  zoneName: string;
  remark: string | null;
  siteCount: number;
  routeCount: number;
  createdAt: Date;
  updatedAt: Date;
};

/** Rows with their recipients (one query for all rows). */
async function withRecipients(db: Database, rows: ZoneRow[]): Promise<Zone[]> {
  const ids = rows.map((r) => r.id);
  const recips = ids.length
    ? await db
        .select({
          id: zoneRecipients.id,
          zoneId: zoneRecipients.zoneId,
          userId: zoneRecipients.userId,
          username: users.username,
          recipientName: zoneRecipients.name,
          phone: zoneRecipients.phone,
          email: zoneRecipients.email,
          alarmKinds: zoneRecipients.alarmKinds,
        })
        .from(zoneRecipients)
        .leftJoin(users, eq(users.id, zoneRecipients.userId))
        .where(inArray(zoneRecipients.zoneId, ids))
        .orderBy(asc(zoneRecipients.id))
    : [];
  return rows.map((r) => ({
    id: r.id,
    orgId: r.orgId,
    orgName: r.orgName ?? '',
    zoneName: r.zoneName,
    remark: r.remark,
    siteCount: Number(r.siteCount),
    routeCount: Number(r.routeCount),
    recipients: recips
      .filter((x) => x.zoneId === r.id)
      .map((x): Recipient => ({
        id: x.id,
        userId: x.userId,
        username: x.username,
        recipientName: x.recipientName,
        phone: x.phone,
        email: x.email,
        alarmKinds: x.alarmKinds.split(',').filter(Boolean) as AlarmKind[],
      })),
    createTime: r.createdAt.toISOString(),
    updateTime: r.updatedAt.toISOString(),
  }));
}

export async function listZones(db: Database, q: ListQuery, auth: AuthContext): Promise<Page<Zone>> {
  const where = and(scopeCondition(auth, { org: zones.orgId }), inOrgSubtree(zones.orgId, q.orgId), containing(zones.name, q.zoneName));
  return selectPageQuery(db, {
    params: q,
    sortable: { zoneName: zones.name, orgName: orgs.name, siteCount, createTime: zones.createdAt },
    defaultOrder: [asc(zones.orgId), asc(zones.name), asc(zones.id)],
    select: db.select(columns).from(zones).leftJoin(orgs, eq(orgs.id, zones.orgId)).where(where),
    counted: db.select({ id: zones.id }).from(zones).where(where),
    exactTotal: 'all',
    toRows: (rows) => withRecipients(db, rows as ZoneRow[]),
  });
}

export async function loadZone(db: Database, id: number, auth: AuthContext): Promise<Zone> {
  const [row] = (await db
    .select(columns)
    .from(zones)
    .leftJoin(orgs, eq(orgs.id, zones.orgId))
    .where(eq(zones.id, id))
    .limit(1)) as ZoneRow[];
  if (!row) throw AppError.notFound();
  if (!(await isInScope(db, auth, { orgId: row.orgId }))) throw AppError.forbidden();
  return (await withRecipients(db, [row]))[0]!;
}

/** Accounts named as recipients must be accounts of the partition's customer. */
async function recipientAccounts(db: Database, userIds: number[], customerPath: string) {
  if (!userIds.length) return new Map<number, { phone: string | null; email: string | null }>();
  const rows = await db
    .select({ id: users.id, path: orgs.path, phone: users.phone, email: users.email })
    .from(users)
    .innerJoin(orgs, eq(orgs.id, users.orgId))
    .where(inArray(users.id, userIds));
  const ok = new Map(rows.filter((r) => r.path.startsWith(customerPath)).map((r) => [r.id, r]));
  return ok;
}

/** POST /api/SiteZone/save: the partition and its whole recipient list, in one transaction. */
export async function saveZone(db: Database, input: SaveInput, auth: AuthContext): Promise<Zone> {
  const creating = input.id === undefined;
  const current = creating ? null : await loadZone(db, input.id!, auth);
  const owner = await ownerFor(db, input.orgId ?? current?.orgId, auth, true);
  if (current && owner.orgId !== current.orgId && (current.siteCount > 0 || current.routeCount > 0)) {
    // Points and routes of the old customer would point at another customer's partition.
    throw AppError.field('orgId', 'zoneOtherCustomer');
  }
  const [dup] = await db
    .select({ id: zones.id })
    .from(zones)
    .where(and(eq(zones.orgId, owner.orgId), eq(zones.name, input.zoneName), current ? ne(zones.id, current.id) : undefined))
    .limit(1);
  if (dup) throw AppError.field('zoneName', 'zoneNameExists', { zoneName: input.zoneName });
  const accounts = await recipientAccounts(
    db,
    input.recipients.map((r) => r.userId).filter((id): id is number => id !== undefined),
    owner.customerPath,
  );
  input.recipients.forEach((r, i) => {
    if (r.userId !== undefined && !accounts.has(r.userId)) throw AppError.field(`recipients.${i}.userId`, 'accountOtherCustomer');
  });

  const id = await db.transaction(async (tx) => {
    let zoneId: number;
    if (current) {
      zoneId = current.id;
      await tx
        .update(zones)
        .set({ orgId: owner.orgId, name: input.zoneName, remark: input.remark ?? null, updatedAt: new Date() })
        .where(eq(zones.id, zoneId));
      await tx.delete(zoneRecipients).where(eq(zoneRecipients.zoneId, zoneId));
    } else {
      const [row] = await tx
        .insert(zones)
        .values({ orgId: owner.orgId, name: input.zoneName, remark: input.remark ?? null, createdBy: auth.userId })
        .returning({ id: zones.id });
      zoneId = row!.id;
    }
    if (input.recipients.length) {
      await tx.insert(zoneRecipients).values(
        input.recipients.map((r) => {
          const account = r.userId !== undefined ? accounts.get(r.userId) : undefined;
          return {
            zoneId,
            userId: r.userId ?? null,
            name: r.recipientName,
            phone: r.phone ?? account?.phone ?? null,
            email: r.email ?? account?.email ?? null,
            alarmKinds: [...new Set(r.alarmKinds)].join(','),
          };
        }),
      );
    }
    return zoneId;
  });
  return loadZone(db, id, auth);
}

/**
 * Deletes partitions with their alarm recipients (the confirmation says so). Points,
 * routes and devices of a partition stay, without partition. One transaction; the whole batch
 * is refused when one partition is out of scope.
 */
export async function deleteZones(db: Database, ids: number[], auth: AuthContext): Promise<{ deleted: number; recipients: number }> {
  const rows = await db.select({ id: zones.id, orgId: zones.orgId }).from(zones).where(inArray(zones.id, ids));
  if (rows.length !== ids.length) throw AppError.notFound();
  for (const row of rows) if (!(await isInScope(db, auth, { orgId: row.orgId }))) throw AppError.forbidden();
  return db.transaction(async (tx) => {
    const removed = await tx.delete(zoneRecipients).where(inArray(zoneRecipients.zoneId, ids)).returning({ id: zoneRecipients.id });
    await tx.update(sites).set({ zoneId: null }).where(inArray(sites.zoneId, ids));
    await tx.update(routes).set({ zoneId: null }).where(inArray(routes.zoneId, ids));
    await releaseDeviceZones(tx, ids);
    await tx.delete(zones).where(inArray(zones.id, ids));
    return { deleted: rows.length, recipients: removed.length };
  });
}

/** Enabled, signed-up accounts of the customer of `orgId` (the caller's own by default), within the caller's scope. */
export async function customerAccounts(db: Database, orgId: number | undefined, auth: AuthContext): Promise<PointAccount[]> {
  const customerId = await customerIdOf(db, orgId ?? auth.orgId);
  if (customerId === null) return [];
  return db
    .select({
      id: users.id,
      username: users.username,
      employeeName: users.employeeName,
      phone: users.phone,
      email: users.email,
      orgId: users.orgId,
    })
    .from(users)
    .where(
      and(
        scopeCondition(auth, { org: users.orgId, user: users.id }),
        inOrgSubtree(users.orgId, customerId),
        eq(users.status, 0),
        eq(users.loginBound, true),
      ),
    )
    .orderBy(asc(users.employeeName), asc(users.id))
    .limit(500);
}
