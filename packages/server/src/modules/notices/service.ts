import {
  NOTICE_LIMITS,
  type NoticeTarget,
  type NoticeType,
  type SysNotice,
  type UnreadNotices,
  type noticeQuerySchema,
  type noticeSchema,
} from '@vr/contracts';
import { type SQL, and, count, desc, eq, exists, inArray, notExists, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import { type Page, selectPageQuery } from '../../platform/list/page-query.js';
import { isInScope, scopeCondition } from '../../platform/rbac/data-scope.js';
import { orgs } from '../../platform/identity/schema.js';
import { idsOnPath } from '../orgs/index.js';
import { sanitizeRichText } from './sanitize.js';
import { noticeOrgs, noticeReads, notices } from './schema.js';
import { containing } from '../../platform/sql/like.js';

type Row = typeof notices.$inferSelect;
type Input = z.output<typeof noticeSchema>;
type Query = z.output<typeof noticeQuerySchema>;

function toNotice(row: Row, targets: NoticeTarget[]): SysNotice {
  return {
    noticeId: row.id,
    noticeTitle: row.title,
    noticeType: row.type as NoticeType,
    noticeContent: row.content,
    status: row.status,
    orgId: row.orgId,
    targets,
    createBy: row.createdByName,
    createTime: row.createdAt.toISOString(),
    updateTime: row.updatedAt.toISOString(),
  };
}

/** The targets of several notices in one query. */
async function targetsOf(db: Database, ids: number[]): Promise<Map<number, NoticeTarget[]>> {
  const map = new Map<number, NoticeTarget[]>();
  if (ids.length === 0) return map;
  const rows = await db
    .select({ noticeId: noticeOrgs.noticeId, orgId: noticeOrgs.orgId, orgName: orgs.name })
    .from(noticeOrgs)
    .leftJoin(orgs, eq(orgs.id, noticeOrgs.orgId))
    .where(inArray(noticeOrgs.noticeId, ids))
    .orderBy(noticeOrgs.orgId);
  for (const r of rows) {
    const list = map.get(r.noticeId) ?? [];
    list.push({ orgId: r.orgId, orgName: r.orgName ?? '' });
    map.set(r.noticeId, list);
  }
  return map;
}

/** Management screen: notices written inside the caller's data scope (or by the caller). */
const managed = (auth: AuthContext) => scopeCondition(auth, { org: notices.orgId, user: notices.createdBy });

export function noticeFilter(q: Query, auth: AuthContext): SQL | undefined {
  return and(
    managed(auth),
    containing(notices.title, q.noticeTitle),
    q.noticeType ? eq(notices.type, q.noticeType) : undefined,
    q.status !== undefined ? eq(notices.status, q.status) : undefined,
    containing(notices.createdByName, q.createBy),
  );
}

export async function listNotices(db: Database, q: Query, auth: AuthContext): Promise<Page<SysNotice>> {
  const where = noticeFilter(q, auth);
  return selectPageQuery(db, {
    params: q,
    sortable: { noticeTitle: notices.title, noticeType: notices.type, status: notices.status, createTime: notices.createdAt },
    defaultOrder: [desc(notices.createdAt), desc(notices.id)],
    select: db.select().from(notices).where(where),
    counted: db.select({ id: notices.id }).from(notices).where(where),
    exactTotal: 'all',
    toRows: async (rows) => {
      const targets = await targetsOf(
        db,
        rows.map((r) => r.id),
      );
      return rows.map((r) => toNotice(r, targets.get(r.id) ?? []));
    },
  });
}

/** One notice the caller may manage: 404 when missing, 403 outside the data scope. */
export async function loadNotice(db: Database, id: number, auth: AuthContext): Promise<SysNotice> {
  const [row] = await db.select().from(notices).where(eq(notices.id, id)).limit(1);
  if (!row) throw AppError.notFound();
  if (!(await isInScope(db, auth, { orgId: row.orgId, ownerId: row.createdBy }))) throw AppError.forbidden();
  const targets = await targetsOf(db, [row.id]);
  return toNotice(row, targets.get(row.id) ?? []);
}

/**
 * Targets must exist and lie in the caller's data scope; "everyone" (no targets) only for platform
 * accounts that see all data (platform administrators).
 */
async function checkTargets(db: Database, orgIds: number[], auth: AuthContext): Promise<number[]> {
  const ids = [...new Set(orgIds)];
  const scope = scopeCondition(auth, { org: orgs.id });
  if (ids.length === 0) {
    if (scope !== undefined || !auth.platformAccount) throw AppError.field('orgIds', 'noticeTargetsRequired');
    return ids;
  }
  const found = await db.select({ id: orgs.id }).from(orgs).where(inArray(orgs.id, ids));
  if (found.length !== ids.length) throw AppError.field('orgIds', 'noticeTargetUnknown');
  const [inScope] = await db
    .select({ n: count() })
    .from(orgs)
    .where(and(inArray(orgs.id, ids), scope));
  if ((inScope?.n ?? 0) !== ids.length) throw AppError.field('orgIds', 'noticeTargetOutOfScope');
  return ids;
}

async function values(input: Input) {
  return {
    title: input.noticeTitle,
    type: input.noticeType,
    content: (await sanitizeRichText(input.noticeContent)).slice(0, NOTICE_LIMITS.content) || null,
    status: input.status,
  };
}

export async function createNotice(db: Database, input: Input, auth: AuthContext): Promise<SysNotice> {
  const targets = await checkTargets(db, input.orgIds, auth);
  const fields = await values(input);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(notices)
      .values({ ...fields, orgId: auth.orgId, createdBy: auth.userId, createdByName: auth.employeeName || auth.username })
      .returning({ id: notices.id });
    if (targets.length) await tx.insert(noticeOrgs).values(targets.map((orgId) => ({ noticeId: row!.id, orgId })));
    return row!.id;
  });
  return loadNotice(db, id, auth);
}

export async function updateNotice(db: Database, id: number, input: Input, auth: AuthContext): Promise<SysNotice> {
  await loadNotice(db, id, auth);
  const targets = await checkTargets(db, input.orgIds, auth);
  const fields = await values(input);
  await db.transaction(async (tx) => {
    await tx
      .update(notices)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(notices.id, id));
    await tx.delete(noticeOrgs).where(eq(noticeOrgs.noticeId, id));
    if (targets.length) await tx.insert(noticeOrgs).values(targets.map((orgId) => ({ noticeId: id, orgId })));
  });
  return loadNotice(db, id, auth);
}

/** Deletes all or nothing: one missing or out-of-scope notice refuses the batch. */
export async function deleteNotices(db: Database, ids: number[], auth: AuthContext): Promise<number> {
  const rows = await db.select().from(notices).where(inArray(notices.id, ids));
  if (rows.length !== ids.length) throw AppError.notFound();
  for (const row of rows) {
    if (!(await isInScope(db, auth, { orgId: row.orgId, ownerId: row.createdBy }))) throw AppError.forbidden();
  }
  await db.transaction(async (tx) => {
    await tx.delete(notices).where(inArray(notices.id, ids));
  });
  return rows.length;
}

/** Published notices addressed to the caller: to everyone, or to the caller's organisation or an ancestor. */
export function addressedTo(auth: AuthContext): SQL {
  const path = idsOnPath(auth.orgPath);
  const targeted = path.length
    ? exists(sql`(select 1 from ${noticeOrgs} where ${noticeOrgs.noticeId} = ${notices.id} and ${inArray(noticeOrgs.orgId, path)})`)
    : sql`false`;
  const everyone = notExists(sql`(select 1 from ${noticeOrgs} where ${noticeOrgs.noticeId} = ${notices.id})`);
  return and(eq(notices.status, 0), or(everyone, targeted))!;
}

const unreadBy = (auth: AuthContext) =>
  notExists(sql`(select 1 from ${noticeReads} where ${noticeReads.noticeId} = ${notices.id} and ${noticeReads.userId} = ${auth.userId})`);

export async function unreadNotices(db: Database, auth: AuthContext): Promise<UnreadNotices> {
  const where = and(addressedTo(auth), unreadBy(auth));
  const [total] = await db.select({ n: count() }).from(notices).where(where);
  const latest = await db
    .select({ noticeId: notices.id, noticeTitle: notices.title, noticeType: notices.type, createdAt: notices.createdAt })
    .from(notices)
    .where(where)
    .orderBy(desc(notices.createdAt), desc(notices.id))
    .limit(NOTICE_LIMITS.latest);
  return {
    count: total?.n ?? 0,
    latest: latest.map((r) => ({
      noticeId: r.noticeId,
      noticeTitle: r.noticeTitle,
      noticeType: r.noticeType as NoticeType,
      createTime: r.createdAt.toISOString(),
    })),
  };
}

/** A notice addressed to the caller (the bell opens it): 404 otherwise, so nothing leaks. */
export async function viewNotice(db: Database, id: number, auth: AuthContext): Promise<SysNotice & { read: boolean }> {
  const [row] = await db
    .select()
    .from(notices)
    .where(and(eq(notices.id, id), addressedTo(auth)))
    .limit(1);
  if (!row) throw AppError.notFound();
  const [read] = await db
    .select({ at: noticeReads.readAt })
    .from(noticeReads)
    .where(and(eq(noticeReads.noticeId, id), eq(noticeReads.userId, auth.userId)))
    .limit(1);
  return { ...toNotice(row, []), read: !!read };
}

export async function markRead(db: Database, id: number, auth: AuthContext): Promise<void> {
  const [row] = await db
    .select({ id: notices.id })
    .from(notices)
    .where(and(eq(notices.id, id), addressedTo(auth)))
    .limit(1);
  if (!row) throw AppError.notFound();
  await db.insert(noticeReads).values({ noticeId: id, userId: auth.userId }).onConflictDoNothing();
}
