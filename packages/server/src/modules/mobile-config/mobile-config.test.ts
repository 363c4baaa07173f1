import { MOBILE_FUNCTIONS } from '@vr/contracts';
import { describe, expect, it } from 'vitest';
import { apiAs, orgIdByCode } from '../../test/fixtures.js';
import { useTestApp } from '../../test/harness.js';

const t = useTestApp();
const catalogue = MOBILE_FUNCTIONS.maintenance;

describe('mobile operation config', () => {
  it('answers the catalogue by default and saves a customer’s order, visibility, titles and icons', async () => {
    const admin = await apiAs(t, 'admin', 'admin123');
    const demo = await orgIdByCode(t.database.db, 'DEMO');
    const initial = await admin('GET', `/api/MobileConfig/detail?client=maintenance&orgId=${demo}`);
    expect(initial.data).toMatchObject({ orgId: demo, orgName: 'Demo Coffee Co.', client: 'maintenance', customised: false });
    expect(initial.data.items.map((i: { funcKey: string }) => i.funcKey)).toEqual(catalogue.map((f) => f.key));
    expect(initial.data.items[0]).toMatchObject({ funcKey: 'replenish', defaultTitle: 'Replenish', visible: true, sort: 1 });

    const reversed = [...catalogue]
      .reverse()
      .map((f, i) => ({ funcKey: f.key, icon: f.icon, visible: i % 2 === 0, title: i === 0 ? 'Alarm desk' : '' }));
    const saved = await admin('POST', '/api/MobileConfig/save', { client: 'maintenance', orgId: demo, items: reversed });
    expect(saved.status).toBe(1001);
    expect(saved.data.customised).toBe(true);
    expect(saved.data.items.map((i: { funcKey: string }) => i.funcKey)).toEqual([...catalogue].reverse().map((f) => f.key));
    expect(saved.data.items[0]).toMatchObject({ title: 'Alarm desk', sort: 1 });

    const zh = await admin('GET', `/api/MobileConfig/detail?client=maintenance&orgId=${demo}`, undefined, 'zh');
    expect(zh.data.items.find((i: { funcKey: string }) => i.funcKey === 'replenish').defaultTitle).toBe('补货');

    // The other client and the other customer are untouched.
    expect((await admin('GET', `/api/MobileConfig/detail?client=applet&orgId=${demo}`)).data.customised).toBe(false);
    const harborOrg = await orgIdByCode(t.database.db, 'HARBOR');
    expect((await admin('GET', `/api/MobileConfig/detail?client=maintenance&orgId=${harborOrg}`)).data.customised).toBe(false);

    const reset = await admin('POST', '/api/MobileConfig/reset', { client: 'maintenance', orgId: demo });
    expect(reset.data.customised).toBe(false);
  });

  it('refuses unknown, repeated or missing functions, unknown icons and non-customer owners', async () => {
    const admin = await apiAs(t, 'admin', 'admin123');
    const demo = await orgIdByCode(t.database.db, 'DEMO');
    const all = catalogue.map((f) => ({ funcKey: f.key, icon: f.icon, visible: true }));
    const unknown = await admin('POST', '/api/MobileConfig/save', {
      client: 'maintenance',
      orgId: demo,
      items: [...all.slice(1), { funcKey: 'coupons', icon: 'gift', visible: true }],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.data.errors[0].message).toContain('coupons');
    const missing = await admin('POST', '/api/MobileConfig/save', { client: 'maintenance', orgId: demo, items: all.slice(1) });
    expect(missing.data.errors[0].field).toBe('items');
    const twice = await admin('POST', '/api/MobileConfig/save', { client: 'maintenance', orgId: demo, items: [...all, all[0]] });
    expect(twice.status).toBe(400);
    const icon = await admin('POST', '/api/MobileConfig/save', {
      client: 'maintenance',
      orgId: demo,
      items: [{ ...all[0], icon: 'skull' }, ...all.slice(1)],
    });
    expect(icon.status).toBe(400);
    const title = await admin('POST', '/api/MobileConfig/save', {
      client: 'maintenance',
      orgId: demo,
      items: [{ ...all[0], title: 'x'.repeat(21) }, ...all.slice(1)],
    });
    expect(title.status).toBe(400);
    const platform = await orgIdByCode(t.database.db, 'PLATFORM');
    expect((await admin('GET', `/api/MobileConfig/detail?client=maintenance&orgId=${platform}`)).data.errors[0].field).toBe('orgId');
    expect((await admin('GET', `/api/MobileConfig/detail?client=kiosk&orgId=${demo}`)).status).toBe(400);
  });

  it('serves each app user the visible functions of their own customer only', async () => {
    const admin = await apiAs(t, 'admin', 'admin123');
    const ops = await apiAs(t, 'ops', 'ops12345');
    const harbor = await apiAs(t, 'harbor', 'harbor123');
    const demo = await orgIdByCode(t.database.db, 'DEMO');
    const items = catalogue.map((f, i) => ({
      funcKey: f.key,
      icon: f.icon,
      visible: f.key === 'repair' || f.key === 'clean',
      title: f.key === 'repair' ? 'Fix it' : null,
      order: i,
    }));
    items.sort((a, b) => (a.funcKey === 'repair' ? -1 : b.funcKey === 'repair' ? 1 : a.order - b.order));
    await admin('POST', '/api/MobileConfig/save', {
      client: 'maintenance',
      orgId: demo,
      items: items.map(({ order: _order, ...rest }) => rest),
    });

    const mine = await ops('GET', '/api/MobileConfig/app?client=maintenance');
    expect(mine.data).toEqual([
      { key: 'repair', title: 'Fix it', icon: 'tool', sort: 1 },
      { key: 'clean', title: 'Cleaning', icon: 'safety', sort: 2 },
    ]);
    const theirs = await harbor('GET', '/api/MobileConfig/app?client=maintenance');
    expect(theirs.data.map((f: { key: string }) => f.key)).toEqual(catalogue.map((f) => f.key));
    const applet = await ops('GET', '/api/MobileConfig/app?client=applet', undefined, 'zh');
    expect(applet.data[0]).toMatchObject({ key: 'sales', title: '销售概况' });
    expect((await t.app.inject({ method: 'GET', url: '/api/MobileConfig/app?client=maintenance' })).statusCode).toBe(401);
  });
});
