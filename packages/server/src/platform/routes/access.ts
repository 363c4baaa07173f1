import { type RouteAccess, SESSION, hasAnyPermission } from '@vr/contracts';
import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import type { AuditSpec } from '../auth/types.js';
import { AppError } from '../http/errors.js';

/**
 * A save that creates or updates: the body without its id field creates (needs `create`),
 * with one it updates (needs `update`). `idField` is `id` unless the body names it otherwise.
 */
export interface SaveAccess {
  create: string;
  update: string;
  idField?: string;
}

/** What a route needs: PUBLIC, SESSION, one permission, or the create/update pair of a save. */
export type Access = RouteAccess | SaveAccess;

/** The operation-log name of an area's writes: `audit('save')` → module and action. */
export function auditOf(module: string): (action: string) => AuditSpec {
  return (action) => ({ module, action });
}

export interface RouteGuard {
  config: FastifyContextConfig;
  /** Set for a save: checks the create or update permission once the body is validated. */
  preHandler?: (request: FastifyRequest) => Promise<void>;
}

/** What a route declares besides its access and operation-log name: how it affects callers, customers and its transaction. */
export type RouteEffects = Pick<FastifyContextConfig, 'changesCallers' | 'platformOnly' | 'transaction' | 'tokenFromQuery'>;

/** The third argument of `guardOf` for a route that changes what callers are made of. */
export const CHANGES_CALLERS = { changesCallers: true } as const;

/** The third argument of `guardOf` (or spread into `config`) for a change every customer shares. */
export const PLATFORM_ONLY = { platformOnly: true } as const;

/**
 * The guard options of a route. A save is signed-in for the session guard; which permission
 * it needs depends on the body, so that is checked after validation (invalid bodies stay 400).
 */
export function guardOf(access: Access, audit?: AuditSpec | false, effects: RouteEffects = {}): RouteGuard {
  if (typeof access === 'string') return { config: { access, ...(audit === undefined ? {} : { audit }), ...effects } };
  const idField = access.idField ?? 'id';
  const extra = { ...(audit ? { audit: { ...audit, saveIdField: idField } } : audit === false ? { audit } : {}), ...effects };
  return {
    config: { access: SESSION, ...extra },
    preHandler: async (request) => {
      const id = (request.body as Record<string, unknown> | undefined)?.[idField];
      const needed = id == null ? access.create : access.update;
      if (!hasAnyPermission(request.auth?.permissions ?? [], [needed])) throw AppError.forbidden();
    },
  };
}
