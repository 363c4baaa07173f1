import { defineArea } from '../../platform/area.js';
import { authRoutes } from './routes.js';

/** The sign-in area: login, logout, captcha and the session's own answers. */
export const area = defineArea({
  name: 'auth',
  routes: (app, { db, config }) =>
    authRoutes(app, {
      db,
      captchaEnabled: config.captchaEnabled,
      sessionTtlMinutes: config.sessionTtlMinutes,
      loginRateLimit: config.loginRateLimit,
      captchaRateLimit: config.captchaRateLimit,
    }),
});
