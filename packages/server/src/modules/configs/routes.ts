import { CONFIG_API, CONFIG_PERMS, SESSION, configQuerySchema, configSchema, configUpdateSchema } from '@vr/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../platform/http/errors.js';
import type { ModuleContext } from '../../platform/area.js';
import { sysConfigs } from '../../platform/settings/schema.js';
import { clearConfigCache, createConfig, deleteConfigs, getConfig, listConfigs, toConfig, updateConfig } from './service.js';
import { idParam, idsParam } from '../../platform/http/params.js';
import { auditOf } from '../../platform/routes/access.js';
import { commandRoute } from '../../platform/routes/command.js';
import { keptListRoute } from '../../platform/routes/kept.js';
import { readRoute } from '../../platform/routes/read.js';

const TAGS = ['parameters'];
const audit = auditOf('config');

/** Parameters a signed-in client may read by key (nothing secret: the initial password is not here). */
const PUBLIC_KEYS = new Set(['sys.account.captchaEnabled', 'sys.index.skinName']);

export async function configRoutes(app: FastifyInstance, { db }: ModuleContext): Promise<void> {
  keptListRoute(
    app,
    { url: CONFIG_API.list, access: CONFIG_PERMS.list, tags: TAGS, summary: 'Parameters, paged', querystring: configQuerySchema },
    { tables: [sysConfigs], perCaller: false },
    (query, _auth, { lang }) => listConfigs(db, query, lang),
  );

  commandRoute(
    app,
    {
      method: 'DELETE',
      url: CONFIG_API.refreshCache,
      access: CONFIG_PERMS.remove,
      audit: audit('refreshCache'),
      platformOnly: true,
      tags: TAGS,
      summary: 'Clear the parameter cache',
    },
    async () => {
      clearConfigCache();
    },
  );

  readRoute(
    app,
    {
      url: `${CONFIG_API.byKey}/:configKey`,
      access: SESSION,
      tags: TAGS,
      summary: 'A public parameter value by key',
      params: z.object({ configKey: z.string().min(1).max(100) }),
    },
    async ({ configKey }) => {
      if (!PUBLIC_KEYS.has(configKey)) throw AppError.notFound();
      const [row] = await db.select({ v: sysConfigs.configValue }).from(sysConfigs).where(eq(sysConfigs.configKey, configKey));
      if (!row) throw AppError.notFound();
      return row.v;
    },
  );

  readRoute(
    app,
    { url: `${CONFIG_API.base}/:configId`, access: CONFIG_PERMS.query, tags: TAGS, summary: 'One parameter', params: idParam('configId') },
    async ({ configId }, _auth, { lang }) => toConfig(await getConfig(db, configId), lang),
  );

  const change = { url: CONFIG_API.base, platformOnly: true, tags: TAGS } as const;
  commandRoute(
    app,
    { ...change, access: CONFIG_PERMS.add, audit: audit('add'), summary: 'Add a parameter', body: configSchema },
    (body, _auth, { lang }) => createConfig(db, body, lang),
  );

  commandRoute(
    app,
    { ...change, method: 'PUT', access: CONFIG_PERMS.edit, audit: audit('edit'), summary: 'Change a parameter', body: configUpdateSchema },
    ({ configId, ...input }, _auth, { lang }) => updateConfig(db, configId, input, lang),
  );

  commandRoute(
    app,
    {
      method: 'DELETE',
      url: `${CONFIG_API.base}/:ids`,
      access: CONFIG_PERMS.remove,
      audit: audit('remove'),
      platformOnly: true,
      tags: TAGS,
      summary: 'Delete parameters (comma-separated ids); built-in ones are refused',
      params: idsParam(),
    },
    async ({ ids }) => ({ deleted: await deleteConfigs(db, ids) }),
  );
}
