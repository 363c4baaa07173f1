import { ADMIN_ROLE, ALL_PERMISSIONS, DATA_SCOPES, type DataScope } from '@vr/contracts';
import { type AnyColumn, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { reusableStatement } from '../db/prepared.js';
import { menus, orgs, roleMenus, roleOrgs, roles, sessions, userRoles, users } from '../identity/schema.js';
import type { DataScopeGrant } from '../rbac/data-scope.js';
import type { AuthContext } from './types.js';

/** A live session's caller as the database had it, with what the guard needs to decide on it. */
export interface ResolvedCaller {
  auth: AuthContext;
  /** The account is enabled (status 0). */
  enabled: boolean;
  /** Epoch milliseconds. */
  expiresAt: number;
  lastSeenAt: number;
}

interface HeldRole {
  id: number;
  key: string;
  scope: DataScope;
  /** The organisations of a custom scope; null for the other scopes. */
  orgIds: number[] | null;
}

interface CallerRow {
  sessionId: string;
  expiresAt: number;
  lastSeenAt: number;
  userId: number;
  username: string;
  employeeName: string;
  orgId: number;
  orgPath: string | null;
  orgsBelow: number[] | null;
  platformAccount: boolean;
  status: number;
  deviceScope: string | null;
  roles: HeldRole[];
  /** Distinct `perms` texts of the menus the enabled roles hold; one text may list several. */
  perms: string[];
}

/**
 * Above this many organisations a caller's subtree stays a sub-select in its scope condition: an
 * array that long would cost more to send and plan than it saves.
 */
const MAX_ORGS_BELOW = 500;

const epochMs = (column: AnyColumn) => sql`floor(extract(epoch from ${column}) * 1000)`;

/**
 * The session, its account, the account's organisation path, its enabled roles with their data
 * scopes (and custom organisations) and their menus' permission strings: one statement, one
 * JSON value.
 */
const selectCaller = reusableStatement<{ caller: CallerRow }>(
  'auth_caller',
  sql`select json_build_object(
      'sessionId', ${sessions.id},
      'expiresAt', ${epochMs(sessions.expiresAt)},
      'lastSeenAt', ${epochMs(sessions.lastSeenAt)},
      'userId', ${users.id},
      'username', ${users.username},
      'employeeName', ${users.employeeName},
      'orgId', ${users.orgId},
      'orgPath', ${orgs.path},
      'orgsBelow', (
        select case when count(*) <= ${MAX_ORGS_BELOW} then json_agg(below.id order by below.id) end
        from ${orgs} as below where below.path like ${orgs.path} || '%'),
      'platformAccount', ${orgs.kind} is not null and not exists (
        select 1 from ${orgs} as on_path
        where on_path.kind = 'customer'
          and on_path.id = any(string_to_array(trim(both '/' from ${orgs.path}), '/')::int[])),
      'status', ${users.status},
      'deviceScope', ${users.deviceScope},
      'roles', coalesce(held.roles, '[]'::json),
      'perms', coalesce(granted.perms, '[]'::json)
    ) as caller
    from ${sessions}
    join ${users} on ${users.id} = ${sessions.userId}
    left join ${orgs} on ${orgs.id} = ${users.orgId}
    left join lateral (
      select json_agg(json_build_object(
          'id', ${roles.id},
          'key', ${roles.roleKey},
          'scope', ${roles.dataScope},
          'orgIds', case when ${roles.dataScope} = ${DATA_SCOPES.CUSTOM} then coalesce(
            (select json_agg(${roleOrgs.orgId} order by ${roleOrgs.orgId}) from ${roleOrgs} where ${roleOrgs.roleId} = ${roles.id}),
            '[]'::json) end
        ) order by ${roles.id}) as roles
      from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.roleId}
      where ${userRoles.userId} = ${users.id} and ${roles.status} = 0
    ) held on true
    left join lateral (
      select json_agg(distinct ${menus.perms}) as perms
      from ${userRoles}
      join ${roles} on ${roles.id} = ${userRoles.roleId}
      join ${roleMenus} on ${roleMenus.roleId} = ${roles.id}
      join ${menus} on ${menus.id} = ${roleMenus.menuId}
      where ${userRoles.userId} = ${users.id} and ${roles.status} = 0 and ${menus.perms} <> ''
    ) granted on true
    where ${sessions.id} = ${sql.placeholder('sessionId')} and ${sessions.expiresAt} > ${sql.placeholder('now')}`,
);

function permissionsOf(row: CallerRow): string[] {
  if (row.roles.some((r) => r.key === ADMIN_ROLE)) return [ALL_PERMISSIONS];
  const held = new Set<string>();
  for (const text of row.perms) {
    for (const part of text.split(',')) {
      const perm = part.trim();
      if (perm) held.add(perm);
    }
  }
  return [...held];
}

/** The caller of a live (unexpired) session, or null. */
export async function resolveCaller(db: Database, sessionId: string, now: number): Promise<ResolvedCaller | null> {
  const [found] = await selectCaller(db, { sessionId, now: new Date(now).toISOString() });
  if (!found) return null;
  const row = found.caller;
  const scopes: DataScopeGrant[] = row.roles.map((r) =>
    Object.freeze(
      r.scope === DATA_SCOPES.CUSTOM ? { scope: r.scope, orgIds: Object.freeze(r.orgIds ?? []) as number[] } : { scope: r.scope },
    ),
  );
  // Shared by every request of the session while cached: frozen, so no handler can change it for the others.
  return {
    auth: Object.freeze({
      sessionId: row.sessionId,
      userId: row.userId,
      username: row.username,
      employeeName: row.employeeName,
      orgId: row.orgId,
      orgPath: row.orgPath ?? `/${row.orgId}/`,
      orgsBelow: row.orgsBelow ? (Object.freeze(row.orgsBelow) as number[]) : null,
      roles: Object.freeze(row.roles.map((r) => r.key)) as string[],
      roleIds: Object.freeze(row.roles.map((r) => r.id)) as number[],
      permissions: Object.freeze(permissionsOf(row)) as string[],
      platformAccount: row.platformAccount,
      scopes: Object.freeze(scopes) as DataScopeGrant[],
      deviceScope: row.deviceScope ?? 'all',
    }),
    enabled: row.status === 0,
    expiresAt: row.expiresAt,
    lastSeenAt: row.lastSeenAt,
  };
}

/** Last-seen is written at most once a minute, so reads do not turn into a write each. */
const MAX_TOUCH_INTERVAL_MS = 60_000;

/**
 * How often a session in use slides its expiry: at most once a minute, and always well within
 * the time to live, so a session that is used never expires between two touches.
 */
export function touchInterval(ttlMinutes: number): number {
  return Math.min(MAX_TOUCH_INTERVAL_MS, (ttlMinutes * 60_000) / 4);
}

/** Marks the session seen now and slides its expiry; answers the new expiry. */
export async function touchSession(db: Database, sessionId: string, now: number, ttlMinutes: number): Promise<number> {
  const expiresAt = now + ttlMinutes * 60_000;
  await db
    .update(sessions)
    .set({ lastSeenAt: new Date(now), expiresAt: new Date(expiresAt) })
    .where(eq(sessions.id, sessionId));
  return expiresAt;
}
