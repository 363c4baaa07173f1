import { Status } from '@vr/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { operationLogs } from './schema.js';
import type { AuditSpec } from '../auth/types.js';
import type { Database } from '../db/database.js';
import { hookRoutes, methodsOf } from '../routes/route-hooks.js';
import { isWriteRoute } from '../routes/writes.js';
import { maskSecrets } from './mask.js';

const MAX_TEXT = 2000;

interface Outcome {
  status: number;
  result: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    outcome?: Outcome;
  }
}

/** Every write route is logged, unless it keeps its own log (`audit: false`). */
export function isLoggedWrite(method: string, config: { audit?: AuditSpec | false }): boolean {
  return config.audit !== false && isWriteRoute(method, config);
}

/**
 * The route's module and action; a save's action is `add` or `edit` by the id in its body.
 * Without a name: "/api/WebPage/save" → module "WebPage", action "save".
 */
function describe(request: FastifyRequest): { module: string; action: string } {
  const audit = request.routeOptions.config.audit;
  if (audit) {
    if (!audit.saveIdField) return { module: audit.module, action: audit.action };
    const id = (request.body as Record<string, unknown> | undefined)?.[audit.saveIdField];
    return { module: audit.module, action: id == null || id === '' ? 'add' : 'edit' };
  }
  const parts = (request.routeOptions.url ?? request.url).split('?')[0]!.split('/').filter(Boolean);
  const action = parts.at(-1) ?? request.method;
  const module = parts.length > 1 ? parts.at(-2)! : 'root';
  return { module: module.slice(0, 50), action: action.slice(0, 50) };
}

/** What was asked, secrets masked: the body, or the query of a GET. */
function requestText(request: FastifyRequest): string | null {
  const asked = request.method === 'GET' ? request.query : request.body;
  return asked === undefined ? null : JSON.stringify(maskSecrets(asked)).slice(0, MAX_TEXT);
}

/** Records every write: who, what, the request (secrets masked), the result, duration and IP. */
export function installOperationLog(app: FastifyInstance, db: Database): void {
  const logged = (route: RouteOptions) => methodsOf(route).some((method) => isLoggedWrite(method, route.config ?? {}));

  hookRoutes(app, 'onSend', logged, async (request: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
    if (!isLoggedWrite(request.method, request.routeOptions.config) || typeof payload !== 'string') return payload;
    try {
      const body = JSON.parse(payload) as { status?: number; result?: unknown };
      const status = typeof body.status === 'number' ? body.status : 0;
      request.outcome = {
        // Accepted with its outcome to follow (a device asked to report): done, as far as this request goes.
        status: request.acceptedInProgress && status === Status.WARNING ? Status.SUCCESS : status,
        result: body.result === undefined ? null : JSON.stringify(body.result).slice(0, MAX_TEXT),
      };
    } catch {
      request.outcome = { status: 0, result: null };
    }
    return payload;
  });

  hookRoutes(app, 'onResponse', logged, async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isLoggedWrite(request.method, request.routeOptions.config) || !request.routeOptions.url) return;
    const { module, action } = describe(request);
    const auth = request.auth;
    try {
      await db.insert(operationLogs).values({
        module,
        action,
        method: request.method,
        url: request.url.slice(0, 500),
        userId: auth?.userId ?? null,
        username: auth?.username ?? null,
        orgId: auth?.orgId ?? null,
        ip: request.ip,
        request: requestText(request),
        status: request.outcome?.status ?? reply.statusCode,
        result: request.outcome?.result ?? null,
        durationMs: Math.round(reply.elapsedTime),
      });
    } catch (err) {
      request.log.error({ err }, 'operation log write failed');
    }
  });
}
