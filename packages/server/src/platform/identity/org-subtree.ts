import { type SQL, like, sql } from 'drizzle-orm';
import { orgs } from './schema.js';

/** Escapes the LIKE wildcards of a literal (backslash is the escape character). */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The condition on the organisation table for "this organisation and everything below it":
 * the row's materialised path starts with the top's path. The top is given by its path, or by
 * its id (its path is then read inside the same statement).
 */
export function orgSubtree(top: { path: string } | { id: number }): SQL {
  if ('path' in top) return like(orgs.path, `${escapeLike(top.path)}%`);
  return like(orgs.path, sql`(select ${orgs.path} from ${orgs} where ${orgs.id} = ${top.id}) || '%'`);
}
