import type { ClientErrorListQuery, ClientErrorReport, ClientErrorRow, ClientErrorSource } from '@vr/contracts';
import { type SQL, and, count, desc, eq, gte, ilike, inArray, lte, or } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import { type Page, pageQuery } from '../../platform/list/page-query.js';
import { scopeCondition } from '../../platform/rbac/data-scope.js';
import { orgs, users } from '../../platform/identity/schema.js';
import { clientErrors } from './schema.js';
import { containsPattern } from '../../platform/sql/like.js';

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

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** A filter bound: a date (the whole day, in the server's time zone) or a date-time. */
export function parseBound(value: string, field: 'beginTime' | 'endTime'): Date {
  const text = value.trim();
  let date: Date | null = null;
  if (DATE_ONLY.test(text)) date = new Date(`${text}T${field === 'beginTime' ? '00:00:00.000' : '23:59:59.999'}`);
  else if (DATE_TIME.test(text)) date = new Date(text.replace(' ', 'T'));
  if (!date || Number.isNaN(date.getTime())) throw AppError.field(field, 'clientErrorBadTime', { value: text });
  return date;
}

const scopeOf = (auth: AuthContext) => scopeCondition(auth, { org: clientErrors.orgId, user: clientErrors.userId });

/** GET /admin/monitor/clientError/list: newest first, data-scoped by the reporter's organisation. */
export async function listClientErrors(db: Database, query: ClientErrorListQuery, auth: AuthContext): Promise<Page<ClientErrorRow>> {
  const filters: (SQL | undefined)[] = [scopeOf(auth)];
  if (query.beginTime) filters.push(gte(clientErrors.createdAt, parseBound(query.beginTime, 'beginTime')));
  if (query.endTime) filters.push(lte(clientErrors.createdAt, parseBound(query.endTime, 'endTime')));
  if (query.source) filters.push(eq(clientErrors.source, query.source));
  if (query.username) {
    const pattern = containsPattern(query.username);
    filters.push(or(ilike(clientErrors.username, pattern), ilike(users.employeeName, pattern)));
  }
  const where = and(...filters);
  return pageQuery({
    params: query,
    sortable: { createdAt: clientErrors.createdAt, source: clientErrors.source, username: clientErrors.username },
    defaultOrder: [desc(clientErrors.createdAt), desc(clientErrors.id)],
    rows: async ({ limit, offset, orderBy }) => {
      const rows = await db
        .select({ row: clientErrors, employeeName: users.employeeName, orgName: orgs.name })
        .from(clientErrors)
        .leftJoin(users, eq(users.id, clientErrors.userId))
        .leftJoin(orgs, eq(orgs.id, clientErrors.orgId))
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset);
      return rows.map(({ row, employeeName, orgName }) => ({
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
      }));
    },
    count: async () => {
      const [row] = await db.select({ n: count() }).from(clientErrors).leftJoin(users, eq(users.id, clientErrors.userId)).where(where);
      return row?.n ?? 0;
    },
  });
}

/** DELETE /admin/monitor/clientError/{ids}: all of them in scope, or none is deleted. */
export async function deleteClientErrors(db: Database, ids: number[], auth: AuthContext): Promise<number> {
  const unique = [...new Set(ids)];
  const found = await db
    .select({ id: clientErrors.id })
    .from(clientErrors)
    .where(and(inArray(clientErrors.id, unique), scopeOf(auth)));
  if (found.length !== unique.length) throw AppError.notFound();
  await db.delete(clientErrors).where(inArray(clientErrors.id, unique));
  return unique.length;
}
