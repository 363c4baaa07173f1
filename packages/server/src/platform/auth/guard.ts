import { PUBLIC, SESSION, hasAnyPermission } from '@vr/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.js';
import { AppError } from '../http/errors.js';
import { loadAuthorization } from './authorization.js';
import { findSession } from './sessions.js';
import type { AuthContext } from './types.js';

/** Routes registered by plugins we do not write (API docs, static files) are public by nature. */
const PLUGIN_OWNED = [/^\/api\/docs(\/|$)/, /^\/assets\//, /^\/\*$/, /^\/$/];

export function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers['token'];
  const token = Array.isArray(header) ? header[0] : header;
  if (token) return token;
  const auth = request.headers.authorization;
  if (auth?.startsWith('Bearer ')) return auth.slice(7).trim() || null;
  if (request.routeOptions.config.tokenFromQuery) {
    const q = (request.query as Record<string, unknown> | undefined)?.['token'];
    if (typeof q === 'string' && q) return q;
  }
  return null;
}

export interface GuardOptions {
  db: Database;
  sessionTtlMinutes: number;
}

/**
 * Every route declares what it needs (`config.access`): PUBLIC, SESSION or a permission string.
 * Registering a route without one fails at start, so no route is open by accident.
 */
export function installGuard(app: FastifyInstance, { db, sessionTtlMinutes }: GuardOptions): void {
  app.decorateRequest('auth', null);

  app.addHook('onRoute', (route) => {
    const declared = route.config?.access;
    if (declared) {
      // Integrators read each operation's access in the OpenAPI document.
      const schema = (route.schema ?? {}) as { description?: string };
      const note =
        declared === PUBLIC
          ? 'Access: public.'
          : declared === SESSION
            ? 'Access: any signed-in user.'
            : `Access: permission \`${declared}\`.`;
      route.schema = { ...schema, description: schema.description ? `${schema.description}\n\n${note}` : note };
      return;
    }
    if (PLUGIN_OWNED.some((re) => re.test(route.url))) {
      route.config = { ...route.config, access: PUBLIC };
      return;
    }
    throw new Error(`Route ${String(route.method)} ${route.url} declares no access (config.access): refusing to start`);
  });

  // onRequest: who the caller is and what it may do is settled before the body is even read.
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access === PUBLIC) return;
    const token = tokenOf(request);
    if (!token) throw AppError.unauthorized();
    const session = await findSession(db, token, sessionTtlMinutes);
    if (!session) throw AppError.unauthorized('sessionInvalid');
    if (session.userStatus !== 0) throw AppError.unauthorized('sessionInvalid');
    const authz = await loadAuthorization(db, session.userId, session.orgId);
    request.auth = {
      sessionId: session.sessionId,
      userId: session.userId,
      username: session.username,
      employeeName: session.employeeName,
      orgId: session.orgId,
      orgPath: authz.orgPath,
      roles: authz.roles,
      roleIds: authz.roleIds,
      permissions: authz.permissions,
      scopes: authz.scopes,
    };
    if (access !== SESSION && !hasAnyPermission(authz.permissions, [access])) throw AppError.forbidden();
  });
}

/** The caller of a route that declared SESSION or a permission; the guard has already checked it. */
export function currentUser(request: FastifyRequest): AuthContext {
  if (!request.auth) throw AppError.unauthorized();
  return request.auth;
}
