import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiAs, grantThroughNewButtons, orgIdByCode } from '../../test/fixtures.js';
import { useTestApp } from '../../test/harness.js';
import { customers } from '../customers/index.js';
import { themes } from './schema.js';

const t = useTestApp();

const grantOps = (perms: string[]) => grantThroughNewButtons(t.database.db, 'maintenance', perms);

describe('theme presets', () => {
  it('takes #1890ff and refuses blue and #12345 with a message next to the colour', async () => {
    const admin = await apiAs(t, 'admin', 'admin123');
    const demo = await orgIdByCode(t.database.db, 'DEMO');
    const good = await admin('POST', '/api/Theme/save', { themeName: 'Daybreak', themeColor: '#1890ff', orgId: demo });
    expect(good.status).toBe(1001);
    expect(good.data).toMatchObject({
      themeName: 'Daybreak',
      themeColor: '#1890ff',
      orgId: demo,
      orgName: 'Demo Coffee Co.',
      isDefault: false,
    });
    for (const themeColor of ['blue', '#12345', '']) {
      const bad = await admin('POST', '/api/Theme/save', { themeName: `Bad ${themeColor}`, themeColor, orgId: demo });
      expect(bad.status).toBe(400);
      expect(bad.data.errors[0].field).toBe('themeColor');
    }
    const zh = await admin('POST', '/api/Theme/save', { themeName: 'Bad', themeColor: 'blue', orgId: demo }, 'zh');
    expect(zh.data.errors[0].message).toContain('十六进制');
    // The seeded default preset and the one saved here.
    expect((await admin('GET', `/api/Theme/list?orgId=${demo}`)).total).toBe(2);
  });

  it('refuses a name used twice in one customer and the platform as owner', async () => {
    const admin = await apiAs(t, 'admin', 'admin123');
    const demo = await orgIdByCode(t.database.db, 'DEMO');
    const platform = await orgIdByCode(t.database.db, 'PLATFORM');
    await admin('POST', '/api/Theme/save', { themeName: 'Same', themeColor: '#000000', orgId: demo });
    const twice = await admin('POST', '/api/Theme/save', { themeName: 'Same', themeColor: '#111111', orgId: demo });
    expect(twice.data.errors[0].field).toBe('themeName');
    const onPlatform = await admin('POST', '/api/Theme/save', { themeName: 'P', themeColor: '#111111', orgId: platform });
    expect(onPlatform.data.errors[0].field).toBe('orgId');
  });

  it('keeps one default per customer (save and setDefault) and answers it as the current theme', async () => {
    const admin = await apiAs(t, 'admin', 'admin123');
    const ops = await apiAs(t, 'ops', 'ops12345');
    const harbor = await apiAs(t, 'harbor', 'harbor123');
    const demo = await orgIdByCode(t.database.db, 'DEMO');
    const harborOrg = await orgIdByCode(t.database.db, 'HARBOR');

    // Without a preset (the seeded ones removed): the customer's own colour.
    await t.database.db.delete(themes);
    await t.database.db.update(customers).set({ themeColor: '#13c2c2' }).where(eq(customers.orgId, demo));
    expect((await ops('GET', '/api/Theme/current')).data).toEqual({ themeColor: '#13c2c2', source: 'customer', orgId: demo });

    const a = await admin('POST', '/api/Theme/save', { themeName: 'A', themeColor: '#AA0000', orgId: demo, isDefault: true });
    const b = await admin('POST', '/api/Theme/save', { themeName: 'B', themeColor: '#00bb00', orgId: demo, isDefault: true });
    await admin('POST', '/api/Theme/save', { themeName: 'H', themeColor: '#0000cc', orgId: harborOrg, isDefault: true });
    const list = await admin('GET', `/api/Theme/list?orgId=${demo}`);
    expect(list.data.filter((r: { isDefault: boolean }) => r.isDefault).map((r: { themeId: number }) => r.themeId)).toEqual([
      b.data.themeId,
    ]);
    expect((await ops('GET', '/api/Theme/current')).data).toEqual({ themeColor: '#00bb00', source: 'preset', orgId: demo });
    expect((await harbor('GET', '/api/Theme/current')).data.themeColor).toBe('#0000cc');

    await admin('POST', '/api/Theme/setDefault', { themeId: a.data.themeId });
    const after = await admin('GET', `/api/Theme/list?orgId=${demo}`);
    expect(after.data.filter((r: { isDefault: boolean }) => r.isDefault).map((r: { themeId: number }) => r.themeId)).toEqual([
      a.data.themeId,
    ]);
    expect((await ops('GET', '/api/Theme/current')).data.themeColor).toBe('#aa0000');

    // The platform administrator has no customer: the platform's default colour.
    expect((await admin('GET', '/api/Theme/current')).data).toEqual({ themeColor: '#1890ff', source: 'platform', orgId: null });
    expect((await t.app.inject({ method: 'GET', url: '/api/Theme/current' })).statusCode).toBe(401);
  });

  it('ops sees and edits only Demo’s presets; a batch with a Harbor preset deletes nothing', async () => {
    await grantOps(['system:theme:list', 'system:theme:add', 'system:theme:edit', 'system:theme:remove']);
    const admin = await apiAs(t, 'admin', 'admin123');
    const ops = await apiAs(t, 'ops', 'ops12345');
    const harborOrg = await orgIdByCode(t.database.db, 'HARBOR');
    const h = await admin('POST', '/api/Theme/save', { themeName: 'Harbor blue', themeColor: '#0000cc', orgId: harborOrg });
    const own = await ops('POST', '/api/Theme/save', { themeName: 'Mine', themeColor: '#123456' });
    expect(own.data.orgName).toBe('Demo Coffee Co.');
    const list = await ops('GET', '/api/Theme/list?limit=100');
    expect(list.data.map((r: { themeName: string }) => r.themeName).sort()).toEqual(['Brand colour', 'Mine']);
    expect((await ops('POST', '/api/Theme/save', { themeName: 'X', themeColor: '#123456', orgId: harborOrg })).status).toBe(403);
    expect((await ops('POST', '/api/Theme/delete', { ids: [own.data.themeId, h.data.themeId] })).status).toBe(403);
    expect((await ops('GET', '/api/Theme/list')).total).toBe(2);
    expect((await ops('POST', '/api/Theme/delete', { ids: [own.data.themeId] })).data.deleted).toBe(1);
  });
});
