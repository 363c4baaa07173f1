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
import type { ModuleContext } from '../../platform/area.js';
import { CURRENT_THEME_TABLES, createTheme, currentTheme, deleteThemes, listThemes, setDefaultTheme, updateTheme } from './service.js';
import { auditOf } from '../../platform/routes/access.js';
import { commandRoute } from '../../platform/routes/command.js';
import { keptListRoute, keptRoute } from '../../platform/routes/kept.js';
import { themes } from './schema.js';
import { orgs } from '../../platform/identity/schema.js';

const TAGS = ['themes'];
const audit = auditOf('theme');

/** Theme colour presets per customer, and the colour the web applies at sign-in. */
export async function themeRoutes(app: FastifyInstance, { db }: ModuleContext): Promise<void> {
  keptListRoute(
    app,
    {
      url: THEME_API.list,
      access: THEME_PERMS.list,
      tags: TAGS,
      summary: 'Theme presets in the caller’s data scope',
      querystring: themeQuerySchema,
    },
    { tables: [themes, orgs], perCaller: true },
    (query, auth) => listThemes(db, query, auth),
  );

  keptRoute(
    app,
    {
      url: THEME_API.current,
      access: SESSION,
      tags: TAGS,
      summary: 'The theme colour of the signed-in user’s customer (its default preset, else its colour, else the platform’s)',
    },
    { tables: CURRENT_THEME_TABLES, perCaller: true },
    (_, auth) => currentTheme(db, auth),
  );

  commandRoute(
    app,
    { url: THEME_API.save, access: THEME_PERMS.add, audit: audit('add'), tags: TAGS, summary: 'Add a theme preset', body: themeSchema },
    (body, auth) => createTheme(db, body, auth),
  );

  commandRoute(
    app,
    {
      url: THEME_API.update,
      access: THEME_PERMS.edit,
      audit: audit('edit'),
      tags: TAGS,
      summary: 'Change a theme preset',
      body: themeUpdateSchema,
    },
    ({ themeId, ...input }, auth) => updateTheme(db, themeId, input, auth),
  );

  commandRoute(
    app,
    {
      url: THEME_API.setDefault,
      access: THEME_PERMS.edit,
      audit: audit('setDefault'),
      tags: TAGS,
      summary: 'Make a preset its customer’s default (the others stop being it)',
      body: themeIdSchema,
    },
    ({ themeId }, auth) => setDefaultTheme(db, themeId, auth),
  );

  commandRoute(
    app,
    {
      url: THEME_API.delete,
      access: THEME_PERMS.remove,
      audit: audit('remove'),
      tags: TAGS,
      summary: 'Delete theme presets, all or nothing',
      body: themeIdsSchema,
    },
    async ({ ids }, auth) => ({ deleted: await deleteThemes(db, ids, auth) }),
  );
}
