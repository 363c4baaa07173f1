import { type AnyColumn, type SQL, like, sql } from 'drizzle-orm';
import { orgs } from './schema.js';
import { prefixPattern } from '../sql/like.js';

/**
 * The condition on the organisation table for "this organisation and everything below it":
 * the row's materialised path starts with the top's path. The top is given by its path, or by
 * its id (its path is then read inside the same statement).
 */
export function orgSubtree(top: { path: string } | { id: number }): SQL {
  if ('path' in top) return like(orgs.path, prefixPattern(top.path));
  return like(orgs.path, sql`(select ${orgs.path} from ${orgs} where ${orgs.id} = ${top.id}) || '%'`);
}

/** The condition "`column` (an organisation id) is `orgId` or below it"; none without `orgId`. */
export function inOrgSubtree(column: AnyColumn | SQL, orgId: number | undefined): SQL | undefined {
  return orgId ? sql`${column} in (select ${orgs.id} from ${orgs} where ${orgSubtree({ id: orgId })})` : undefined;
}
