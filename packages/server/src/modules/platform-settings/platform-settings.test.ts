import { beforeEach, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/fixtures.js';
import { body, useTestApp } from '../../test/harness.js';
import { clearConfigCache } from '../configs/index.js';
import { businessTimeZone } from '../../platform/settings/time-zone.js';

const t = useTestApp();
const valid = { title: 'Coffee Cloud', logo: '/api/files/abcdef.png', defaultLanguage: 'ja', timeZone: 'Europe/Madrid', currency: 'EUR' };

describe('platform settings', () => {
  // Each test's writes are rolled back, but the parameter cache lives in the process.
  beforeEach(() => clearConfigCache());

  it('are readable without a session, with defaults from the built-in parameters', async () => {
    const res = body(await t.app.inject({ method: 'GET', url: '/api/platform/settings' }));
    expect(res.status).toBe(1001);
    expect(res.data).toEqual({ title: 'Vending Retail', logo: '', defaultLanguage: 'en', timeZone: 'Asia/Shanghai', currency: 'CNY' });
  });

  it('saves all five as parameters; the time zone is the one businessTimeZone() reads', async () => {
    const admin = await apiAs(t, 'admin', 'admin123');
    const saved = await admin('PUT', '/api/platform/settings', valid);
    expect(saved.status).toBe(1001);
    expect(saved.data).toEqual(valid);
    expect(body(await t.app.inject({ method: 'GET', url: '/api/platform/settings' })).data).toEqual(valid);
    expect(await businessTimeZone(t.database.db)).toBe('Europe/Madrid');
    const params = await admin('GET', '/admin/system/config/list?configKey=sys.platform&limit=50');
    expect(
      Object.fromEntries(params.data.map((p: { configKey: string; configValue: string }) => [p.configKey, p.configValue])),
    ).toMatchObject({
      'sys.platform.title': 'Coffee Cloud',
      'sys.platform.timeZone': 'Europe/Madrid',
      'sys.platform.currency': 'EUR',
    });
    const noLogo = await admin('PUT', '/api/platform/settings', { ...valid, logo: '' });
    expect(noLogo.data.logo).toBe('');
  });

  it('refuses unknown time zones, currencies and languages, a blank or long title and a javascript: logo', async () => {
    const admin = await apiAs(t, 'admin', 'admin123');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ timeZone: 'Mars/Olympus' }, 'timeZone'],
      [{ timeZone: 'GMT+8; drop' }, 'timeZone'],
      [{ currency: 'XYZ' }, 'currency'],
      [{ currency: 'cny' }, 'currency'],
      [{ defaultLanguage: 'fr' }, 'defaultLanguage'],
      [{ title: '' }, 'title'],
      [{ title: 'x'.repeat(51) }, 'title'],
      [{ logo: 'javascript:alert(1)' }, 'logo'],
    ];
    for (const [change, field] of cases) {
      const res = await admin('PUT', '/api/platform/settings', { ...valid, ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.data.errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    const zh = await admin('PUT', '/api/platform/settings', { ...valid, timeZone: 'Nowhere/Land' }, 'zh');
    expect(zh.data.errors[0].message).toContain('时区');
    // Nothing changed.
    expect(body<{ title: string }>(await t.app.inject({ method: 'GET', url: '/api/platform/settings' })).data.title).toBe('Vending Retail');
  });

  it('saving needs the permission', async () => {
    const ops = await apiAs(t, 'ops', 'ops12345');
    expect((await ops('PUT', '/api/platform/settings', valid)).status).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: '/api/platform/settings', payload: valid })).statusCode).toBe(401);
  });
});
