import { DATA_SCOPES, type DataScope } from '@vr/contracts';
import { type AnyColumn, type SQL, and, eq, inArray, or, sql } from 'drizzle-orm';
import { orgSubtree } from '../identity/org-subtree.js';
import { orgs } from '../identity/schema.js';
import { idArray } from '../sql/id-array.js';
import type { Database } from '../db/database.js';

/** One role's data scope; `orgIds` are the organisations of a custom scope. */
export interface DataScopeGrant {
  scope: DataScope;
  orgIds?: number[];
}

export interface ScopeSubject {
  userId: number;
  orgId: number;
  /** Materialised path of the user's organisation, e.g. "/1/3/". */
  orgPath: string;
  /** The ids of the subtree under `orgPath`, when known; the condition then names them. */
  orgsBelow?: readonly number[] | null;
  scopes: DataScopeGrant[];
}

export interface ScopeColumns {
  /** The row's organisation column. */
  org: AnyColumn;
  /** The row's owner column, for "only own data"; without it that scope sees nothing. */
  user?: AnyColumn;
}

/**
 * A text that two subjects share exactly when `scopeCondition` gives them the same rows: the
 * scopes, and the organisation or user only where a scope depends on it. For answers shared
 * between callers.
 */
export function scopeKey(subject: ScopeSubject): string {
  const kinds = new Set(subject.scopes.map((g) => g.scope));
  if (kinds.has(DATA_SCOPES.ALL)) return 'all';
  const custom = [...new Set(subject.scopes.flatMap((g) => (g.scope === DATA_SCOPES.CUSTOM ? (g.orgIds ?? []) : [])))].sort(
    (a, b) => a - b,
  );
  return [
    `custom:${custom.join(',')}`,
    kinds.has(DATA_SCOPES.DEPT) ? `org:${subject.orgId}` : '',
    kinds.has(DATA_SCOPES.DEPT_AND_BELOW) ? `below:${subject.orgPath}` : '',
    kinds.has(DATA_SCOPES.SELF) ? `user:${subject.userId}` : '',
  ].join('|');
}

/**
 * The data-scope condition for a query, built with the query builder (never spliced as text).
 * Several roles widen each other (OR). `undefined` means no restriction (scope "all").
 */
export function scopeCondition(subject: ScopeSubject, columns: ScopeColumns): SQL | undefined {
  if (subject.scopes.length === 0) return sql`false`;
  const parts: SQL[] = [];
  for (const grant of subject.scopes) {
    switch (grant.scope) {
      case DATA_SCOPES.ALL:
        return undefined;
      case DATA_SCOPES.CUSTOM:
        parts.push(grant.orgIds && grant.orgIds.length ? inArray(columns.org, grant.orgIds) : sql`false`);
        break;
      case DATA_SCOPES.DEPT:
        parts.push(eq(columns.org, subject.orgId));
        break;
      case DATA_SCOPES.DEPT_AND_BELOW:
        parts.push(subtreeCondition(subject, columns.org));
        break;
      case DATA_SCOPES.SELF:
        parts.push(columns.user ? eq(columns.user, subject.userId) : sql`false`);
        break;
    }
  }
  return parts.length === 1 ? parts[0] : or(...parts);
}

/**
 * "The row's organisation is the subject's or below it". With the subtree's ids known, they are
 * named as one array parameter: the planner then sees which organisations it reads and can choose
 * the `(org_id, …)` index for a customer with few rows. As a sub-select it cannot, and it walks a
 * whole table newest first to find a small customer's page.
 */
function subtreeCondition(subject: ScopeSubject, org: AnyColumn): SQL {
  if (subject.orgsBelow && subject.orgsBelow.length > 0) {
    return sql`${org} = any(${idArray(subject.orgsBelow)}::int[])`;
  }
  return inArray(org, sql`(select ${orgs.id} from ${orgs} where ${orgSubtree({ path: subject.orgPath })})`);
}

/**
 * The organisations whose rows the subject sees, listed, when its scope is organisations only and
 * they are known (custom lists, its own, its subtree named by `orgsBelow`): a list may then read
 * each one's rows from an `(org_id, …)` index. Undefined for "all", for "only own data" and for a
 * subtree not named.
 */
export function scopeOrgIds(subject: ScopeSubject): number[] | undefined {
  const ids = new Set<number>();
  for (const grant of subject.scopes) {
    switch (grant.scope) {
      case DATA_SCOPES.CUSTOM:
        for (const id of grant.orgIds ?? []) ids.add(id);
        break;
      case DATA_SCOPES.DEPT:
        ids.add(subject.orgId);
        break;
      case DATA_SCOPES.DEPT_AND_BELOW:
        if (!subject.orgsBelow?.length) return undefined;
        for (const id of subject.orgsBelow) ids.add(id);
        break;
      default:
        return undefined;
    }
  }
  return [...ids];
}

/**
 * The single-row guard: true when a row of organisation `orgId` (owned by `ownerId`) is
 * within the subject's scope. Uses the same condition as lists, so both always agree.
 */
export async function isInScope(db: Database, subject: ScopeSubject, row: { orgId: number; ownerId?: number | null }): Promise<boolean> {
  const ownerValue = sql`${row.ownerId ?? null}::integer`;
  const condition = scopeCondition(subject, { org: orgs.id, user: ownerValue as unknown as AnyColumn });
  const found = await db
    .select({ id: orgs.id })
    .from(orgs)
    .where(and(eq(orgs.id, row.orgId), condition))
    .limit(1);
  return found.length > 0;
}
