import type { ClientErrorListQuery, ClientErrorReport, ClientErrorRow, ClientErrorSource } from '@vr/contracts';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { type Page, pageQuery, pagedRows } from '../../platform/list/page-query.js';
import { selectedIds } from '../../platform/list/selection.js';
import { scopeCondition } from '../../platform/rbac/data-scope.js';
import { orgs, users } from '../../platform/identity/schema.js';
import { clientErrors } from './schema.js';
import { containing } from '../../platform/sql/like.js';
import { serverTimeBound, timeRange } from '../../platform/list/time-filter.js';

export interface ReportContext {
  userAgent: string | undefined;
  ip: string;
}

/** Stores one report of the signed-in user's browser. */
export async function recordClientError(db: Database, report: ClientErrorReport, auth: AuthContext, ctx: ReportContext): Promise<void> {
  await db.insert(clientErrors).values({
    message: report.message,
    stack: report.stack ?? null,
    componentStack: report.componentStack ?? null,
    url: report.url,
    source: report.source,
    userAgent: ctx.userAgent?.slice(0, 500) ?? null,
    userId: auth.userId,
    username: auth.username,
    orgId: auth.orgId,
    ip: ctx.ip.slice(0, 64),
  });
}

/** A filter bound: a date (the whole day, in the server's time zone) or a date-time. */
export function parseBound(value: string, field: 'beginTime' | 'endTime'): Date {
  return serverTimeBound(value, field, 'clientErrorBadTime');
}

const toRow = ({
  row,
  employeeName,
  orgName,
}: {
  row: typeof clientErrors.$inferSelect;
  employeeName: string | null;
  orgName: string | null;
}): ClientErrorRow => ({
  id: row.id,
  message: row.message,
  stack: row.stack,
  componentStack: row.componentStack,
  url: row.url,
  source: row.source as ClientErrorSource,
  userAgent: row.userAgent,
  userId: row.userId,
  username: row.username,
  employeeName: employeeName ?? null,
  orgId: row.orgId,
  orgName: orgName ?? null,
  ip: row.ip,
  createdAt: row.createdAt.toISOString(),
});

const scopeOf = (auth: AuthContext) => scopeCondition(auth, { org: clientErrors.orgId, user: clientErrors.userId });

/** GET /admin/monitor/clientError/list: newest first, data-scoped by the reporter's organisation. */
export async function listClientErrors(db: Database, query: ClientErrorListQuery, auth: AuthContext): Promise<Page<ClientErrorRow>> {
  const where = and(
    scopeOf(auth),
    ...timeRange(clientErrors.createdAt, query, parseBound),
    query.source ? eq(clientErrors.source, query.source) : undefined,
    containing([clientErrors.username, users.employeeName], query.username),
  );
  return pageQuery({
    params: query,
    sortable: { createdAt: clientErrors.createdAt, source: clientErrors.source, username: clientErrors.username },
    defaultOrder: [desc(clientErrors.createdAt), desc(clientErrors.id)],
    rows: pagedRows(
      db
        .select({ row: clientErrors, employeeName: users.employeeName, orgName: orgs.name })
        .from(clientErrors)
        .leftJoin(users, eq(users.id, clientErrors.userId))
        .leftJoin(orgs, eq(orgs.id, clientErrors.orgId))
        .where(where),
      toRow,
    ),
    count: async () =>
      (await db.select({ n: count() }).from(clientErrors).leftJoin(users, eq(users.id, clientErrors.userId)).where(where))[0]?.n ?? 0,
  });
}

/** DELETE /admin/monitor/clientError/{ids}: all of them in scope, or none is deleted. */
export async function deleteClientErrors(db: Database, ids: number[], auth: AuthContext): Promise<number> {
  const unique = await selectedIds(ids, (unique) =>
    db
      .select({ id: clientErrors.id })
      .from(clientErrors)
      .where(and(inArray(clientErrors.id, unique), scopeOf(auth))),
  );
  await db.delete(clientErrors).where(inArray(clientErrors.id, unique));
  return unique.length;
}
