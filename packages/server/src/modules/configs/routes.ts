import { CONFIG_API, CONFIG_PERMS, SESSION, configQuerySchema, configSchema, configUpdateSchema } from '@vr/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.js';
import { listRoute } from '../../platform/routes/read.js';
import { AppError } from '../../platform/http/errors.js';
import { requestLang } from '../../platform/http/lang.js';
import type { ModuleContext } from '../../platform/area.js';
import { sysConfigs } from '../../platform/settings/schema.js';
import { clearConfigCache, createConfig, deleteConfigs, getConfig, listConfigs, toConfig, updateConfig } from './service.js';
import { idParam, idsParam } from '../../platform/http/params.js';
import { auditOf } from '../../platform/routes/access.js';

const TAGS = ['parameters'];
const audit = auditOf('config');

/** Parameters a signed-in client may read by key (nothing secret: the initial password is not here). */
const PUBLIC_KEYS = new Set(['sys.account.captchaEnabled', 'sys.index.skinName']);

export async function configRoutes(base: FastifyInstance, { db }: ModuleContext): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();

  listRoute(
    base,
    { url: CONFIG_API.list, access: CONFIG_PERMS.list, tags: TAGS, summary: 'Parameters, paged', querystring: configQuerySchema },
    (query, _auth, { lang }) => listConfigs(db, query, lang),
  );

  app.delete(
    CONFIG_API.refreshCache,
    {
      config: { access: CONFIG_PERMS.remove, audit: audit('refreshCache'), platformOnly: true },
      schema: { tags: TAGS, summary: 'Clear the parameter cache' },
    },
    async () => {
      clearConfigCache();
      return ok();
    },
  );

  app.get(
    `${CONFIG_API.byKey}/:configKey`,
    {
      config: { access: SESSION },
      schema: { tags: TAGS, summary: 'A public parameter value by key', params: z.object({ configKey: z.string().min(1).max(100) }) },
    },
    async (request) => {
      const key = request.params.configKey;
      if (!PUBLIC_KEYS.has(key)) throw AppError.notFound();
      const [row] = await db.select({ v: sysConfigs.configValue }).from(sysConfigs).where(eq(sysConfigs.configKey, key));
      if (!row) throw AppError.notFound();
      return ok(row.v);
    },
  );

  app.get(
    `${CONFIG_API.base}/:configId`,
    {
      config: { access: CONFIG_PERMS.query },
      schema: { tags: TAGS, summary: 'One parameter', params: idParam('configId') },
    },
    async (request) => ok(toConfig(await getConfig(db, request.params.configId), requestLang(request))),
  );

  app.post(
    CONFIG_API.base,
    {
      config: { access: CONFIG_PERMS.add, audit: audit('add'), platformOnly: true },
      schema: { tags: TAGS, summary: 'Add a parameter', body: configSchema },
    },
    async (request) => ok(await createConfig(db, request.body, requestLang(request))),
  );

  app.put(
    CONFIG_API.base,
    {
      config: { access: CONFIG_PERMS.edit, audit: audit('edit'), platformOnly: true },
      schema: { tags: TAGS, summary: 'Change a parameter', body: configUpdateSchema },
    },
    async (request) => {
      const { configId, ...input } = request.body;
      return ok(await updateConfig(db, configId, input, requestLang(request)));
    },
  );

  app.delete(
    `${CONFIG_API.base}/:ids`,
    {
      config: { access: CONFIG_PERMS.remove, audit: audit('remove'), platformOnly: true },
      schema: { tags: TAGS, summary: 'Delete parameters (comma-separated ids); built-in ones are refused', params: idsParam() },
    },
    async (request) => ok({ deleted: await deleteConfigs(db, request.params.ids) }),
  );
}
