import { CONFIG_KEYS } from '@vr/contracts';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { peekCaptchaAnswer } from '../../test/captcha.js';
import { body, useTestApp } from '../../test/harness.js';
import { sysConfigs } from '../../platform/settings/schema.js';
import { clearConfigCache } from './service.js';

// The environment allows the captcha here; the parameter decides.
const t = useTestApp({ captchaEnabled: true });
afterEach(() => clearConfigCache());

const captcha = async () =>
  body<{ captchaEnabled: boolean; uuid: string }>(await t.app.inject({ method: 'GET', url: '/api/captcha/captchaImage' })).data;
const login = async () =>
  body(await t.app.inject({ method: 'POST', url: '/admin/login', payload: { username: 'admin', password: 'admin123' } }));

describe('sys.account.captchaEnabled', () => {
  it('is on by default: the sign-in needs a code', async () => {
    expect((await captcha()).captchaEnabled).toBe(true);
    expect((await login()).result).toBe('The verification code is required.');
  });

  it('set to false (through the API) turns the captcha off at once', async () => {
    // Sign in with a captcha answer first, as an administrator would.
    const c = await captcha();
    const answer = await peekCaptchaAnswer(t.database.db, c.uuid);
    const signed = body<never>(
      await t.app.inject({
        method: 'POST',
        url: '/admin/login',
        payload: { username: 'admin', password: 'admin123', code: answer, uuid: c.uuid },
      }),
    );
    const token = (signed.result as unknown as { token: string }).token;
    const [row] = await t.database.db.select().from(sysConfigs).where(eq(sysConfigs.configKey, CONFIG_KEYS.captchaEnabled));
    const put = body(
      await t.app.inject({
        method: 'PUT',
        url: '/admin/system/config',
        headers: { token },
        payload: { configId: row!.id, configName: row!.configName, configKey: row!.configKey, configValue: 'false' },
      }),
    );
    expect(put.status).toBe(1001);
    expect((await captcha()).captchaEnabled).toBe(false);
    expect((await login()).status).toBe(1001);
  });
});
