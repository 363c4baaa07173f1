import type { RouteAccess } from '@vr/contracts';
import type { FastifyContextConfig } from 'fastify';
import type { DataScopeGrant } from '../rbac/data-scope.js';

/** Who is calling: resolved from the session (and kept a few seconds in `app.callers`). */
export interface AuthContext {
  sessionId: string;
  userId: number;
  username: string;
  employeeName: string;
  orgId: number;
  orgPath: string;
  /**
   * The ids of the caller's organisation and of every organisation below it, read with the
   * session (null when there are too many to list). Forgotten with the cached caller whenever an
   * organisation is added, moved or deleted.
   */
  orgsBelow: readonly number[] | null;
  roles: string[];
  roleIds: number[];
  permissions: string[];
  scopes: DataScopeGrant[];
  /**
   * The account belongs to the platform itself (no customer on its organisation path): only such
   * an account may change what applies to every customer (routes marked `platformOnly`).
   */
  platformAccount: boolean;
  /** The account's device permission: 'all', or 'selected' for only the devices granted to it. */
  deviceScope?: string;
}

/** A route as registered (one per method), for suites that walk every route. */
export interface RegisteredRoute {
  method: string;
  url: string;
  config: FastifyContextConfig;
}

export interface AuditSpec {
  module: string;
  action: string;
  /** A save: the body without this field adds, with it edits, and the log names the action `add` or `edit`. */
  saveIdField?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The permission the route needs, or PUBLIC / SESSION. Required on every route. */
    access?: RouteAccess;
    /** How the operation log names a write; `false` leaves the route out (sign-in has its own log). */
    audit?: AuditSpec | false;
    /** Accept the session token from the `token` query parameter (the loginAuth call, opened as a plain link). */
    tokenFromQuery?: boolean;
    /**
     * A public route that still wants to know who calls: a valid session sets `request.auth`,
     * none (or an expired one) leaves it null instead of refusing.
     */
    sessionIfPresent?: boolean;
    /** Accept the session token from the web app's cookie (what a browser sends for a link or an <img>). */
    tokenFromCookie?: boolean;
    /**
     * The route changes what callers are made of (ends sessions; changes accounts, roles, their
     * menus or organisations, menus' permissions, organisations' paths): this process forgets its
     * cached callers before answering. Other processes hear it from the database.
     */
    changesCallers?: boolean;
    /**
     * The route changes something every customer shares (platform settings, parameters,
     * dictionaries, menus, jobs, caches): refused to customer accounts whatever their permissions.
     */
    platformOnly?: boolean;
  }
  interface FastifyInstance {
    /** Every route registered, one entry per method (HEAD left out). */
    registeredRoutes: readonly RegisteredRoute[];
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}
