import { JOB_HANDLER_NAMES, expireSessionsArgsSchema } from '@vr/contracts';
import { lt } from 'drizzle-orm';
import { captchas, sessions } from '../identity/schema.js';
import type { JobHandler } from './registry.js';

/** Deletes expired sessions (they no longer sign anyone in) and expired captcha answers. */
export const expireSessionsHandler: JobHandler<typeof expireSessionsArgsSchema> = {
  name: JOB_HANDLER_NAMES.expireSessions,
  title: { en: 'Expire sessions', zh: '清理过期会话', es: 'Caducar sesiones', ja: '期限切れセッションの削除' },
  description: {
    en: 'Deletes expired sign-in sessions and expired captcha answers.',
    zh: '删除已过期的登录会话和验证码',
    es: 'Elimina las sesiones caducadas y las respuestas de captcha caducadas.',
    ja: '期限切れのログインセッションとキャプチャを削除します。',
  },
  args: expireSessionsArgsSchema,
  fields: [],
  async run({ db, now }) {
    const gone = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
    const codes = await db.delete(captchas).where(lt(captchas.expiresAt, now)).returning({ id: captchas.uuid });
    const [n, c] = [gone.length, codes.length];
    return {
      en: `${n} expired sessions and ${c} expired captchas deleted`,
      zh: `已删除 ${n} 个过期会话和 ${c} 个过期验证码`,
      es: `${n} sesiones caducadas y ${c} captchas caducados eliminados`,
      ja: `期限切れのセッション ${n} 件とキャプチャ ${c} 件を削除しました`,
    };
  },
};
