import { AppError } from '../../platform/http/errors.js';
import { MONITOR_API, MONITOR_PERMS, type MqttInfo, cacheNameSchema, message } from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope.js';
import { requestLang } from '../../platform/http/lang.js';
import type { ModuleContext } from '../../platform/area.js';
import { CACHES, listCaches } from './caches.js';
import { databaseInfo } from './database-info.js';
import { ServerSampler } from './server-info.js';

/** System → Monitoring: server, database, MQTT and caches. */
export async function monitorRoutes(base: FastifyInstance, { db, config, deviceLink }: ModuleContext): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['monitoring'];
  const sampler = new ServerSampler(config.dataDir);
  app.addHook('onClose', async () => sampler.stop());

  app.get(
    MONITOR_API.server,
    { config: { access: MONITOR_PERMS.server }, schema: { tags, summary: 'CPU, memory, Node.js process and heap, event loop, disk' } },
    async () => ok(sampler.sample()),
  );

  app.get(
    MONITOR_API.database,
    { config: { access: MONITOR_PERMS.server }, schema: { tags, summary: 'Database version, size, connections, slowest statements' } },
    async () => ok(await databaseInfo(db)),
  );

  app.get(
    MONITOR_API.mqtt,
    { config: { access: MONITOR_PERMS.server }, schema: { tags, summary: 'Device link: mode, connected devices, messages/s' } },
    async () => {
      const s = deviceLink.stats();
      const info: MqttInfo = {
        mode: s.mode,
        connectedDevices: s.connectedDevices,
        messagesPerSecond: s.messagesPerSecond,
        messagesTotal: s.messagesTotal,
        pendingCommands: s.pendingCommands,
        endpoints: s.endpoints,
      };
      return ok(info);
    },
  );

  app.get(
    MONITOR_API.cache,
    { config: { access: MONITOR_PERMS.cache }, schema: { tags, summary: 'The in-process caches and their sizes' } },
    async () => ok(listCaches()),
  );

  app.delete(
    `${MONITOR_API.clearCache}/:name`,
    {
      config: { access: MONITOR_PERMS.clearCache, audit: { module: 'cache', action: 'clear' }, platformOnly: true },
      schema: { tags, summary: 'Clear one cache', params: cacheNameSchema },
    },
    async (request) => {
      const { name } = request.params;
      const cache = CACHES.find((c) => c.name === name);
      if (!cache) throw AppError.notFound();
      if (!cache.clear) throw AppError.badRequest('cacheNotClearable', { name });
      cache.clear();
      return ok(listCaches(), { result: message('cacheCleared', requestLang(request), { name }) });
    },
  );

  app.delete(
    MONITOR_API.clearAll,
    {
      config: { access: MONITOR_PERMS.clearCache, audit: { module: 'cache', action: 'clearAll' }, platformOnly: true },
      schema: { tags, summary: 'Clear every clearable cache' },
    },
    async (request) => {
      const clearable = CACHES.filter((c) => c.clear);
      for (const c of clearable) c.clear!();
      return ok(listCaches(), { result: message('cacheAllCleared', requestLang(request), { count: clearable.length }) });
    },
  );
}
