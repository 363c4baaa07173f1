import { JOB_HANDLER_NAMES, expireSessionsArgsSchema, JOB_MISFIRE } from '@vr/contracts';
import { texts } from '@vr/contracts/texts';
import { lt } from 'drizzle-orm';
import { captchas, sessions } from '../identity/schema.js';
import type { JobHandler } from './registry.js';

/** Deletes expired sessions (they no longer sign anyone in) and expired captcha answers. */
export const expireSessionsHandler: JobHandler<typeof expireSessionsArgsSchema> = {
  name: JOB_HANDLER_NAMES.expireSessions,
  title: texts('jobs:builtin.expireSessions.name'),
  description: texts('jobs:handler.expireSessions.description'),
  args: expireSessionsArgsSchema,
  fields: [],
  builtIn: {
    key: 'expireSessions',
    name: texts('jobs:builtin.expireSessions.name'),
    remark: texts('jobs:builtin.expireSessions.remark'),
    cron: '0 */10 * * * ?',
    misfire: JOB_MISFIRE.skip,
  },
  async run({ db, now }) {
    const gone = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
    const codes = await db.delete(captchas).where(lt(captchas.expiresAt, now)).returning({ id: captchas.uuid });
    return texts('jobs:handler.expireSessions.result', { sessions: gone.length, captchas: codes.length });
  },
};
