import { AppError } from '../../platform/http/errors.js';
import { MONITOR_API, MONITOR_PERMS, type MqttInfo, cacheNameSchema, message } from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/http/envelope.js';
import { readRoute } from '../../platform/routes/read.js';
import { declareRoute } from '../../platform/routes/route.js';
import type { ModuleContext } from '../../platform/area.js';
import { CACHES, listCaches } from './caches.js';
import { databaseInfo } from './database-info.js';
import { ServerSampler } from './server-info.js';

/** System → Monitoring: server, database, MQTT and caches. */
export async function monitorRoutes(app: FastifyInstance, { db, config, deviceLink }: ModuleContext): Promise<void> {
  const tags = ['monitoring'];
  const sampler = new ServerSampler(config.dataDir);
  app.addHook('onClose', async () => sampler.stop());

  const server = { access: MONITOR_PERMS.server, tags };
  readRoute(app, { ...server, url: MONITOR_API.server, summary: 'CPU, memory, Node.js process and heap, event loop, disk' }, async () =>
    sampler.sample(),
  );
  readRoute(app, { ...server, url: MONITOR_API.database, summary: 'Database version, size, connections, slowest statements' }, () =>
    databaseInfo(db),
  );
  readRoute(app, { ...server, url: MONITOR_API.mqtt, summary: 'Device link: mode, connected devices, messages/s' }, async () => {
    const s = deviceLink.stats();
    const info: MqttInfo = {
      mode: s.mode,
      connectedDevices: s.connectedDevices,
      messagesPerSecond: s.messagesPerSecond,
      messagesTotal: s.messagesTotal,
      pendingCommands: s.pendingCommands,
      endpoints: s.endpoints,
    };
    return info;
  });
  readRoute(
    app,
    { url: MONITOR_API.cache, access: MONITOR_PERMS.cache, tags, summary: 'The in-process caches and their sizes' },
    async () => listCaches(),
  );

  const clear = { method: 'DELETE', access: MONITOR_PERMS.clearCache, platformOnly: true, tags } as const;
  declareRoute(
    app,
    {
      ...clear,
      url: `${MONITOR_API.clearCache}/:name`,
      audit: { module: 'cache', action: 'clear' },
      summary: 'Clear one cache',
      params: cacheNameSchema,
    },
    async ({ name }, _auth, { lang }) => {
      const cache = CACHES.find((c) => c.name === name);
      if (!cache) throw AppError.notFound();
      if (!cache.clear) throw AppError.badRequest('cacheNotClearable', { name });
      cache.clear();
      return ok(listCaches(), { result: message('cacheCleared', lang, { name }) });
    },
  );
  declareRoute(
    app,
    { ...clear, url: MONITOR_API.clearAll, audit: { module: 'cache', action: 'clearAll' }, summary: 'Clear every clearable cache' },
    async (_, _auth, { lang }) => {
      const clearable = CACHES.filter((c) => c.clear);
      for (const c of clearable) c.clear!();
      return ok(listCaches(), { result: message('cacheAllCleared', lang, { count: clearable.length }) });
    },
  );
}
