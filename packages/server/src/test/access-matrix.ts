import type { Database } from '../platform/db/database.js';

/**
 * The table the access suite (`access-matrix.test.ts`) walks. A module adds its routes here
 * through its own `access.cases.ts`, named by `accessCases` of its area definition:
 *
 * - every route: no session → 401, a session without `permission` → 403;
 * - every scope case: the `ops` user (Demo Coffee Co., department-and-below) is given the
 *   permissions, a row of Harbor Drinks Ltd. is created, and the list must not contain it while
 *   detail, update and delete by its id must be refused (403 or 404) and change nothing.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RouteCall {
  method: Method;
  url: string;
  /** JSON body, or a form body when `form` is set. */
  payload?: Record<string, unknown>;
  form?: boolean;
}

export interface RouteCase extends RouteCall {
  /** The permission string the route declares. */
  permission: string;
}

export interface ScopeContext {
  db: Database;
  /** Organisation ids of the seed. */
  orgs: { platform: number; demo: number; harbor: number; harborStore: number };
}

export interface ScopeCase {
  name: string;
  /** Granted to ops for this case (its own lists and reads need them). */
  permissions: string[];
  /** Creates a row that belongs to Harbor Drinks Ltd.; answers its id. */
  foreignRow: (ctx: ScopeContext) => Promise<number | string>;
  /** A list call and how to read the row ids out of its `data`. */
  list?: { call: RouteCall; ids: (data: unknown) => Array<number | string> };
  detail?: (id: number | string) => RouteCall;
  update?: (id: number | string) => RouteCall;
  remove?: (id: number | string) => RouteCall;
  /** After the refused update/delete: is the row still there and unchanged? */
  unchanged?: (ctx: ScopeContext, id: number | string) => Promise<boolean>;
}

export interface AccessModule {
  module: string;
  routes: RouteCase[];
  scope: ScopeCase[];
}
