import { PROFILE_API, SESSION, message, profileAvatarSchema, profilePasswordSchema, profileUpdateSchema } from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/http/envelope.js';
import { auditOf } from '../../platform/routes/access.js';
import { commandRoute } from '../../platform/routes/command.js';
import { readRoute } from '../../platform/routes/read.js';
import { declareRoute } from '../../platform/routes/route.js';
import { uploadStorage } from '../../platform/storage/local.js';
import type { ModuleContext } from '../../platform/area.js';
import { changePassword, loadProfile, setAvatar, updateProfile } from './service.js';

/** The signed-in user's own profile (/profile/index): every signed-in user, for themselves only. */
export async function profileRoutes(app: FastifyInstance, { db, config }: ModuleContext): Promise<void> {
  const storage = uploadStorage(config.dataDir);
  const tags = ['profile'];
  const audit = auditOf('profile');

  readRoute(app, { url: PROFILE_API.profile, access: SESSION, tags, summary: 'The signed-in user’s own details' }, (_, auth) =>
    loadProfile(db, auth),
  );

  commandRoute(
    app,
    {
      method: 'PUT',
      url: PROFILE_API.profile,
      access: SESSION,
      audit: audit('update'),
      changesCallers: true,
      tags,
      summary: 'Change one’s own name, phone, email and gender',
      body: profileUpdateSchema,
    },
    (body, auth) => updateProfile(db, body, auth),
  );

  declareRoute(
    app,
    {
      method: 'PUT',
      url: PROFILE_API.updatePwd,
      access: SESSION,
      audit: audit('updatePwd'),
      changesCallers: true,
      tags,
      summary: 'Change one’s own password; ends the account’s other sessions',
      body: profilePasswordSchema,
    },
    async (body, auth, { lang }) => {
      const ended = await changePassword(db, body, auth);
      return ok({ endedSessions: ended }, { result: message('profilePasswordChanged', lang) });
    },
  );

  commandRoute(
    app,
    {
      method: 'PUT',
      url: PROFILE_API.avatar,
      access: SESSION,
      audit: audit('avatar'),
      tags,
      summary: 'Set one’s avatar to an uploaded image (upload with dataEntity user, dataField avatar)',
      body: profileAvatarSchema,
    },
    (body, auth) => setAvatar(db, storage, body, auth),
  );
}
