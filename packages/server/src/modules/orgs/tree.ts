import {
  MAX_PAGE_SIZE,
  ORG_SELECT_PAGE_SIZE,
  type OrgKind,
  type OrgListQuery,
  type OrgListRow,
  type OrgNode,
  type OrgReportQuery,
  type OrgReportRow,
  type OrgTreeNode,
  type OrgTreeQuery,
} from '@vr/contracts';
import { type SQL, and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { type Page, selectPageQuery } from '../../platform/list/page-query.js';
import { orgs, users } from '../../platform/identity/schema.js';
import { depthOf, idsOnPath, nest, orgScope } from './service.js';
import { containing } from '../../platform/sql/like.js';
import { deviceCountsBelow } from './device-counts.js';

const nameLike = (name: string | undefined): SQL | undefined => containing(orgs.name, name);

/** Sibling order of every tree: display order, then id. */
const treeOrder = [asc(orgs.sort), asc(orgs.id)];

/**
 * The caller's organisations as a tree (GET /api/Org/tree/v2 and /api/Org/tree). Without a search
 * or paging it is the whole tree within scope. With `orgName` or `page`/`limit`, the matches are
 * paged (shallowest first) and the answer holds the page's matches with their in-scope ancestors.
 */
export async function scopedTree<N>(
  db: Database,
  auth: AuthContext,
  query: OrgTreeQuery,
  toNode: (row: typeof orgs.$inferSelect) => N & { children?: N[] },
): Promise<{ tree: N[]; total: number }> {
  const scope = orgScope(auth);
  const paged = query.orgName !== undefined && query.orgName !== '' ? true : query.page !== undefined || query.limit !== undefined;
  if (!paged) {
    const rows = await db
      .select()
      .from(orgs)
      .where(scope)
      .orderBy(...treeOrder);
    return { tree: nest(rows, toNode), total: rows.length };
  }
  const limit = query.limit ?? ORG_SELECT_PAGE_SIZE;
  const offset = ((query.page ?? 1) - 1) * limit;
  const where = and(scope, nameLike(query.orgName));
  const depth = sql`length(${orgs.path}) - length(replace(${orgs.path}, '/', ''))`;
  const [matches, [count]] = await Promise.all([
    db
      .select({ id: orgs.id, path: orgs.path })
      .from(orgs)
      .where(where)
      .orderBy(depth, ...treeOrder)
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(orgs)
      .where(where),
  ]);
  const ids = new Set<number>();
  for (const m of matches) for (const id of idsOnPath(m.path)) ids.add(id);
  if (ids.size === 0) return { tree: [], total: count?.n ?? 0 };
  const rows = await db
    .select()
    .from(orgs)
    .where(and(scope, inArray(orgs.id, [...ids])))
    .orderBy(...treeOrder);
  return { tree: nest(rows, toNode), total: count?.n ?? 0 };
}

export const v2Node = (row: typeof orgs.$inferSelect): OrgTreeNode => ({ orgId: row.id, orgName: row.name });

export const fullNode = (row: typeof orgs.$inferSelect): OrgNode => ({
  orgId: row.id,
  orgName: row.name,
  parentId: row.parentId,
  kind: row.kind as OrgKind,
  code: row.code,
  status: row.status,
});

/** GET /api/Org/list: flat, in scope; every row unless the caller pages. */
export async function orgList(db: Database, auth: AuthContext, query: OrgListQuery): Promise<Page<OrgListRow>> {
  const where = and(orgScope(auth), nameLike(query.orgName), query.kind ? eq(orgs.kind, query.kind) : undefined);
  const unpaged = query.page === undefined && query.limit === undefined && query.pageNum === undefined && query.pageSize === undefined;
  return selectPageQuery(db, {
    params: unpaged ? { ...query, limit: MAX_PAGE_SIZE } : query,
    sortable: { orgName: orgs.name, orgId: orgs.id, sort: orgs.sort },
    defaultOrder: [asc(orgs.path)],
    select: db
      .select({
        orgId: orgs.id,
        orgName: orgs.name,
        parentId: orgs.parentId,
        kind: sql<OrgKind>`${orgs.kind}`,
        code: orgs.code,
        path: orgs.path,
        status: orgs.status,
      })
      .from(orgs)
      .where(where),
    counted: db.select({ id: orgs.id }).from(orgs).where(where),
    exactTotal: 'all',
    toRows: (rows) => rows,
  });
}

const parent = alias(orgs, 'parent_org');

/**
 * GET /api/orgReport/pageList: each organisation in scope with its parent, level, direct
 * children, all descendants, accounts in it and below, and devices in it and below.
 */
export async function orgReport(db: Database, auth: AuthContext, query: OrgReportQuery): Promise<Page<OrgReportRow>> {
  const where = and(
    orgScope(auth),
    nameLike(query.orgName),
    query.kind ? eq(orgs.kind, query.kind) : undefined,
    query.status !== undefined ? eq(orgs.status, query.status) : undefined,
  );
  // Sub-selects over aliased copies of sys_org ("below", "user_org"); the outer row is sys_org.
  const childCount = sql<number>`(select count(*)::int from ${orgs} as below where below.parent_id = ${orgs.id})`;
  const descendantCount = sql<number>`(select count(*)::int - 1 from ${orgs} as below where below.path like ${orgs.path} || '%')`;
  const userCount = sql<number>`(select count(*)::int from ${users} join ${orgs} as user_org on user_org.id = ${users.orgId} where user_org.path like ${orgs.path} || '%')`;
  const page = await selectPageQuery(db, {
    params: query,
    sortable: { orgName: orgs.name, kind: orgs.kind, childCount, userCount, createTime: orgs.createdAt },
    defaultOrder: [asc(orgs.path)],
    select: db
      .select({
        orgId: orgs.id,
        orgName: orgs.name,
        kind: sql<OrgKind>`${orgs.kind}`,
        code: orgs.code,
        parentId: orgs.parentId,
        parentName: parent.name,
        path: orgs.path,
        childCount,
        descendantCount,
        userCount,
        status: orgs.status,
        createdAt: orgs.createdAt,
      })
      .from(orgs)
      .leftJoin(parent, eq(parent.id, orgs.parentId))
      .where(where),
    counted: db.select({ id: orgs.id }).from(orgs).where(where),
    exactTotal: 'all',
    toRows: (rows) => rows,
  });
  const deviceCounts = await deviceCountsBelow(
    db,
    page.rows.map((r) => r.orgId),
  );
  return {
    total: page.total,
    rows: page.rows.map(({ path, createdAt, ...r }) => ({
      ...r,
      level: depthOf(path),
      deviceCount: deviceCounts.get(r.orgId) ?? 0,
      createTime: createdAt.toISOString(),
    })),
  };
}
