import { BUILT_IN_ADMIN_USERNAME, type OnlineQuery, type OnlineSession } from '@vr/contracts';
import { type SQL, and, count, desc, eq, gt } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/types.js';
import { endSession } from '../../platform/auth/sessions.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import { type Page, pageQuery, pagedRows } from '../../platform/list/page-query.js';
import { scopeCondition } from '../../platform/rbac/data-scope.js';
import { orgs, sessions, users } from '../../platform/identity/schema.js';
import { containing } from '../../platform/sql/like.js';

/** Sessions of accounts in the caller's organisation subtree (data scope of the account). */
const scopeOf = (auth: AuthContext) => scopeCondition(auth, { org: users.orgId, user: users.id });

function onlineWhere(q: OnlineQuery, auth: AuthContext): SQL | undefined {
  return and(
    gt(sessions.expiresAt, new Date()),
    scopeOf(auth),
    containing(sessions.ip, q.ipaddr),
    containing([users.username, users.employeeName], q.userName),
  );
}

/** GET /admin/monitor/online/list: every live session in scope, most recently active first. */
export async function listOnline(db: Database, q: OnlineQuery, auth: AuthContext): Promise<Page<OnlineSession>> {
  const where = onlineWhere(q, auth);
  return pageQuery({
    params: q,
    sortable: {
      loginTime: sessions.loginAt,
      lastAccessTime: sessions.lastSeenAt,
      userName: users.username,
      ipaddr: sessions.ip,
    },
    defaultOrder: [desc(sessions.lastSeenAt), desc(sessions.id)],
    rows: pagedRows(
      db
        .select({ s: sessions, userName: users.username, employeeName: users.employeeName, orgName: orgs.name })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .leftJoin(orgs, eq(orgs.id, users.orgId))
        .where(where),
      ({ s, userName, employeeName, orgName }) => ({
        sessionId: s.id,
        userId: s.userId,
        userName,
        employeeName,
        orgName,
        ipaddr: s.ip,
        browser: s.browser,
        os: s.os,
        loginTime: s.loginAt.toISOString(),
        lastAccessTime: s.lastSeenAt.toISOString(),
        expireTime: s.expiresAt.toISOString(),
        current: s.id === auth.sessionId,
      }),
    ),
    count: async () =>
      (await db.select({ n: count() }).from(sessions).innerJoin(users, eq(users.id, sessions.userId)).where(where))[0]?.n ?? 0,
  });
}

/**
 * Force logout: the session ends at once, so its next request is answered 401. Only sessions
 * of accounts in scope (404 otherwise); the built-in administrator's only by itself.
 */
export async function forceLogout(db: Database, sessionId: string, auth: AuthContext): Promise<{ userName: string; own: boolean }> {
  const [row] = await db
    .select({ id: sessions.id, userName: users.username, loginBound: users.loginBound })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), scopeOf(auth)))
    .limit(1);
  if (!row) throw AppError.notFound();
  if (row.loginBound && row.userName === BUILT_IN_ADMIN_USERNAME && auth.username !== BUILT_IN_ADMIN_USERNAME) {
    throw AppError.badRequest('onlineAdminProtected');
  }
  await endSession(db, row.id);
  return { userName: row.userName, own: row.id === auth.sessionId };
}
