import { DASHBOARD_API, SESSION } from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/guard.js';
import { ok } from '../../platform/http/envelope.js';
import type { ModuleContext } from '../../platform/area.js';
import { dashboardDevices } from './service.js';

/** The home screen's live device figures (every signed-in user; cut to the devices they may see). */
export async function dashboardRoutes(base: FastifyInstance, { db }: ModuleContext): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    DASHBOARD_API.devices,
    {
      config: { access: SESSION },
      schema: {
        tags: ['dashboard'],
        summary: 'Online, offline, fault, warning and low-material counters and today’s sales of the caller’s devices',
        description: 'Open to every signed-in user: the figures cover only the devices of the caller’s data scope and device grants.',
      },
    },
    async (request) => ok(await dashboardDevices(db, currentUser(request))),
  );
}
