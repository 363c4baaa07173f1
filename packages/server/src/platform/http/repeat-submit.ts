import { createHash } from 'node:crypto';
import { REPEAT_SIZE_EXEMPTION, REPEAT_WINDOW_MS, Status } from '@vr/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hookRoutes, methodsOf } from '../routes/route-hooks.js';
import { AppError } from './errors.js';

/**
 * The same session sending the same POST or PUT url and body within a second is refused.
 * Kept in this process's memory: one API process per database for now (docs/decisions.md).
 */
export function installRepeatSubmitGuard(app: FastifyInstance): void {
  const seen = new Map<string, number>();

  hookRoutes(
    app,
    'preHandler',
    (route) => methodsOf(route).some((m) => m === 'POST' || m === 'PUT'),
    async (request: FastifyRequest) => {
      if (request.method !== 'POST' && request.method !== 'PUT') return;
      const auth = request.auth;
      if (!auth) return;
      const length = Number(request.headers['content-length'] ?? 0);
      if (length > REPEAT_SIZE_EXEMPTION) return;
      // A file body is not read before the handler, so it cannot be compared (like the client's check).
      if (request.isMultipart?.()) return;
      const body = request.body === undefined ? '' : JSON.stringify(request.body);
      const key = createHash('sha1').update(`${auth.sessionId}\n${request.method}\n${request.url}\n${body}`).digest('hex');
      const now = Date.now();
      const last = seen.get(key);
      if (last !== undefined && now - last < REPEAT_WINDOW_MS) {
        throw new AppError(Status.WARNING, 'repeatSubmit');
      }
      seen.set(key, now);
      if (seen.size > 10_000) {
        for (const [k, t] of seen) if (now - t >= REPEAT_WINDOW_MS) seen.delete(k);
      }
    },
  );
}
