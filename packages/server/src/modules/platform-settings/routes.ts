import { PLATFORM_SETTINGS_API, PLATFORM_SETTINGS_PERMS, PUBLIC, platformSettingsSchema } from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope.js';
import type { ModuleContext } from '../../platform/area.js';
import { commandRoute } from '../../platform/routes/command.js';
import { platformSettings, savePlatformSettings } from './service.js';

const TAGS = ['platform settings'];

/** Product title, logo, default language, time zone and currency (parameters sys.platform.*). */
export async function platformSettingsRoutes(base: FastifyInstance, { db }: ModuleContext): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    PLATFORM_SETTINGS_API.settings,
    {
      config: { access: PUBLIC },
      schema: { tags: TAGS, summary: 'The platform settings (public: the sign-in page shows the title and logo)' },
    },
    async () => ok(await platformSettings(db)),
  );

  commandRoute(
    base,
    {
      method: 'PUT',
      url: PLATFORM_SETTINGS_API.settings,
      access: PLATFORM_SETTINGS_PERMS.edit,
      audit: { module: 'platformSettings', action: 'save' },
      platformOnly: true,
      tags: TAGS,
      summary: 'Save the platform settings',
      body: platformSettingsSchema,
    },
    (body) => savePlatformSettings(db, body),
  );
}
