import {
  SESSION,
  THEME_API,
  THEME_PERMS,
  themeIdSchema,
  themeIdsSchema,
  themeQuerySchema,
  themeSchema,
  themeUpdateSchema,
} from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/guard.js';
import { ok } from '../../platform/http/envelope.js';
import { listRoute } from '../../platform/routes/read.js';
import type { ModuleContext } from '../../platform/area.js';
import { createTheme, currentTheme, deleteThemes, listThemes, setDefaultTheme, updateTheme } from './service.js';
import { auditOf } from '../../platform/routes/access.js';

const TAGS = ['themes'];
const audit = auditOf('theme');

/** Theme colour presets per customer, and the colour the web applies at sign-in. */
export async function themeRoutes(base: FastifyInstance, { db }: ModuleContext): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();

  listRoute(
    base,
    {
      url: THEME_API.list,
      access: THEME_PERMS.list,
      tags: TAGS,
      summary: 'Theme presets in the caller’s data scope',
      querystring: themeQuerySchema,
    },
    (query, auth) => listThemes(db, query, auth),
  );

  app.get(
    THEME_API.current,
    {
      config: { access: SESSION },
      schema: {
        tags: TAGS,
        summary: 'The theme colour of the signed-in user’s customer (its default preset, else its colour, else the platform’s)',
      },
    },
    async (request) => ok(await currentTheme(db, currentUser(request))),
  );

  app.post(
    THEME_API.save,
    { config: { access: THEME_PERMS.add, audit: audit('add') }, schema: { tags: TAGS, summary: 'Add a theme preset', body: themeSchema } },
    async (request) => ok(await createTheme(db, request.body, currentUser(request))),
  );

  app.post(
    THEME_API.update,
    {
      config: { access: THEME_PERMS.edit, audit: audit('edit') },
      schema: { tags: TAGS, summary: 'Change a theme preset', body: themeUpdateSchema },
    },
    async (request) => {
      const { themeId, ...input } = request.body;
      return ok(await updateTheme(db, themeId, input, currentUser(request)));
    },
  );

  app.post(
    THEME_API.setDefault,
    {
      config: { access: THEME_PERMS.edit, audit: audit('setDefault') },
      schema: { tags: TAGS, summary: 'Make a preset its customer’s default (the others stop being it)', body: themeIdSchema },
    },
    async (request) => ok(await setDefaultTheme(db, request.body.themeId, currentUser(request))),
  );

  app.post(
    THEME_API.delete,
    {
      config: { access: THEME_PERMS.remove, audit: audit('remove') },
      schema: { tags: TAGS, summary: 'Delete theme presets, all or nothing', body: themeIdsSchema },
    },
    async (request) => ok({ deleted: await deleteThemes(db, request.body.ids, currentUser(request)) }),
  );
}
