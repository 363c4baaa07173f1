import {
  ABNORMAL_STATUS,
  ALARM_API,
  ALARM_EXPORT_KINDS,
  ALARM_LOG_PERMS,
  ALARM_RULE_PERMS,
  DEVICE_ABNORMAL_PERMS,
  EXPORT_TASK_API,
} from '@vr/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiCall, apiAs, orgIdByCode, revokeFromRole } from '../../test/fixtures.js';
import { exportedRows } from '../../test/exports.js';
import { useTestApp } from '../../test/harness.js';
import { storeTestOrder } from '../../test/order-intake.js';
import { insertTestDevice } from '../../test/test-devices.js';
import { inTransaction, listen } from '../../platform/wiring/index.js';
import { devices } from '../devices/index.js';
import { orders } from '../orders/index.js';
import { type AlarmNotice, alarmRaised, alarmReleased, alarmRuleOf, evaluateAbnormal } from './index.js';
import { raiseAlarm } from './record.js';
import { alarmRules, deviceAbnormal, deviceAlarms } from './schema.js';
import { countAlarmRaised } from '../devices/index.js';

/* The alarm centre through its API: scope, filters, hand release and resolve, the evaluator, the rules, the counts. */

const t = useTestApp();
const db = () => t.database.db;
let admin: ApiCall;
let ops: ApiCall;
let harbor: ApiCall;
let demo: number;
let harborOrg: number;

beforeAll(async () => {
  admin = await apiAs(t, 'admin', 'admin123');
  ops = await apiAs(t, 'ops', 'ops12345');
  harbor = await apiAs(t, 'harbor', 'harbor123');
  demo = await orgIdByCode(db(), 'DEMO');
  harborOrg = await orgIdByCode(db(), 'HARBOR');
});

let seq = 0;
/** Raises an alarm on a device as the gateway stores it (the device's open count goes up). */
async function raise(
  deviceId: number,
  orgId: number,
  alarm: { kind?: 'fault' | 'warning'; code?: string; level?: number; at?: Date } = {},
) {
  const { kind = 'fault', code = 'E101', level = 2, at = new Date() } = alarm;
  await inTransaction(db(), async (tx) => {
    if (await raiseAlarm(tx, { deviceId, orgId, eventId: `ev-${++seq}`, kind, code, level, message: 'Heater' }, at)) {
      await countAlarmRaised(tx, deviceId, kind);
    }
  });
  const [row] = await db()
    .select()
    .from(deviceAlarms)
    .where(and(eq(deviceAlarms.deviceId, deviceId), eq(deviceAlarms.eventId, `ev-${seq}`)));
  return row!;
}

const ids = (res: { data: Array<{ id: number }> }) => res.data.map((r) => r.id);
const fields = (res: { data?: { errors?: Array<{ field: string }> } }) => (res.data?.errors ?? []).map((e) => e.field).sort();

describe('device alarm log', () => {
  it('lists the alarms of the caller’s scope only, with names, filters and sorting', async () => {
    const mine = await insertTestDevice(db(), demo);
    const theirs = await insertTestDevice(db(), harborOrg);
    const a1 = await raise(mine.id, demo, { code: 'E1', level: 2, at: new Date('2026-03-01T02:00:00Z') });
    const a2 = await raise(mine.id, demo, { kind: 'warning', code: 'W1', level: 0, at: new Date('2026-03-02T02:00:00Z') });
    const h1 = await raise(theirs.id, harborOrg, { code: 'E9' });

    const all = await admin('GET', `${ALARM_API.logList}?deviceCode=${mine.code}`);
    expect(all.status).toBe(1001);
    expect(ids(all)).toEqual([a2.id, a1.id]);
    expect(all.total).toBe(2);
    expect(all.data[1]).toMatchObject({ deviceCode: mine.code, customerName: 'Demo Coffee Co.', kind: 'fault', level: 2, state: 0 });

    const opsSees = await ops('GET', `${ALARM_API.logList}?limit=1000`);
    expect(ids(opsSees)).toContain(a1.id);
    expect(ids(opsSees)).not.toContain(h1.id);
    const harborSees = await harbor('GET', `${ALARM_API.logList}?limit=1000`);
    expect(ids(harborSees)).toContain(h1.id);
    expect(ids(harborSees)).not.toContain(a1.id);

    const q = (filter: string) => admin('GET', `${ALARM_API.logList}?deviceCode=${mine.code}&${filter}`).then(ids);
    expect(await q('kind=warning')).toEqual([a2.id]);
    expect(await q('level=2')).toEqual([a1.id]);
    expect(await q('state=1')).toEqual([]);
    expect(await q('beginTime=2026-03-02&endTime=2026-03-02')).toEqual([a2.id]);
    expect(await q(`orgId=${harborOrg}`)).toEqual([]);
    expect(await q('orderByColumn=level&isAsc=asc')).toEqual([a2.id, a1.id]);
    expect(await q('orderByColumn=level&isAsc=desc')).toEqual([a1.id, a2.id]);
    // A sort off the whitelist, a bad time, a bad kind: field errors, never a 5xx.
    expect((await admin('GET', `${ALARM_API.logList}?orderByColumn=__proto__`)).status).toBe(400);
    expect((await admin('GET', `${ALARM_API.logList}?beginTime=yesterday`)).status).toBe(400);
    expect((await admin('GET', `${ALARM_API.logList}?kind=flood`)).status).toBe(400);
    expect((await admin('GET', `${ALARM_API.logList}?cursor=nonsense`)).status).toBe(400);
  });

  it('answers the total of a log far above the exact limit from the planner, and a narrow filter exactly', async () => {
    const busy = await insertTestDevice(db(), demo);
    const quiet = await insertTestDevice(db(), demo);
    // Warnings of level 0 and faults of level 1, half and half: the planner, taking kind and level
    // as independent, expects a quarter of them to be warnings of level 1, and there are none.
    await db().execute(sql`insert into dev_alarm (device_id, org_id, event_id, kind, code, level, state, raised_at, released_at)
      select ${busy.id}, ${demo}, 'bulk-' || g, case when g % 2 = 0 then 'warning' else 'fault' end, 'B7', g % 2, 1,
             now() - make_interval(mins => g), now()
        from generate_series(1, 48000) g`);
    await db().execute(sql`analyze dev_alarm`);
    await raise(quiet.id, demo, { kind: 'warning', code: 'W5', level: 1 });
    const all = await admin('GET', `${ALARM_API.logList}?limit=5`);
    expect(all.data).toHaveLength(5);
    expect(all.totalEstimated).toBe(true);
    expect(all.total).toBeGreaterThan(10_000);
    // The planner expects some 12 000 warnings of level 1; the page, the last, tells the exact number.
    const wrong = await admin('GET', `${ALARM_API.logList}?kind=warning&level=1&limit=1000`);
    expect(wrong.data.length).toBeGreaterThan(0);
    expect(wrong.total).toBe(wrong.data.length);
    expect(wrong.totalEstimated).toBeUndefined();
    const narrow = await admin('GET', `${ALARM_API.logList}?deviceCode=${quiet.code}`);
    expect(narrow.total).toBe(1);
    expect(narrow.totalEstimated).toBeUndefined();
    // The faults of one level, newest first, from their own index: the page matches the filter.
    const faults = await admin('GET', `${ALARM_API.logList}?kind=fault&level=2&limit=1000`);
    expect(faults.data.every((r: { kind: string; level: number }) => r.kind === 'fault' && r.level === 2)).toBe(true);
    expect(faults.total).toBe(faults.data.length);
  });

  it('pages by cursor: the next page starts after the last row', async () => {
    const device = await insertTestDevice(db(), demo);
    for (let i = 0; i < 5; i++) await raise(device.id, demo, { at: new Date(Date.UTC(2026, 2, 1, i)) });
    const first = await admin('GET', `${ALARM_API.logList}?deviceCode=${device.code}&limit=2`);
    expect(first.data).toHaveLength(2);
    expect(first.nextCursor).toBeTruthy();
    const second = await admin('GET', `${ALARM_API.logList}?deviceCode=${device.code}&limit=2&cursor=${first.nextCursor}`);
    expect(second.data).toHaveLength(2);
    expect(new Set([...ids(first), ...ids(second)]).size).toBe(4);
    const third = await admin('GET', `${ALARM_API.logList}?deviceCode=${device.code}&limit=2&cursor=${second.nextCursor}`);
    expect(third.data).toHaveLength(1);
    expect(third.nextCursor).toBeUndefined();
    expect([...ids(first), ...ids(second), ...ids(third)]).toEqual(
      ids(await admin('GET', `${ALARM_API.logList}?deviceCode=${device.code}`)),
    );
  });

  it('pages by cursor under another sort: by level, equal levels newest first, each row once', async () => {
    const device = await insertTestDevice(db(), demo);
    const levels = [1, 0, 2, 1, 0];
    for (const [i, level] of levels.entries()) await raise(device.id, demo, { level, at: new Date(Date.UTC(2026, 2, 1, i)) });
    const sorted = `deviceCode=${device.code}&orderByColumn=level&isAsc=asc&limit=2`;
    const pages = [await admin('GET', `${ALARM_API.logList}?${sorted}`)];
    while (pages.at(-1)!.nextCursor) pages.push(await admin('GET', `${ALARM_API.logList}?${sorted}&cursor=${pages.at(-1)!.nextCursor}`));
    const rows = pages.flatMap((p) => p.data as Array<{ level: number; raisedTime: string }>);
    expect(pages).toHaveLength(3);
    expect(rows.map((r) => r.level)).toEqual([0, 0, 1, 1, 2]);
    // Equal levels: the later raised first.
    expect(rows[0]!.raisedTime > rows[1]!.raisedTime).toBe(true);
    expect(rows[2]!.raisedTime > rows[3]!.raisedTime).toBe(true);
    // A cursor made for the time order is refused under the level order.
    const byTime = await admin('GET', `${ALARM_API.logList}?deviceCode=${device.code}&limit=2`);
    expect((await admin('GET', `${ALARM_API.logList}?${sorted}&cursor=${byTime.nextCursor}`)).status).toBe(400);
  });

  it('is released by hand with a remark: who and when stored, the count goes down, the event heard', async () => {
    const device = await insertTestDevice(db(), demo);
    const alarm = await raise(device.id, demo);
    const count = async () => (await db().select({ n: devices.faultCount }).from(devices).where(eq(devices.id, device.id)))[0]!.n;
    expect(await count()).toBe(1);

    const noRemark = await ops('POST', ALARM_API.logRelease, { id: alarm.id, remark: '  ' });
    expect(noRemark.status).toBe(400);
    expect(fields(noRemark)).toEqual(['remark']);
    // Another customer's operator: not found, nothing changed.
    expect((await harbor('POST', ALARM_API.logRelease, { id: alarm.id, remark: 'Not mine' })).status).toBe(404);

    const heard: AlarmNotice[] = [];
    const stop = listen(alarmReleased, (_db, n) => void heard.push(n));
    let released;
    try {
      released = await ops('POST', ALARM_API.logRelease, { id: alarm.id, remark: 'Heater reset on site' });
    } finally {
      stop();
    }
    expect(released.status).toBe(1001);
    expect(released.data).toMatchObject({ state: 1, releasedBy: 'Olivia Ops', remark: 'Heater reset on site' });
    expect(released.data.releasedTime).toBeTruthy();
    expect(await count()).toBe(0);
    expect(heard).toEqual([expect.objectContaining({ source: 'alarm', id: alarm.id, deviceId: device.id, kind: 'fault' })]);

    const again = await ops('POST', ALARM_API.logRelease, { id: alarm.id, remark: 'Twice' });
    expect(again.status).toBe(400);
    expect(await count()).toBe(0);
  });

  it('answers 403 without the permission', async () => {
    await revokeFromRole(db(), 'maintenance', [ALARM_LOG_PERMS.list, ALARM_LOG_PERMS.release]);
    const fresh = await apiAs(t, 'ops', 'ops12345');
    expect((await fresh('GET', ALARM_API.logList)).status).toBe(403);
    expect((await fresh('POST', ALARM_API.logRelease, { id: 1, remark: 'x' })).status).toBe(403);
    expect((await fresh('GET', ALARM_API.counts)).data.alarms).toBeNull();
  });

  it('exports the filtered alarms through the export centre', async () => {
    const device = await insertTestDevice(db(), demo);
    await raise(device.id, demo, { code: 'E77' });
    const token = await t.login('admin', 'admin123');
    const rows = await exportedRows(
      t,
      token,
      { kind: ALARM_EXPORT_KINDS.log, query: { deviceCode: device.code } },
      { url: EXPORT_TASK_API.create },
    );
    expect(rows[0]).toContain('Device code');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain('E77');
  });
});

/** A device of `orgId` as the gateway leaves it: offline since `minutes` ago, or online. */
async function deviceState(orgId: number, state: Partial<typeof devices.$inferInsert>) {
  const device = await insertTestDevice(db(), orgId);
  await db().update(devices).set(state).where(eq(devices.id, device.id));
  return device;
}

const abnormalOf = (deviceId: number) => db().select().from(deviceAbnormal).where(eq(deviceAbnormal.deviceId, deviceId));

describe('device abnormal evaluator', () => {
  it('opens one row when a condition starts, never a second, and closes it when the condition ends', async () => {
    const now = new Date();
    const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);
    const offline = await deviceState(demo, { online: 0, lastSeenAt: minutesAgo(45), lastOfflineAt: minutesAgo(40) });
    const recent = await deviceState(demo, { online: 0, lastSeenAt: minutesAgo(5), lastOfflineAt: minutesAgo(5) });
    const out = await deviceState(harborOrg, { online: 1, lastSeenAt: now, materialState: 2 });

    const heard: Array<[string, AlarmNotice]> = [];
    const stops = [
      listen(alarmRaised, (_db, n) => void heard.push(['raised', n])),
      listen(alarmReleased, (_db, n) => void heard.push(['released', n])),
    ];
    try {
      await evaluateAbnormal(db(), now, 'UTC');
      await evaluateAbnormal(db(), new Date(now.getTime() + 60_000), 'UTC');
      expect(await abnormalOf(offline.id)).toEqual([
        expect.objectContaining({ kind: 'offline', level: 2, state: 0, conditionOpen: true, detail: { minutes: 40 } }),
      ]);
      expect(await abnormalOf(recent.id)).toEqual([]);
      expect(await abnormalOf(out.id)).toEqual([expect.objectContaining({ kind: 'material', orgId: harborOrg, state: 0 })]);

      await db().update(devices).set({ online: 1, lastSeenAt: now }).where(eq(devices.id, offline.id));
      await evaluateAbnormal(db(), new Date(now.getTime() + 120_000), 'UTC');
    } finally {
      for (const stop of stops) stop();
    }
    const [closed] = await abnormalOf(offline.id);
    expect(closed).toMatchObject({ state: 1, conditionOpen: false, resolvedBy: null });
    expect(closed!.resolvedAt).toBeTruthy();
    const about = (deviceId: number) => heard.filter(([, n]) => n.deviceId === deviceId).map(([what, n]) => [what, n.source, n.kind]);
    expect(about(offline.id)).toEqual([
      ['raised', 'abnormal', 'offline'],
      ['released', 'abnormal', 'offline'],
    ]);
    expect(about(out.id)).toEqual([['raised', 'abnormal', 'material']]);
  });

  it('reads each customer’s rule: thresholds, conditions off, temperature bounds, no sale in business hours', async () => {
    const now = new Date('2026-03-02T10:00:00Z');
    await db().insert(alarmRules).values({
      orgId: harborOrg,
      faultMinLevel: 1,
      warnings: false,
      offlineMinutes: null,
      noSaleHours: 2,
      materialOut: false,
      temperatureMin: 2,
      temperatureMax: 90,
      debounceSeconds: 30,
      groupMinutes: 5,
    });
    const old = new Date('2026-03-01T00:00:00Z');
    const offline = await deviceState(harborOrg, { online: 0, lastOfflineAt: old, lastSeenAt: old });
    const hot = await deviceState(harborOrg, { online: 1, lastSeenAt: now, temperatures: { boiler: 95.5, fridge: 4 }, createdAt: old });
    const closedShop = await deviceState(harborOrg, { online: 1, lastSeenAt: now, businessHours: '12:00-20:00', createdAt: old });
    const openShop = await deviceState(harborOrg, { online: 1, lastSeenAt: now, businessHours: '08:00-12:00', createdAt: old });
    const demoOffline = await deviceState(demo, { online: 0, lastOfflineAt: old, lastSeenAt: old });

    await evaluateAbnormal(db(), now, 'UTC');
    expect(await abnormalOf(offline.id)).toEqual([]);
    // No business hours: open around the clock, so it has no sale either.
    expect((await abnormalOf(hot.id)).map((r) => [r.kind, r.level, r.detail]).sort()).toEqual([
      ['noSale', 1, { hours: 2 }],
      ['temperature', 3, { sensor: 'boiler', value: 95.5, min: 2, max: 90 }],
    ]);
    expect(await abnormalOf(closedShop.id)).toEqual([]);
    expect((await abnormalOf(openShop.id)).map((r) => r.kind)).toEqual(['noSale']);
    expect((await abnormalOf(demoOffline.id)).map((r) => r.kind)).toEqual(['offline']);
    // A sale ends "no sale" at the next run.
    await db()
      .update(orders)
      .set({ deviceId: openShop.id, createdAt: new Date(now.getTime() - 60_000) })
      .where(eq(orders.id, (await storeTestOrder(db(), harborOrg)).order.id));
    await evaluateAbnormal(db(), now, 'UTC');
    expect((await abnormalOf(openShop.id)).map((r) => r.state)).toEqual([1]);
  });

  it('is resolved by hand with a remark, and opens again only once the condition ended and starts anew', async () => {
    const now = new Date();
    const device = await deviceState(demo, { online: 1, lastSeenAt: now, materialState: 2 });
    await evaluateAbnormal(db(), now, 'UTC');
    const [row] = await abnormalOf(device.id);

    expect(fields(await ops('POST', ALARM_API.abnormalResolve, { id: row!.id }))).toEqual(['remark']);
    expect((await harbor('POST', ALARM_API.abnormalResolve, { id: row!.id, remark: 'Not mine' })).status).toBe(404);
    const heard: AlarmNotice[] = [];
    const stop = listen(alarmReleased, (_db, n) => void heard.push(n));
    const resolved = await ops('POST', ALARM_API.abnormalResolve, { id: row!.id, remark: 'Refill ordered' }).finally(stop);
    expect(resolved.status).toBe(1001);
    expect(resolved.data).toMatchObject({ state: 1, resolvedBy: 'Olivia Ops', remark: 'Refill ordered' });
    expect(heard).toEqual([expect.objectContaining({ source: 'abnormal', id: row!.id, kind: 'material' })]);
    expect((await ops('POST', ALARM_API.abnormalResolve, { id: row!.id, remark: 'Again' })).status).toBe(400);

    await evaluateAbnormal(db(), now, 'UTC');
    expect(await abnormalOf(device.id)).toHaveLength(1);
    await db().update(devices).set({ materialState: 0 }).where(eq(devices.id, device.id));
    await evaluateAbnormal(db(), now, 'UTC');
    await db().update(devices).set({ materialState: 2 }).where(eq(devices.id, device.id));
    await evaluateAbnormal(db(), now, 'UTC');
    const rows = await abnormalOf(device.id);
    expect(rows.map((r) => [r.state, r.conditionOpen]).sort()).toEqual([
      [0, true],
      [1, false],
    ]);
  });

  it('lists the caller’s rows only, filtered', async () => {
    const now = new Date();
    const mine = await deviceState(demo, { online: 1, lastSeenAt: now, materialState: 2 });
    const theirs = await deviceState(harborOrg, { online: 1, lastSeenAt: now, materialState: 2 });
    await evaluateAbnormal(db(), now, 'UTC');
    const opsRows = await ops('GET', `${ALARM_API.abnormalList}?limit=1000&kind=material`);
    const devicesSeen = opsRows.data.map((r: { deviceId: number }) => r.deviceId);
    expect(devicesSeen).toContain(mine.id);
    expect(devicesSeen).not.toContain(theirs.id);
    const one = await admin('GET', `${ALARM_API.abnormalList}?deviceCode=${theirs.code}&state=0&level=2`);
    expect(one.data).toEqual([expect.objectContaining({ deviceCode: theirs.code, kind: 'material', customerName: 'Harbor Drinks Ltd.' })]);
    expect((await admin('GET', `${ALARM_API.abnormalList}?deviceCode=${theirs.code}&state=1`)).data).toEqual([]);
    expect((await admin('GET', `${ALARM_API.abnormalList}?level=4`)).status).toBe(400);
  });

  it('answers 403 without the permission', async () => {
    await revokeFromRole(db(), 'maintenance', [DEVICE_ABNORMAL_PERMS.list, DEVICE_ABNORMAL_PERMS.resolve]);
    const fresh = await apiAs(t, 'ops', 'ops12345');
    expect((await fresh('GET', ALARM_API.abnormalList)).status).toBe(403);
    expect((await fresh('POST', ALARM_API.abnormalResolve, { id: 1, remark: 'x' })).status).toBe(403);
  });
});

describe('alarm rules', () => {
  const good = {
    faultMinLevel: 1,
    warnings: true,
    offlineMinutes: 20,
    noSaleHours: '',
    materialOut: true,
    temperatureMin: 2.5,
    temperatureMax: 95,
    debounceSeconds: 30,
    groupMinutes: 10,
  };

  it('shows the defaults until saved, then the saved rule, read by the face for the organisations below', async () => {
    const before = await ops('GET', `${ALARM_API.rule}?orgId=${demo}`);
    expect(before.data).toMatchObject({ orgId: demo, customerName: 'Demo Coffee Co.', saved: false, offlineMinutes: 30 });
    const saved = await ops('PUT', ALARM_API.rule, { orgId: demo, ...good });
    expect(saved.status).toBe(1001);
    expect(saved.data).toMatchObject({ saved: true, noSaleHours: null, temperatureMin: 2.5, updatedBy: 'Olivia Ops' });
    const store = await orgIdByCode(db(), 'DEMO-SH-01');
    expect(await alarmRuleOf(db(), store)).toMatchObject({ offlineMinutes: 20, faultMinLevel: 1, debounceSeconds: 30, groupMinutes: 10 });
    expect(await alarmRuleOf(db(), harborOrg)).toMatchObject({ offlineMinutes: 30, noSaleHours: null });
  });

  it('refuses bad input with every field error at once, never a 5xx', async () => {
    const bad = await ops('PUT', ALARM_API.rule, {
      orgId: demo,
      ...good,
      faultMinLevel: 5,
      offlineMinutes: 0,
      temperatureMin: 10,
      temperatureMax: 5,
      debounceSeconds: -1,
      groupMinutes: 'soon',
    });
    expect(bad.status).toBe(400);
    expect(fields(bad)).toEqual(['debounceSeconds', 'faultMinLevel', 'groupMinutes', 'offlineMinutes', 'temperatureMax']);
    const worse = await ops('PUT', ALARM_API.rule, { orgId: 'x', warnings: 'maybe', temperatureMin: 1e9 });
    expect(worse.status).toBe(400);
    expect((await ops('PUT', ALARM_API.rule, null)).status).toBe(400);
    expect((await ops('GET', `${ALARM_API.rule}?orgId=99999999999`)).status).toBe(400);
    // A department is no customer; another customer is out of scope.
    const dept = await orgIdByCode(db(), 'DEMO-OPS');
    expect(fields(await ops('PUT', ALARM_API.rule, { orgId: dept, ...good }))).toEqual(['orgId']);
    expect((await ops('PUT', ALARM_API.rule, { orgId: harborOrg, ...good })).status).toBe(404);
    expect((await ops('GET', `${ALARM_API.rule}?orgId=${harborOrg}`)).status).toBe(404);
  });

  it('answers 403 without the permission', async () => {
    await revokeFromRole(db(), 'maintenance', [ALARM_RULE_PERMS.edit]);
    const fresh = await apiAs(t, 'ops', 'ops12345');
    expect((await fresh('GET', `${ALARM_API.rule}?orgId=${demo}`)).status).toBe(1001);
    expect((await fresh('PUT', ALARM_API.rule, { orgId: demo, ...good })).status).toBe(403);
  });
});

describe('abnormal orders and the counts', () => {
  it('lists and lifts the orders area’s abnormal orders under Alarms, and counts what is open in scope', async () => {
    const mine = await storeTestOrder(db(), demo);
    const theirs = await storeTestOrder(db(), harborOrg);
    for (const id of [mine.order.id, theirs.order.id]) {
      await db()
        .update(orders)
        .set({ abnormalStatus: ABNORMAL_STATUS.open.code, abnormalReason: 'dispenseFailed', abnormalAt: new Date() })
        .where(eq(orders.id, id));
    }
    const listed = await ops('GET', `${ALARM_API.orderList}?limit=1000`);
    const listedIds = ids(listed);
    expect(listedIds).toContain(mine.order.id);
    expect(listedIds).not.toContain(theirs.order.id);

    const before = (await ops('GET', ALARM_API.counts)).data;
    const device = await insertTestDevice(db(), demo);
    await raise(device.id, demo, { kind: 'warning' });
    const after = (await ops('GET', ALARM_API.counts)).data;
    expect(after.alarms.warning).toBe(before.alarms.warning + 1);
    expect(after.alarms.fault).toBe(before.alarms.fault);

    expect((await harbor('POST', ALARM_API.orderLift, { id: mine.order.id })).status).toBe(404);
    const lifted = await ops('POST', ALARM_API.orderLift, { id: mine.order.id });
    expect(lifted.status).toBe(1001);
    expect(lifted.data.abnormalStatus).toBe(ABNORMAL_STATUS.lifted.code);
    expect((await ops('GET', ALARM_API.counts)).data.orders).toBe(after.orders - 1);
  });
});
