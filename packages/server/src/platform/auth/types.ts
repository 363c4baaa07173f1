import type { RouteAccess } from '@vr/contracts';
import type { DataScopeGrant } from '../rbac/data-scope.js';

/** Who is calling: loaded from the session on every authenticated request. */
export interface AuthContext {
  sessionId: string;
  userId: number;
  username: string;
  employeeName: string;
  orgId: number;
  orgPath: string;
  roles: string[];
  roleIds: number[];
  permissions: string[];
  scopes: DataScopeGrant[];
}

export interface AuditSpec {
  module: string;
  action: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The permission the route needs, or PUBLIC / SESSION. Required on every route. */
    access?: RouteAccess;
    /** How the operation log names a write; `false` leaves the route out (sign-in has its own log). */
    audit?: AuditSpec | false;
    /** Accept the session token from the `token` query parameter (the loginAuth call, opened as a plain link). */
    tokenFromQuery?: boolean;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}
