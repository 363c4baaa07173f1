import {
  API,
  LOGIN_LOCK_MINUTES,
  LOGIN_MAX_FAILURES,
  PUBLIC,
  SESSION,
  Status,
  loginAuthQuerySchema,
  loginSchema,
  message,
} from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/guard.js';
import { endSession } from '../../platform/auth/sessions.js';
import type { Database } from '../../platform/db/database.js';
import { ok } from '../../platform/http/envelope.js';
import { requestLang } from '../../platform/http/lang.js';
import { describeUserAgent } from '../../platform/http/user-agent.js';
import { menus, roleMenus } from '../../platform/identity/schema.js';
import { keptRoute } from '../../platform/routes/kept.js';
import { readRoute } from '../../platform/routes/read.js';
import { loadLoginAuth } from '../users/index.js';
import { loginSettings } from '../configs/index.js';
import { buildNavigation, menusForUser } from '../menus/index.js';
import { issueCaptcha } from './captcha.js';
import { login } from './login.js';

export interface AuthRoutesOptions {
  db: Database;
  captchaEnabled: boolean;
  sessionTtlMinutes: number;
  loginRateLimit: number;
  captchaRateLimit: number;
}

/** A sign-in is a name, a password and a captcha answer: anything bigger is refused unread. */
const LOGIN_BODY_LIMIT_BYTES = 4 * 1024;

export async function authRoutes(base: FastifyInstance, opts: AuthRoutesOptions): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;
  const tags = ['auth'];

  /** The environment can turn the captcha off; otherwise the parameter decides (cached). */
  const settings = () => loginSettings(db, { maxRetryCount: LOGIN_MAX_FAILURES, lockMinutes: LOGIN_LOCK_MINUTES });

  app.get(
    API.captchaImage,
    {
      config: { access: PUBLIC, rateLimit: { max: opts.captchaRateLimit, timeWindow: 60_000 } },
      schema: { tags, summary: 'A new captcha image' },
    },
    async () => {
      if (!opts.captchaEnabled || !(await settings()).captchaEnabled) return ok({ captchaEnabled: false, uuid: '', img: '' });
      return ok({ captchaEnabled: true, ...(await issueCaptcha(db)) });
    },
  );

  app.post(
    API.login,
    {
      bodyLimit: LOGIN_BODY_LIMIT_BYTES,
      config: { access: PUBLIC, audit: false, transaction: false, rateLimit: { max: opts.loginRateLimit, timeWindow: 60_000 } },
      schema: { tags, summary: 'Sign in; answers result.token', body: loginSchema },
    },
    async (request) => {
      const ua = request.headers['user-agent'];
      const s = await settings();
      const token = await login(
        db,
        request.body,
        { ip: request.ip, userAgent: ua ?? null, ...describeUserAgent(ua) },
        {
          captchaEnabled: opts.captchaEnabled && s.captchaEnabled,
          sessionTtlMinutes: opts.sessionTtlMinutes,
          maxFailures: s.maxRetryCount,
          lockMinutes: s.lockMinutes,
        },
      );
      return { status: Status.SUCCESS, result: { token } };
    },
  );

  app.post(
    API.logout,
    { config: { access: SESSION, audit: { module: 'auth', action: 'logout' }, changesCallers: true }, schema: { tags } },
    async (request) => {
      await endSession(db, currentUser(request).sessionId);
      return ok(undefined, { result: message('logoutSuccess', requestLang(request)) });
    },
  );

  readRoute(
    base,
    { url: API.loginAuth, access: SESSION, tokenFromQuery: true, tags, summary: 'The signed-in user', querystring: loginAuthQuerySchema },
    (_, auth) => loadLoginAuth(db, auth.userId, auth.roles),
  );

  readRoute(
    base,
    { url: API.buttonList, access: SESSION, tags, summary: 'Permission strings of the user' },
    async (_, auth) => auth.permissions,
  );

  keptRoute(
    base,
    { url: API.navigate, access: SESSION, tags, summary: 'The user’s menu tree' },
    { tables: [menus, roleMenus], perCaller: true },
    async (_, auth, { lang }) => buildNavigation(await menusForUser(db, auth.roles, auth.roleIds), lang),
  );
}
