import {
  MOBILE_CONFIG_API,
  MOBILE_CONFIG_PERMS,
  SESSION,
  mobileAppQuerySchema,
  mobileConfigQuerySchema,
  mobileConfigSaveSchema,
} from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../platform/area.js';
import { appFunctions, mobileConfigDetail, resetMobileConfig, saveMobileConfig } from './service.js';
import { auditOf } from '../../platform/routes/access.js';
import { commandRoute } from '../../platform/routes/command.js';
import { readRoute } from '../../platform/routes/read.js';

const TAGS = ['mobile config'];
const audit = auditOf('mobileConfig');

/** Mobile operation config: the management screen and the endpoint the apps read. */
export async function mobileConfigRoutes(app: FastifyInstance, { db }: ModuleContext): Promise<void> {
  readRoute(
    app,
    {
      url: MOBILE_CONFIG_API.detail,
      access: MOBILE_CONFIG_PERMS.query,
      tags: TAGS,
      summary: 'A customer’s functions of one client (catalogue merged with its choices)',
      querystring: mobileConfigQuerySchema,
    },
    (query, auth, { lang }) => mobileConfigDetail(db, query, auth, lang),
  );

  commandRoute(
    app,
    {
      url: MOBILE_CONFIG_API.save,
      access: MOBILE_CONFIG_PERMS.edit,
      audit: audit('save'),
      tags: TAGS,
      summary: 'Save a customer’s functions of one client, in display order',
      body: mobileConfigSaveSchema,
    },
    (body, auth, { lang }) => saveMobileConfig(db, body, auth, lang),
  );

  commandRoute(
    app,
    {
      url: MOBILE_CONFIG_API.reset,
      access: MOBILE_CONFIG_PERMS.edit,
      audit: audit('reset'),
      tags: TAGS,
      summary: 'Back to the catalogue’s defaults',
      body: mobileConfigQuerySchema,
    },
    (body, auth, { lang }) => resetMobileConfig(db, body, auth, lang),
  );

  readRoute(
    app,
    {
      url: MOBILE_CONFIG_API.app,
      access: SESSION,
      tags: TAGS,
      summary: 'The functions the maintenance app or the B-side mini program shows to its signed-in user (the user’s customer)',
      querystring: mobileAppQuerySchema,
    },
    ({ client }, auth, { lang }) => appFunctions(db, client, auth, lang),
  );
}
