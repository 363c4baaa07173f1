import { existsSync } from 'node:fs';
import type { AreaDefinition } from '../platform/area.js';
import type { Database } from '../platform/db/database.js';
import type { SaveAccess } from '../platform/routes/access.js';

/**
 * The table the access suite (`access-matrix.test.ts`) walks. Every registered route that declares
 * a permission is checked from its registration: no session → 401, a session without the
 * permission → 403 (each path parameter `1`: the guard refuses before parameters are validated).
 * An area adds, through the `accessCases` of its folder's `access.cases.ts` (found by the area's name):
 *
 * - `checkedLater`: its session routes that check a permission once their input is valid (a save
 *   of `guardOf({ create, update })`, a handler's own check), with one valid call per permission;
 *   each call gets the same 401 and 403 checks;
 * - `scope`: the `ops` user (Demo Coffee Co., department-and-below) is given the permissions, a
 *   row of Harbor Drinks Ltd. is created, and the list must not contain it while detail, update
 *   and delete by its id must be refused (403 or 404) and change nothing.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A route as registered: method and URL pattern, as in `app.registeredRoutes`. */
export type RouteKey = `${Method} ${string}`;

export interface RouteCall {
  method: Method;
  url: string;
  /** JSON body, or a form body when `form` is set. */
  payload?: Record<string, unknown>;
  form?: boolean;
}

/** One valid call of a route that checks its permission after validation, and that permission. */
export interface LaterCheck {
  permission: string;
  /** Query string, without the `?`. */
  query?: string;
  payload?: Record<string, unknown>;
  form?: boolean;
}

/** A save's two checks: its body without the id field needs `create`, with the id field `update`. */
export function saveChecks(body: Record<string, unknown>, access: SaveAccess, options: { form?: boolean } = {}): LaterCheck[] {
  return [
    { permission: access.create, payload: body, ...options },
    { permission: access.update, payload: { ...body, [access.idField ?? 'id']: 1 }, ...options },
  ];
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
  /** Session routes that check a permission once their input is valid, keyed as registered. */
  checkedLater?: Partial<Record<RouteKey, LaterCheck[]>>;
  scope: ScopeCase[];
}

/**
 * The access tables of the areas, in their order: each area's `modules/<name>/access.cases.ts`,
 * where it has one. Test code, so the areas' definitions never name it.
 */
export async function areaAccessCases(areas: readonly AreaDefinition[]): Promise<AccessModule[]> {
  const files = areas.map((area) => new URL(`../modules/${area.name}/access.cases.ts`, import.meta.url)).filter((file) => existsSync(file));
  return Promise.all(
    files.map(async (file) => {
      const { accessCases } = (await import(file.href)) as { accessCases?: AccessModule };
      if (!accessCases) throw new Error(`${file.pathname} exports no \`accessCases\``);
      return accessCases;
    }),
  );
}
