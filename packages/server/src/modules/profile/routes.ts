import { PROFILE_API, SESSION, message, profileAvatarSchema, profilePasswordSchema, profileUpdateSchema } from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/guard.js';
import { ok } from '../../platform/http/envelope.js';
import { requestLang } from '../../platform/http/lang.js';
import { uploadStorage } from '../../platform/storage/local.js';
import type { ModuleContext } from '../../platform/area.js';
import { changePassword, loadProfile, setAvatar, updateProfile } from './service.js';

/** The signed-in user's own profile (/profile/index): every signed-in user, for themselves only. */
export async function profileRoutes(base: FastifyInstance, { db, config }: ModuleContext): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const storage = uploadStorage(config.dataDir);

  app.get(
    PROFILE_API.profile,
    { config: { access: SESSION }, schema: { tags: ['profile'], summary: 'The signed-in user’s own details' } },
    async (request) => ok(await loadProfile(db, currentUser(request))),
  );

  app.put(
    PROFILE_API.profile,
    {
      config: { access: SESSION, audit: { module: 'profile', action: 'update' }, changesCallers: true },
      schema: { tags: ['profile'], summary: 'Change one’s own name, phone, email and gender', body: profileUpdateSchema },
    },
    async (request) => ok(await updateProfile(db, request.body, currentUser(request))),
  );

  app.put(
    PROFILE_API.updatePwd,
    {
      config: { access: SESSION, audit: { module: 'profile', action: 'updatePwd' }, changesCallers: true },
      schema: {
        tags: ['profile'],
        summary: 'Change one’s own password; ends the account’s other sessions',
        body: profilePasswordSchema,
      },
    },
    async (request) => {
      const ended = await changePassword(db, request.body, currentUser(request));
      return ok({ endedSessions: ended }, { result: message('profilePasswordChanged', requestLang(request)) });
    },
  );

  app.put(
    PROFILE_API.avatar,
    {
      config: { access: SESSION, audit: { module: 'profile', action: 'avatar' } },
      schema: {
        tags: ['profile'],
        summary: 'Set one’s avatar to an uploaded image (upload with dataEntity user, dataField avatar)',
        body: profileAvatarSchema,
      },
    },
    async (request) => ok(await setAvatar(db, storage, request.body, currentUser(request))),
  );
}
