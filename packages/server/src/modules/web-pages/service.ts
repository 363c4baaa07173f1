import { WEB_PAGE_LIMITS, type WebPage, type WebPageListQuery, type webPageSaveSchema } from '@vr/contracts';
import { type SQL, and, asc, eq, inArray, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import { type Page, selectPageQuery } from '../../platform/list/page-query.js';
import { isInScope, scopeCondition } from '../../platform/rbac/data-scope.js';
import { orgs } from '../../platform/identity/schema.js';
import { customerOf, idsOnPath } from '../orgs/index.js';
import { webPages } from './schema.js';
import { containing } from '../../platform/sql/like.js';

type SaveInput = z.output<typeof webPageSaveSchema>;

const columns = {
  pageId: webPages.id,
  pageName: webPages.pageName,
  pageLink: webPages.pageLink,
  orgId: webPages.orgId,
  orgName: orgs.name,
  sort: webPages.sort,
  createdAt: webPages.createdAt,
  updatedAt: webPages.updatedAt,
};

function toWebPage(row: Record<string, unknown>): WebPage {
  const r = row as {
    pageId: number;
    pageName: string;
    pageLink: string;
    orgId: number;
    orgName: string | null;
    sort: number;
    createdAt: Date;
    updatedAt: Date;
  };
  return { ...r, orgName: r.orgName ?? '', createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() };
}

/**
 * Which links a caller sees: those of organisations in the data scope, and always the links of
 * the customers on the caller's own path (the header dropdown of every signed-in user).
 */
function visible(auth: AuthContext): SQL | undefined {
  const scoped = scopeCondition(auth, { org: webPages.orgId });
  if (scoped === undefined) return undefined;
  const own = idsOnPath(auth.orgPath);
  return own.length ? or(scoped, inArray(webPages.orgId, own)) : scoped;
}

/** GET /api/WebPage/list: paged, filtered by customer and name, sorted by display order. */
export async function listWebPages(db: Database, query: WebPageListQuery, auth: AuthContext): Promise<Page<WebPage>> {
  const where = and(
    visible(auth),
    query.orgId ? eq(webPages.orgId, query.orgId) : undefined,
    containing(webPages.pageName, query.pageName),
  );
  return selectPageQuery(db, {
    params: query,
    sortable: { sort: webPages.sort, pageName: webPages.pageName, createdAt: webPages.createdAt, orgName: orgs.name },
    defaultOrder: [asc(orgs.sort), asc(webPages.orgId), asc(webPages.sort), asc(webPages.id)],
    select: db.select(columns).from(webPages).leftJoin(orgs, eq(orgs.id, webPages.orgId)).where(where),
    counted: db.select({ id: webPages.id }).from(webPages).where(where),
    exactTotal: 'all',
    toRows: (rows) => rows.map((row) => toWebPage(row)),
  });
}

/** One link the caller may manage: 404 when missing, 403 outside the data scope. */
export async function loadWebPage(db: Database, pageId: number, auth: AuthContext): Promise<WebPage> {
  const [row] = await db.select(columns).from(webPages).leftJoin(orgs, eq(orgs.id, webPages.orgId)).where(eq(webPages.id, pageId)).limit(1);
  if (!row) throw AppError.notFound();
  if (!(await isInScope(db, auth, { orgId: row.orgId as number }))) throw AppError.forbidden();
  return toWebPage(row);
}

/** The customer a saved link belongs to: the one chosen (a customer in scope), else the caller's. */
async function customerFor(db: Database, orgId: number | undefined, auth: AuthContext): Promise<number> {
  if (orgId === undefined) {
    const own = await customerOf(db, auth.orgId);
    if (!own) throw AppError.field('orgId', 'webPageCustomerRequired');
    orgId = own.id;
  }
  const [org] = await db.select({ id: orgs.id, kind: orgs.kind }).from(orgs).where(eq(orgs.id, orgId)).limit(1);
  if (!org) throw AppError.field('orgId', 'webPageCustomerRequired');
  if (org.kind !== 'customer') throw AppError.field('orgId', 'webPageNotCustomer');
  if (!(await isInScope(db, auth, { orgId: org.id }))) throw AppError.forbidden();
  return org.id;
}

/** POST /api/WebPage/save: creates without pageId (needs add), else updates (needs edit). */
export async function saveWebPage(db: Database, input: SaveInput, auth: AuthContext): Promise<WebPage> {
  const creating = input.pageId === undefined;
  const values = { pageName: input.pageName, pageLink: input.pageLink, sort: input.sort ?? WEB_PAGE_LIMITS.defaultSort };
  if (creating) {
    const orgId = await customerFor(db, input.orgId, auth);
    const [row] = await db
      .insert(webPages)
      .values({ ...values, orgId, createdBy: auth.userId, updatedBy: auth.userId })
      .returning({ id: webPages.id });
    return loadWebPage(db, row!.id, auth);
  }
  const current = await loadWebPage(db, input.pageId!, auth);
  const orgId = input.orgId === undefined || input.orgId === current.orgId ? current.orgId : await customerFor(db, input.orgId, auth);
  await db
    .update(webPages)
    .set({ ...values, orgId, updatedBy: auth.userId, updatedAt: new Date() })
    .where(eq(webPages.id, current.pageId));
  return loadWebPage(db, current.pageId, auth);
}

/** GET or POST /api/WebPage/delete. */
export async function deleteWebPage(db: Database, pageId: number, auth: AuthContext): Promise<void> {
  const current = await loadWebPage(db, pageId, auth);
  await db.delete(webPages).where(eq(webPages.id, current.pageId));
}
