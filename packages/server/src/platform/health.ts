import { API, PUBLIC } from '@vr/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from './db/database.js';
import { ok } from './http/envelope.js';

const startedAt = Date.now();

export async function healthRoutes(app: FastifyInstance, { database }: { database: DatabaseHandle }): Promise<void> {
  app.get(
    API.health,
    { exposeHeadRoute: true, config: { access: PUBLIC }, schema: { tags: ['platform'], summary: 'Database and uptime status' } },
    async (_request, reply) => {
      let dbStatus: 'up' | 'down' = 'up';
      let latencyMs = 0;
      const t0 = performance.now();
      try {
        await database.db.execute(sql`select 1`);
        latencyMs = Math.round((performance.now() - t0) * 10) / 10;
      } catch {
        dbStatus = 'down';
      }
      const body = ok({
        status: dbStatus === 'up' ? 'ok' : 'degraded',
        database: { status: dbStatus, kind: database.kind, latencyMs },
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      });
      return reply.code(dbStatus === 'up' ? 200 : 503).send(body);
    },
  );
}
