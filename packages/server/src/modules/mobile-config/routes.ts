import {
  MOBILE_CONFIG_API,
  MOBILE_CONFIG_PERMS,
  SESSION,
  mobileAppQuerySchema,
  mobileConfigQuerySchema,
  mobileConfigSaveSchema,
} from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/guard.js';
import { ok } from '../../platform/http/envelope.js';
import { requestLang } from '../../platform/http/lang.js';
import type { ModuleContext } from '../../platform/area.js';
import { appFunctions, mobileConfigDetail, resetMobileConfig, saveMobileConfig } from './service.js';
import { auditOf } from '../../platform/routes/access.js';

const TAGS = ['mobile config'];
const audit = auditOf('mobileConfig');

/** Mobile operation config: the management screen and the endpoint the apps read. */
export async function mobileConfigRoutes(base: FastifyInstance, { db }: ModuleContext): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    MOBILE_CONFIG_API.detail,
    {
      config: { access: MOBILE_CONFIG_PERMS.query },
      schema: {
        tags: TAGS,
        summary: 'A customer’s functions of one client (catalogue merged with its choices)',
        querystring: mobileConfigQuerySchema,
      },
    },
    async (request) => ok(await mobileConfigDetail(db, request.query, currentUser(request), requestLang(request))),
  );

  app.post(
    MOBILE_CONFIG_API.save,
    {
      config: { access: MOBILE_CONFIG_PERMS.edit, audit: audit('save') },
      schema: { tags: TAGS, summary: 'Save a customer’s functions of one client, in display order', body: mobileConfigSaveSchema },
    },
    async (request) => ok(await saveMobileConfig(db, request.body, currentUser(request), requestLang(request))),
  );

  app.post(
    MOBILE_CONFIG_API.reset,
    {
      config: { access: MOBILE_CONFIG_PERMS.edit, audit: audit('reset') },
      schema: { tags: TAGS, summary: 'Back to the catalogue’s defaults', body: mobileConfigQuerySchema },
    },
    async (request) => ok(await resetMobileConfig(db, request.body, currentUser(request), requestLang(request))),
  );

  app.get(
    MOBILE_CONFIG_API.app,
    {
      config: { access: SESSION },
      schema: {
        tags: TAGS,
        summary: 'The functions the maintenance app or the B-side mini program shows to its signed-in user (the user’s customer)',
        querystring: mobileAppQuerySchema,
      },
    },
    async (request) => ok(await appFunctions(db, request.query.client, currentUser(request), requestLang(request))),
  );
}
