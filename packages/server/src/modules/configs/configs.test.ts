import { CONFIG_KEYS, PLATFORM_KEYS } from '@vr/contracts';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { body, openTestDatabase, useTestApp } from '../../test/harness.js';
import { signInRequest } from '../../test/sign-in.js';
import { sysConfigs } from '../../platform/settings/schema.js';
import { clearConfigCache, configValue } from './service.js';
import { exportedRows } from '../../test/exports.js';

const t = useTestApp();
let token = '';
beforeEach(async () => {
  clearConfigCache();
  token = await t.login('admin', 'admin123');
});
afterEach(() => clearConfigCache());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, lang = 'en') =>
  t.app.inject({ method, url, headers: { token, lang }, ...(payload === undefined ? {} : { payload: payload as object }) });
const newConfig = (over: Record<string, unknown> = {}) => ({
  configName: 'Shop banner',
  configKey: 'shop.banner',
  configValue: 'on',
  ...over,
});

async function idOf(key: string): Promise<number> {
  const [row] = await t.database.db.select({ id: sysConfigs.id }).from(sysConfigs).where(eq(sysConfigs.configKey, key));
  return row!.id;
}

describe('parameters', () => {
  it('lists the built-in parameters, filtered and sorted', async () => {
    const b = body<{ configKey: string; configType: string }[]>(
      await call('GET', '/admin/system/config/list?configKey=sys.account&orderByColumn=configKey&isAsc=desc'),
    );
    expect(b.data.map((c) => c.configKey)).toEqual([CONFIG_KEYS.maxRetryCount, CONFIG_KEYS.lockTime, CONFIG_KEYS.captchaEnabled]);
    expect(b.data.every((c) => c.configType === 'Y')).toBe(true);
  });

  it('adds, reads, changes and deletes a parameter', async () => {
    const created = body<{ configId: number; configType: string }>(await call('POST', '/admin/system/config', newConfig()));
    expect(created.status).toBe(1001);
    expect(created.data.configType).toBe('N');
    const id = created.data.configId;
    expect(body<{ configValue: string }>(await call('GET', `/admin/system/config/${id}`)).data.configValue).toBe('on');
    expect(body(await call('PUT', '/admin/system/config', { ...newConfig({ configValue: 'off' }), configId: id })).status).toBe(1001);
    expect(body(await call('DELETE', `/admin/system/config/${id}`)).status).toBe(1001);
    expect(body(await call('GET', `/admin/system/config/${id}`)).status).toBe(404);
  });

  it('refuses a duplicate key', async () => {
    const b = body<{ errors: { field: string }[] }>(
      await call('POST', '/admin/system/config', newConfig({ configKey: CONFIG_KEYS.lockTime })),
    );
    expect(b.data.errors[0]!.field).toBe('configKey');
  });

  it('never deletes a built-in parameter nor changes its key; a batch with one is refused whole', async () => {
    const own = body<{ configId: number }>(await call('POST', '/admin/system/config', newConfig({ configKey: 'own.key' }))).data.configId;
    const builtIn = await idOf(CONFIG_KEYS.captchaEnabled);
    const del = body(await call('DELETE', `/admin/system/config/${own},${builtIn}`, undefined, 'zh'));
    expect(del.status).toBe(400);
    expect(del.result).toBe('内置参数“sys.account.captchaEnabled”不能删除');
    expect(body(await call('GET', `/admin/system/config/${own}`)).status).toBe(1001);
    const rename = body<{ errors: { field: string }[] }>(
      await call('PUT', '/admin/system/config', { configId: builtIn, configName: 'x', configKey: 'other.key', configValue: 'true' }),
    );
    expect(rename.data.errors[0]!.field).toBe('configKey');
  });

  it.each([
    ['configName', 1, 100],
    ['configKey', 1, 100],
    ['configValue', 1, 500],
  ])('%s: %i..%i characters', async (field, min, max) => {
    const at = (n: number, suffix: string) =>
      newConfig({ [field]: 'k'.repeat(n), ...(field === 'configKey' ? {} : { configKey: `k.${field}.${suffix}` }) });
    expect(body(await call('POST', '/admin/system/config', at(min, 'min'))).status).toBe(1001);
    expect(body(await call('POST', '/admin/system/config', at(max, 'max'))).status).toBe(1001);
    const over = body<{ errors: { field: string; message: string }[] }>(
      await call('POST', '/admin/system/config', at(max + 1, 'over'), 'ja'),
    );
    expect(over.status).toBe(400);
    expect(over.data.errors[0]!.field).toBe(field);
    const empty = body<{ errors: { field: string; message: string }[] }>(await call('POST', '/admin/system/config', at(0, 'empty'), 'zh'));
    expect(empty.data.errors[0]!.message).toMatch(/不能为空/);
  });

  it('remark: 0..500 characters', async () => {
    expect(body(await call('POST', '/admin/system/config', newConfig({ configKey: 'r0', remark: '' }))).status).toBe(1001);
    expect(body(await call('POST', '/admin/system/config', newConfig({ configKey: 'r500', remark: 'r'.repeat(500) }))).status).toBe(1001);
    const over = body<{ errors: { field: string }[] }>(
      await call('POST', '/admin/system/config', newConfig({ configKey: 'r501', remark: 'r'.repeat(501) })),
    );
    expect(over.data.errors[0]!.field).toBe('remark');
  });

  it('checks the values of the sign-in parameters', async () => {
    const id = await idOf(CONFIG_KEYS.maxRetryCount);
    const b = body<{ errors: { field: string }[] }>(
      await call('PUT', '/admin/system/config', {
        configId: id,
        configName: 'x',
        configKey: CONFIG_KEYS.maxRetryCount,
        configValue: 'many',
      }),
    );
    expect(b.data.errors[0]!.field).toBe('configValue');
  });

  it('checks the platform settings edited as parameters by the same rules', async () => {
    const put = (key: string, value: string) =>
      idOf(key).then((id) => call('PUT', '/admin/system/config', { configId: id, configName: 'x', configKey: key, configValue: value }));
    for (const [key, bad] of [
      [PLATFORM_KEYS.timeZone, 'Mars/Olympus'],
      [PLATFORM_KEYS.currency, 'ABC'],
      [PLATFORM_KEYS.defaultLanguage, 'fr'],
      [PLATFORM_KEYS.logo, 'javascript:alert(1)'],
    ] as const) {
      const b = body<{ errors: { field: string }[] }>(await put(key, bad));
      expect(b.data.errors[0]!.field, key).toBe('configValue');
    }
    expect(body(await put(PLATFORM_KEYS.timeZone, 'Europe/Madrid')).status).toBe(1001);
  });

  it('answers a public parameter by key to a session, and nothing else', async () => {
    expect(body(await call('GET', `/admin/system/config/configKey/${CONFIG_KEYS.captchaEnabled}`)).data).toBe('true');
    expect(body(await call('GET', `/admin/system/config/configKey/${CONFIG_KEYS.initPassword}`)).status).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/admin/system/config/configKey/${CONFIG_KEYS.captchaEnabled}` })).statusCode).toBe(
      401,
    );
  });

  it('exports the filtered parameters', async () => {
    const rows = await exportedRows(t, token, { kind: 'configs', query: { configKey: 'sys.account' } }, { lang: 'es' });
    expect(rows[0]![1]).toBe('Nombre del parámetro');
    expect(rows).toHaveLength(4);
  });
});

describe('the sign-in follows the parameters', () => {
  const setParam = async (key: string, value: string) => {
    const b = body(
      await call('PUT', '/admin/system/config', { configId: await idOf(key), configName: key, configKey: key, configValue: value }),
    );
    expect(b.status, JSON.stringify(b)).toBe(1001);
  };
  const wrongLogin = async () =>
    body(await signInRequest(t.app, { username: 'ops', password: 'wrong-password' }, { forwardedFor: '10.9.9.9' }));

  it('locks after sys.account.maxRetryCount failures for sys.account.lockTime minutes', async () => {
    await setParam(CONFIG_KEYS.maxRetryCount, '2');
    await setParam(CONFIG_KEYS.lockTime, '3');
    expect((await wrongLogin()).result).toBe('The account or password is incorrect.');
    expect((await wrongLogin()).result).toBe('Too many failed attempts: the account is locked for 3 minutes.');
  });

  it('keeps the default of five failures otherwise', async () => {
    for (let i = 0; i < 4; i++) expect((await wrongLogin()).result).toBe('The account or password is incorrect.');
    expect((await wrongLogin()).result).toBe('Too many failed attempts: the account is locked for 10 minutes.');
  });
});

describe("built-in parameters in the reader's language", () => {
  it('names and describes the built-in parameters in the request language; an edited remark reads as typed', async () => {
    const get = async (lang: string) =>
      body<{ configKey: string; configName: string; remark: string }[]>(
        await call('GET', `/admin/system/config/list?configKey=${CONFIG_KEYS.lockTime}`, undefined, lang),
      ).data[0]!;
    expect(await get('en')).toMatchObject({ configName: 'Lockout minutes', remark: 'Minutes a locked account must wait (1-1440)' });
    expect(await get('zh')).toMatchObject({ configName: '锁定时长（分钟）', remark: '账号锁定后需等待的分钟数（1-1440）' });
    const retention = body<{ remark: string }[]>(
      await call('GET', '/admin/system/config/list?configKey=sys.log.retentionDays.job', undefined, 'zh'),
    ).data[0]!;
    expect(retention.remark).toBe('超过此天数的任务日志由“清理过期日志”任务删除（1-3650）');

    // Saved from the Chinese form (name and remark as shown): still read in each language.
    const id = await idOf(CONFIG_KEYS.lockTime);
    const zh = await get('zh');
    const saved = await call('PUT', '/admin/system/config', {
      configId: id,
      configKey: CONFIG_KEYS.lockTime,
      configName: zh.configName,
      configValue: '10',
      remark: zh.remark,
    });
    expect(body(saved).status).toBe(1001);
    expect((await get('en')).configName).toBe('Lockout minutes');
    await call('PUT', '/admin/system/config', {
      configId: id,
      configKey: CONFIG_KEYS.lockTime,
      configName: 'Lockout minutes',
      configValue: '10',
      remark: 'Our own note',
    });
    expect((await get('zh')).remark).toBe('Our own note');
  });
});

describe('parameter values kept in memory', () => {
  it('are kept per database: two databases in one process never read each other’s', async () => {
    const other = await openTestDatabase();
    try {
      await other.db.update(sysConfigs).set({ configValue: 'other' }).where(eq(sysConfigs.configKey, CONFIG_KEYS.skinName));
      const mine = await configValue(t.database.db, CONFIG_KEYS.skinName);
      expect(mine).not.toBe('other');
      expect(await configValue(other.db, CONFIG_KEYS.skinName)).toBe('other');
      expect(await configValue(t.database.db, CONFIG_KEYS.skinName)).toBe(mine);
    } finally {
      await other.close();
    }
  });
});
