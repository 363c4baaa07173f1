// Runs on both engines: the demo data npm start seeds on PGlite
import { CONFIG_API, CONFIG_KEYS, DEPT_API, DEVICE_API, DEVICE_PERMS, ORG_API, SECRET_CONFIG_MASK } from '@vr/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { integrationLogs } from '../platform/audit/schema.js';
import { rowsOf } from '../platform/db/rows.js';
import { sysConfigs } from '../platform/settings/schema.js';
import { apiAs, orgIdByCode } from '../test/fixtures.js';
import { useTestApp } from '../test/harness.js';

/** What a new installation starts with: sensible defaults of the demo and reference data. */
const t = useTestApp();
const db = () => t.database.db;

describe('demo defaults', () => {
  it('the maintenance role neither deletes devices nor rotates their secrets, but edits them', async () => {
    const result = await db().execute(sql`
      select m.perms from sys_menu m join sys_role_menu rm on rm.menu_id = m.id join sys_role r on r.id = rm.role_id
       where r.role_key = 'maintenance' and m.perms is not null`);
    const perms = rowsOf<{ perms: string }>(result).map((r) => r.perms);
    expect(perms).toContain(DEVICE_PERMS.edit);
    expect(perms).not.toContain(DEVICE_PERMS.remove);
    expect(perms).not.toContain(DEVICE_PERMS.secret);
    const ops = await apiAs(t, 'ops', 'ops12345');
    const [device] = rowsOf<{ id: number }>(await db().execute(sql`select id from dev_device where device_code = 'VR10001'`));
    expect((await ops('POST', DEVICE_API.delete, { ids: [Number(device!.id)] })).status).toBe(403);
    expect((await ops('POST', DEVICE_API.rotateSecret, { id: Number(device!.id) })).status).toBe(403);
  });

  it('the integration log starts empty: no outside system is connected', async () => {
    expect(await db().select().from(integrationLogs)).toHaveLength(0);
  });

  it('every customer has one default theme preset, applied to its staff', async () => {
    const result = await db().execute(sql`
      select o.code, count(t.id) filter (where t.is_default) as defaults
        from sys_org o left join sys_theme t on t.org_id = o.id where o.kind = 'customer' group by o.code order by o.code`);
    expect(rowsOf<{ code: string; defaults: number }>(result).map((r) => [r.code, Number(r.defaults)])).toEqual([
      ['DEMO', 1],
      ['HARBOR', 1],
    ]);
    const ops = await apiAs(t, 'ops', 'ops12345');
    expect((await ops('GET', '/api/Theme/current')).data).toMatchObject({ source: 'preset', orgId: await orgIdByCode(db(), 'DEMO') });
  });

  it('the initial password is masked in the parameter list and detail, and stays editable', async () => {
    const admin = await apiAs(t, 'admin', 'admin123');
    const stored = async () =>
      (await db().select({ v: sysConfigs.configValue }).from(sysConfigs).where(eq(sysConfigs.configKey, CONFIG_KEYS.initPassword)))[0]!.v;
    const original = await stored();
    const list = await admin('GET', `${CONFIG_API.list}?configKey=${CONFIG_KEYS.initPassword}`);
    expect(list.data).toHaveLength(1);
    const row = list.data[0] as { configId: number; configName: string; configKey: string; configValue: string };
    expect(row.configValue).toBe(SECRET_CONFIG_MASK);
    expect(JSON.stringify(list)).not.toContain(original);
    const detail = await admin('GET', `${CONFIG_API.base}/${row.configId}`);
    expect(detail.data.configValue).toBe(SECRET_CONFIG_MASK);
    // Saved back as shown: the stored value stays; a new value replaces it.
    const body = { configId: row.configId, configName: row.configName, configKey: row.configKey, configValue: SECRET_CONFIG_MASK };
    expect((await admin('PUT', CONFIG_API.base, body)).status).toBe(1001);
    expect(await stored()).toBe(original);
    expect((await admin('PUT', CONFIG_API.base, { ...body, configValue: 'N3w#start' })).status).toBe(1001);
    expect(await stored()).toBe('N3w#start');
  });

  it('departments, stores and the organisation report count the devices in them and below', async () => {
    const admin = await apiAs(t, 'admin', 'admin123');
    const expected = rowsOf<{ id: number; n: number }>(
      await db().execute(sql`
        select o.id, (select count(*) from dev_device d join sys_org b on b.id = d.org_id where b.path like o.path || '%') as n
          from sys_org o`),
    ).map((r) => [Number(r.id), Number(r.n)]);
    const byId = new Map(expected as Array<[number, number]>);
    const depts = (await admin('GET', DEPT_API.list)).data as Array<{ deptId: number; deviceCount: number }>;
    expect(depts.map((d) => [d.deptId, d.deviceCount])).toEqual(depts.map((d) => [d.deptId, byId.get(d.deptId)]));
    const store = await orgIdByCode(db(), 'DEMO-SH-01');
    expect(byId.get(store)).toBeGreaterThan(0);
    expect((await admin('GET', DEPT_API.detail(store))).data.deviceCount).toBe(byId.get(store));
    const report = (await admin('GET', `${ORG_API.report}?limit=100`)).data as Array<{ orgId: number; deviceCount: number }>;
    expect(report.map((r) => [r.orgId, r.deviceCount])).toEqual(report.map((r) => [r.orgId, byId.get(r.orgId)]));
    const demo = await orgIdByCode(db(), 'DEMO');
    expect(report.find((r) => r.orgId === demo)?.deviceCount).toBe(8);
  });
});
