import { PUBLIC, SESSION, SESSION_COOKIE, hasAnyPermission } from '@vr/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiDocsAccess } from '../config.js';
import type { DatabaseHandle } from '../db/database.js';
import { AppError } from '../http/errors.js';
import { hookRoutes, methodsOf } from '../routes/route-hooks.js';
import { CallerCache } from './caller-cache.js';
import { listenForCallerChanges } from './caller-changes.js';
import { resolveCaller, touchInterval, touchSession } from './caller.js';
import { hashToken } from './sessions.js';
import type { AuthContext, RegisteredRoute } from './types.js';

/** Routes registered by plugins we do not write: static files are public by nature, the API docs as configured. */
const PLUGIN_OWNED = [/^\/assets\//, /^\/\*$/, /^\/$/];
const API_DOCS = /^\/api\/docs(\/|$)/;

/** The value of one cookie of the request, if sent. */
function cookieOf(request: FastifyRequest, name: string): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(part.slice(at + 1).trim()) || null;
      } catch {
        return null;
      }
    }
  }
  return null;
}

export function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers['token'];
  const token = Array.isArray(header) ? header[0] : header;
  if (token) return token;
  const auth = request.headers.authorization;
  // The scheme name is case-insensitive (RFC 9110), so `bearer` and `BEARER` are accepted too.
  const bearer = auth && /^bearer\s+(\S+)\s*$/i.exec(auth);
  if (bearer) return bearer[1]!;
  if (request.routeOptions.config.tokenFromCookie) {
    const fromCookie = cookieOf(request, SESSION_COOKIE);
    if (fromCookie) return fromCookie;
  }
  if (request.routeOptions.config.tokenFromQuery) {
    const q = (request.query as Record<string, unknown> | undefined)?.['token'];
    if (typeof q === 'string' && q) return q;
  }
  return null;
}

export interface GuardOptions {
  database: DatabaseHandle;
  sessionTtlMinutes: number;
  /** How long a resolved caller is served from memory; 0 reads the database on every request. */
  callerCacheSeconds: number;
  /** Who may read the API documentation; a browser opening it sends the session cookie. */
  apiDocs: ApiDocsAccess;
}

/** Sessions cached at most; the least recently used is dropped first. */
const CALLER_CACHE_ENTRIES = 10_000;

/**
 * Every route declares what it needs (`config.access`): PUBLIC, SESSION or a permission string.
 * Registering a route without one fails at start, so no route is open by accident.
 */
export function installGuard(app: FastifyInstance, { database, sessionTtlMinutes, callerCacheSeconds, apiDocs }: GuardOptions): void {
  const { db } = database;
  const touchEvery = touchInterval(sessionTtlMinutes);
  const callers = new CallerCache({ ttlMs: callerCacheSeconds * 1000, maxEntries: CALLER_CACHE_ENTRIES });
  app.decorate('callers', callers);
  const registered: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registered);
  app.decorateRequest('auth', null);
  listenForCallerChanges(app, database, callers);

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
      const platformNote = route.config?.platformOnly ? ' Platform accounts only: it applies to every customer.' : '';
      route.schema = { ...schema, description: `${schema.description ? `${schema.description}\n\n` : ''}${note}${platformNote}` };
    } else if (API_DOCS.test(route.url)) {
      route.config = { ...route.config, ...(apiDocs === 'public' ? { access: PUBLIC } : { access: SESSION, tokenFromCookie: true }) };
    } else if (PLUGIN_OWNED.some((re) => re.test(route.url))) {
      route.config = { ...route.config, access: PUBLIC };
    } else {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access (config.access): refusing to start`);
    }
    for (const method of methodsOf(route)) {
      if (method !== 'HEAD') registered.push({ method, url: route.url, config: route.config ?? {} });
    }
  });

  // onRequest: who the caller is and what it may do is settled before the body is even read.
  /** The live caller of the request's token, its session touched; null without a usable one. */
  async function callerOf(token: string): Promise<AuthContext | null> {
    const sessionId = hashToken(token);
    const now = Date.now();
    const caller = await callers.get(sessionId, now, () => resolveCaller(db, sessionId, now));
    if (!caller || !caller.enabled) return null;
    if (now - caller.lastSeenAt > touchEvery) {
      // Marked before the write, so concurrent requests of the session do not write it too.
      caller.lastSeenAt = now;
      caller.expiresAt = await touchSession(db, sessionId, now, sessionTtlMinutes);
    }
    return caller.auth;
  }

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access === PUBLIC) {
      const token = request.routeOptions.config.sessionIfPresent ? tokenOf(request) : null;
      if (token) request.auth = await callerOf(token);
      return;
    }
    const token = tokenOf(request);
    if (!token) throw AppError.unauthorized();
    const auth = await callerOf(token);
    if (!auth) throw AppError.unauthorized('sessionInvalid');
    request.auth = auth;
    if (access !== SESSION && !hasAnyPermission(auth.permissions, [access])) throw AppError.forbidden();
    if (request.routeOptions.config.platformOnly && !auth.platformAccount) throw AppError.forbidden('platformScopeOnly');
  });

  // A route that changed callers (sessions, accounts, roles, menus, organisations) has committed by
  // now: this process forgets them before answering, so the client's next request sees the change.
  hookRoutes(
    app,
    'onSend',
    (route) => Boolean(route.config?.changesCallers),
    async (_request: FastifyRequest, _reply: unknown, payload: unknown) => {
      callers.forgetAll();
      return payload;
    },
  );
}

/** The caller of a route that declared SESSION or a permission; the guard has already checked it. */
export function currentUser(request: FastifyRequest): AuthContext {
  if (!request.auth) throw AppError.unauthorized();
  return request.auth;
}
