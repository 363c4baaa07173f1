// Runs on both engines: the device counters roll-up against a recount
import fs from 'node:fs';
import path from 'node:path';
import { DEVICE_API, DEVICE_SCOPES, type DeviceCounts } from '@vr/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../platform/db/database.js';
import { importWorkbook, xlsxOf } from '../../test/excel.js';
import { type ApiCall, apiAs, demoAccount, orgIdByCode } from '../../test/fixtures.js';
import { useTestApp } from '../../test/harness.js';
import { type OrgDeviceCounts, recountedDeviceCounts, storedDeviceCounts } from '../../test/live-aggregates.js';
import { devices } from './schema.js';

const t = useTestApp();
const db = () => t.database.db;

const stored = () => storedDeviceCounts(db());
const recount = () => recountedDeviceCounts(db());

/** The statements of the migrations that keep and backfill the counters (whatever their file is named). */
function counterMigration(): string[] {
  const statements = fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .flatMap((f) => fs.readFileSync(path.join(MIGRATIONS_DIR, f), 'utf8').split('--> statement-breakpoint'))
    .filter((s) => s.includes('dev_device_counts') && !/^\s*CREATE TABLE/i.test(s));
  expect(statements.some((s) => /CREATE TRIGGER dev_device_counts_upd/.test(s))).toBe(true);
  return statements;
}

/** What the counters endpoint answers without filters must equal a count of every device (the admin sees all). */
async function expectAdminCountsExact(admin: ApiCall): Promise<void> {
  const all = await recount();
  const sum = (k: keyof OrgDeviceCounts) => all.reduce((n, r) => n + r[k], 0);
  const answered = (await admin('GET', DEVICE_API.counts)).data as DeviceCounts;
  expect(answered).toMatchObject({
    total: sum('total'),
    online: sum('online'),
    offline: sum('total') - sum('online'),
    fault: sum('fault'),
    warning: sum('warning'),
    lowMaterial: sum('low_material'),
  });
  expect(await stored()).toEqual(all);
}

/** The counters of the same devices counted row by row: the online and offline ones through the filtered path. */
async function directCounts(call: ApiCall): Promise<Omit<DeviceCounts, `${string}Percent`>> {
  const on = (await call('GET', `${DEVICE_API.counts}?online=1`)).data as DeviceCounts;
  const off = (await call('GET', `${DEVICE_API.counts}?online=0`)).data as DeviceCounts;
  return {
    total: on.total + off.total,
    online: on.total,
    offline: off.total,
    fault: on.fault + off.fault,
    warning: on.warning + off.warning,
    lowMaterial: on.lowMaterial + off.lowMaterial,
  };
}

describe('live device counters', () => {
  it('the migration backfills exact counters, and re-running it repairs them', async () => {
    expect(await stored()).toEqual(await recount());
    await db().execute(sql`update dev_device_counts set total = total + 5, online = 0`);
    await db().execute(sql`delete from dev_device_counts where org_id = (select min(org_id) from dev_device)`);
    expect(await stored()).not.toEqual(await recount());
    for (const statement of counterMigration()) await db().execute(sql.raw(statement));
    expect(await stored()).toEqual(await recount());
  });

  it('stay exact through device create, import, update, move to another customer and delete', async () => {
    const admin = await apiAs(t, 'admin', 'admin123');
    const demo = await orgIdByCode(db(), 'DEMO');
    const harbor = await orgIdByCode(db(), 'HARBOR');
    const created = await admin('POST', DEVICE_API.save, { deviceCode: 'AGGNEW1', orgId: demo, name: 'Counted' });
    expect(created.status, JSON.stringify(created)).toBe(1001);
    await expectAdminCountsExact(admin);

    const token = await t.login('admin', 'admin123');
    const file = await xlsxOf([
      ['Device code', 'Nameplate number', 'DTU code/IMEI', 'Device name', 'Organisation code', 'Model code'],
      ['AGGIMP1', '', '', 'Imported', 'DEMO', ''],
      ['AGGIMP2', '', '', 'Imported', 'HARBOR', ''],
    ]);
    const imported = await importWorkbook(t.app, DEVICE_API.import, file, { token, lang: 'en' });
    expect(imported.json().status, imported.body).toBe(1001);
    await expectAdminCountsExact(admin);

    const [row] = await db().select({ id: devices.id }).from(devices).where(eq(devices.deviceCode, 'AGGNEW1'));
    await db().update(devices).set({ online: 1, faultCount: 2, materialState: 2 }).where(eq(devices.id, row!.id));
    await expectAdminCountsExact(admin);
    const moved = await admin('POST', DEVICE_API.save, { id: row!.id, deviceCode: 'AGGNEW1', orgId: harbor, name: 'Moved' });
    expect(moved.status, JSON.stringify(moved)).toBe(1001);
    expect((await db().select({ orgId: devices.orgId }).from(devices).where(eq(devices.id, row!.id)))[0]!.orgId).toBe(harbor);
    await expectAdminCountsExact(admin);

    const ids = (
      await db()
        .select({ id: devices.id })
        .from(devices)
        .where(inArray(devices.deviceCode, ['AGGNEW1', 'AGGIMP1']))
    ).map((r) => r.id);
    expect((await admin('POST', DEVICE_API.delete, { ids })).status).toBe(1001);
    await expectAdminCountsExact(admin);

    // Bulk SQL is counted as well: every device offline and cleared at once.
    await db().update(devices).set({ online: 0, warningCount: 0 });
    await expectAdminCountsExact(admin);
  });

  it('a one-customer operator gets the sums of its organisations only, equal to a count of its devices', async () => {
    const admin = await apiAs(t, 'admin', 'admin123');
    const ops = await apiAs(t, 'ops', 'ops12345');
    await db().update(devices).set({ faultCount: 1 });
    const mine = (await ops('GET', DEVICE_API.counts)).data as DeviceCounts;
    expect(mine).toMatchObject(await directCounts(ops));
    const all = (await admin('GET', DEVICE_API.counts)).data as DeviceCounts;
    expect(all).toMatchObject(await directCounts(admin));
    // Harbor Drinks Ltd.'s devices are counted for the administrator only.
    expect(all.total).toBeGreaterThan(mine.total);
    expect([all.fault, mine.fault]).toEqual([all.total, mine.total]);
  });

  it('a "selected devices" account counts only the devices granted to it', async () => {
    const demo = await orgIdByCode(db(), 'DEMO');
    const userId = await demoAccount(db(), 'aggpicky', DEVICE_SCOPES.SELECTED);
    const picky = await apiAs(t, 'aggpicky', 'pass12345');
    expect(((await picky('GET', DEVICE_API.counts)).data as DeviceCounts).total).toBe(0);

    const demoDevices = await db().select({ id: devices.id }).from(devices).where(eq(devices.orgId, demo)).orderBy(devices.id);
    const granted = demoDevices.slice(0, 3).map((d) => d.id);
    const states = [
      { online: 1, faultCount: 0, warningCount: 1, materialState: 0 },
      { online: 0, faultCount: 0, warningCount: 0, materialState: 1 },
      { online: 0, faultCount: 2, warningCount: 0, materialState: 0 },
    ];
    for (const [i, state] of states.entries()) await db().update(devices).set(state).where(eq(devices.id, granted[i]!));
    const admin = await apiAs(t, 'admin', 'admin123');
    expect((await admin('POST', DEVICE_API.grants, { userId, deviceIds: granted })).status).toBe(1001);

    const counts = (await picky('GET', DEVICE_API.counts)).data as DeviceCounts;
    expect(counts).toMatchObject(await directCounts(picky));
    expect(counts).toMatchObject({ total: 3, online: 1, offline: 2, fault: 1, warning: 1, lowMaterial: 1 });
  });
});
