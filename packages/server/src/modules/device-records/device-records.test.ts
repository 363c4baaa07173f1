import {
  CHANGE_LOG_PERMS,
  DEVICE_RECORD_API as API,
  DEVICE_RECORD_EXPORT_KINDS,
  DEVICE_SETTINGS_API,
  DEVICE_API,
  DEVICE_GOODS_API,
  GOODS_DEPLOY_API,
  JOB_API,
  JOB_HANDLER_NAMES,
  type ChangeLogRow,
  EXPORT_TASK_API,
  type NetworkLogRow,
} from '@vr/contracts';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDevice, useSettingsTestApp } from '../../test/device-settings-support.js';
import { exportedRows } from '../../test/exports.js';
import { apiAs, grantToRole, orgIdByCode, revokeFromRole } from '../../test/fixtures.js';
import { deviceIdByCode } from '../../test/seeded-ids.js';
import { inTransaction } from '../../platform/wiring/index.js';
import { jobs } from '../../platform/jobs/schema.js';
import { deviceModels } from '../device-models/index.js';
import { deviceNetworkLogs, storeHello } from '../devices/index.js';
import { sites } from '../points/index.js';
import { deviceChanges } from './schema.js';

/* The device records through their API: each change kind's entry, reported entries, scope, the network log, exports. */

const t = useSettingsTestApp();
const db = () => t.database.db;

let seq = 0;
const newDevice = async (org = 'DEMO') => {
  const code = `TREC${++seq}${Date.now() % 100000}`;
  return { id: await createDevice(db(), await orgIdByCode(db(), org), code), code };
};
const changesOf = async (api: Awaited<ReturnType<typeof apiAs>>, device: string, lang = 'en') =>
  (await api('GET', `${API.changeLogList}?device=${device}&limit=50`, undefined, lang)).data as ChangeLogRow[];
const hello = (app: string) => ({
  v: 1 as const,
  ts: Date.now(),
  model: 'CM-200',
  firmware: { app, mainboard: 'MB-1', dtu: 'DTU-1' },
  capacity: 200,
  heartbeatSeconds: 30,
  containers: [],
});

describe('device change log', () => {
  it('records one entry for each kind of change: customer, point, settings, goods, software', async () => {
    const admin = await apiAs(t, 'admin', 'admin123');
    const demo = await orgIdByCode(db(), 'DEMO');
    const d = await newDevice();

    // Customer: an edit moving the machine to Harbor Drinks Ltd. and back.
    const name = `Test ${d.code}`;
    const moved = await admin('POST', DEVICE_API.save, { id: d.id, deviceCode: d.code, name, orgId: await orgIdByCode(db(), 'HARBOR') });
    expect(moved.status, JSON.stringify(moved)).toBe(1001);
    expect(await changesOf(admin, d.code)).toMatchObject([
      { kind: 'owner', actor: 'user', actorName: expect.any(String), before: 'Demo Coffee Co.', after: 'Harbor Drinks Ltd.' },
    ]);
    await admin('POST', DEVICE_API.save, { id: d.id, deviceCode: d.code, name, orgId: demo });

    // Point: a batch assignment.
    const [site] = await db().select({ id: sites.id, name: sites.name }).from(sites).where(eq(sites.orgId, demo)).limit(1);
    expect((await admin('POST', DEVICE_API.batch, { ids: [d.id], action: 'assign', siteId: site!.id })).status).toBe(1001);
    const point = (await changesOf(admin, d.code))[0]!;
    expect(point).toMatchObject({ kind: 'point', summary: 'Moved to another point', before: 'none', after: site!.name });

    // Settings: the local password, its values never shown.
    const sent = await admin('POST', DEVICE_SETTINGS_API.localPasswordSave, { deviceId: d.id, localPassword: '135790' });
    expect(sent.status, JSON.stringify(sent)).toBe(1001);
    const setting = (await changesOf(admin, d.code))[0]!;
    expect(setting).toMatchObject({ kind: 'settings', summary: 'Setting changed: Local password' });
    expect(JSON.stringify(setting)).not.toContain('135790');

    // Software: the machine's hello with other versions (the same versions again record nothing).
    // As the gateway stores a hello: in a unit of work, whose events are heard after its commit.
    for (const app of ['2.0.0', '2.0.0', '2.1.0']) await inTransaction(db(), (tx) => storeHello(tx, d.id, hello(app)));
    const software = (await changesOf(admin, d.code)).filter((r) => r.kind === 'software');
    expect(software).toHaveLength(2);
    expect(software[0]).toMatchObject({ actor: 'device', actorName: null, before: 'App: 2.0.0', after: 'App: 2.1.0' });

    const kinds = (await changesOf(admin, d.code)).map((r) => r.kind);
    expect(kinds.sort()).toEqual(['owner', 'owner', 'point', 'settings', 'software', 'software']);
  });

  it('records a goods change of a machine once, by whom', async () => {
    const ops = await apiAs(t, 'ops', 'ops12345');
    await grantToRole(db(), 'maintenance', Object.values(CHANGE_LOG_PERMS));
    const machine = await deviceIdByCode(db(), 'VR10001');
    const detail = (await ops('GET', `${DEVICE_GOODS_API.detail}?deviceId=${machine}`)).data;
    const item = detail.items[0];
    const saved = await ops('POST', DEVICE_GOODS_API.saveItem, {
      id: item.id,
      deviceId: machine,
      productId: item.productId,
      slotNo: item.slotNo,
      price: item.price + 1,
    });
    expect(saved.status, JSON.stringify(saved)).toBe(1001);
    const rows = (await changesOf(ops, 'VR10001')).filter((r) => r.kind === 'goods');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actor: 'user', summary: 'Goods changed' });
  });

  it('records an entry an operator reports, in the reader’s language, and filters by kind and operator', async () => {
    const admin = await apiAs(t, 'admin', 'admin123');
    const d = await newDevice();
    const res = await admin('POST', API.updataLog, { deviceId: d.id, kind: 'software', detail: 'Flashed the mainboard by hand' });
    expect(res.status, JSON.stringify(res)).toBe(1001);
    expect(res.data).toMatchObject({ deviceId: d.id, kind: 'software', summary: 'Flashed the mainboard by hand', deviceCode: d.code });
    const note = await admin('POST', API.updataLog, { deviceId: d.id, detail: 'Cleaned the brewer' });
    expect(note.data.kind).toBe('note');
    const found = await admin('GET', `${API.changeLogList}?device=${d.code}&kind=software&operator=adm`);
    expect(found.data.map((r: ChangeLogRow) => r.summary)).toEqual(['Flashed the mainboard by hand']);
    const none = await admin('GET', `${API.changeLogList}?device=${d.code}&operator=nobody`);
    expect(none.data).toEqual([]);
    const oldest = await admin('GET', `${API.changeLogList}?device=${d.code}&orderByColumn=time&isAsc=asc`);
    expect(oldest.data.map((r: ChangeLogRow) => r.summary)).toEqual(['Flashed the mainboard by hand', 'Cleaned the brewer']);
  });

  it('refuses a bad report with every field error at once, garbage without a server error, and nothing is written', async () => {
    const admin = await apiAs(t, 'admin', 'admin123');
    const bad = await admin('POST', API.updataLog, { deviceId: 'x', kind: 'teleport', detail: '   ' });
    expect(bad.status).toBe(400);
    expect(bad.data.errors.map((e: { field: string }) => e.field).sort()).toEqual(['detail', 'deviceId', 'kind']);
    const zh = await admin('POST', API.updataLog, { deviceId: 1, detail: '' }, 'zh');
    expect(zh.data.errors[0].message).toMatch(/[\u4e00-\u9fff]/);
    for (const payload of [[], 'text', { deviceId: 2 ** 40, detail: 'x' }, { deviceId: -1, detail: 'x'.repeat(501) }, { deviceId: null }]) {
      const res = await admin('POST', API.updataLog, payload);
      expect(res.status, JSON.stringify(payload)).toBeLessThan(500);
      expect(res.status).not.toBe(1001);
    }
    const unknown = await admin('POST', API.updataLog, { deviceId: 2_000_000_000, detail: 'Ghost' });
    expect(unknown.status).toBe(404);
    expect(await db().select().from(deviceChanges).where(eq(deviceChanges.content, 'Ghost'))).toHaveLength(0);
  });

  it('answers 403 without the permission; an operator of another customer neither sees nor reports against a machine', async () => {
    await grantToRole(db(), 'maintenance', Object.values(CHANGE_LOG_PERMS));
    const admin = await apiAs(t, 'admin', 'admin123');
    const ops = await apiAs(t, 'ops', 'ops12345');
    const harborMachine = await newDevice('HARBOR');
    await admin('POST', API.updataLog, { deviceId: harborMachine.id, detail: 'Harbor only' });
    expect(await changesOf(ops, harborMachine.code)).toEqual([]);
    const refused = await ops('POST', API.updataLog, { deviceId: harborMachine.id, detail: 'Not mine' });
    expect(refused.status).toBe(404);
    expect(await db().select().from(deviceChanges).where(eq(deviceChanges.content, 'Not mine'))).toHaveLength(0);

    await revokeFromRole(db(), 'maintenance', [CHANGE_LOG_PERMS.add, CHANGE_LOG_PERMS.list]);
    const again = await apiAs(t, 'ops', 'ops12345');
    const mine = await newDevice();
    expect((await again('POST', API.updataLog, { deviceId: mine.id, detail: 'No right' })).status).toBe(403);
    expect((await again('GET', API.changeLogList)).status).toBe(403);
  });

  it('records an edit of a machine’s name, model and status as one entry naming the fields, by whom and when', async () => {
    const admin = await apiAs(t, 'admin', 'admin123');
    const demo = await orgIdByCode(db(), 'DEMO');
    const d = await newDevice();
    const [model] = await db()
      .select({ id: deviceModels.id, code: deviceModels.code })
      .from(deviceModels)
      .where(isNull(deviceModels.orgId))
      .limit(1);
    const started = Date.now();
    const save = async (fields: Record<string, unknown>, api = admin) => {
      const res = await api('POST', DEVICE_API.save, { id: d.id, deviceCode: d.code, orgId: demo, ...fields });
      expect(res.status, JSON.stringify(res)).toBe(1001);
    };

    await save({ name: 'Lobby', modelId: model!.id, status: 1 });
    const [entry, ...others] = await changesOf(admin, d.code);
    expect(others).toEqual([]);
    expect(entry).toMatchObject({
      kind: 'details',
      actor: 'user',
      actorName: 'Administrator',
      summary: 'Machine details edited',
      before: `Name: Test ${d.code}; Model: none; Status: Enabled`,
      after: `Name: Lobby; Model: ${model!.code}; Status: Disabled`,
    });
    expect(Date.parse(entry!.time)).toBeGreaterThanOrEqual(started - 1000);
    expect(Date.parse(entry!.time)).toBeLessThanOrEqual(Date.now() + 1000);

    // The same values again (from another session, past the repeat-submit guard) change nothing;
    // a name alone is one entry of the name alone.
    await save({ name: 'Lobby', modelId: model!.id, status: 1 }, await apiAs(t, 'admin', 'admin123'));
    await save({ name: 'Hall', modelId: model!.id, status: 1 });
    const details = (await changesOf(admin, d.code)).filter((r) => r.kind === 'details');
    expect(details.map((r) => [r.before, r.after])).toEqual([
      ['Name: Lobby', 'Name: Hall'],
      [entry!.before, entry!.after],
    ]);

    // A batch enable is an edit of the status, worded in the reader's language.
    expect((await admin('POST', DEVICE_API.batch, { ids: [d.id], action: 'enable' })).status).toBe(1001);
    const [enabled] = await changesOf(admin, d.code, 'zh');
    expect(enabled).toMatchObject({ kind: 'details', before: '状态: 停用', after: '状态: 启用' });
    expect((await changesOf(admin, d.code)).filter((r) => r.kind === 'details')).toHaveLength(3);
  });

  it('records container levels and most cups as settings entries, once a save that changes them, by whom', async () => {
    const admin = await apiAs(t, 'admin', 'admin123');
    const d = await newDevice();
    const levels = await admin('POST', DEVICE_SETTINGS_API.containerSave, {
      deviceId: d.id,
      containers: [{ containerNo: 1, warnValue: 300, alarmValue: 100 }],
    });
    expect(levels.status, JSON.stringify(levels)).toBe(1001);
    expect(await changesOf(admin, d.code)).toMatchObject([
      {
        kind: 'settings',
        actor: 'user',
        actorName: 'Administrator',
        summary: 'Setting changed: Container levels',
        before: 'Container 1 warning level: 200; Container 1 alarm level: 50',
        after: 'Container 1 warning level: 300; Container 1 alarm level: 100',
      },
    ]);

    // The same value twice (the second from another session, past the repeat-submit guard).
    for (const api of [admin, await apiAs(t, 'admin', 'admin123')]) {
      const res = await api('POST', DEVICE_SETTINGS_API.maxStockSave, { deviceId: d.id, containers: [{ containerNo: 1, maxStock: 42 }] });
      expect(res.status, JSON.stringify(res)).toBe(1001);
    }
    const rows = await changesOf(admin, d.code);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      kind: 'settings',
      summary: 'Setting changed: Most cups',
      before: 'Container 1 most cups: 100',
      after: 'Container 1 most cups: 42',
    });
  });

  it('records a goods package deployed to each machine once, and a rollback as one goods change, by whom', async () => {
    const admin = await apiAs(t, 'admin', 'admin123');
    const codes = ['VR10001', 'VR10002'];
    const ids = await Promise.all(codes.map((code) => deviceIdByCode(db(), code)));
    const deployed = await admin('POST', GOODS_DEPLOY_API.deploy, { deviceIds: ids });
    expect(deployed.status, JSON.stringify(deployed)).toBe(1001);
    for (const code of codes) {
      const packages = (await changesOf(admin, code)).filter((r) => r.kind === 'package');
      expect(packages).toHaveLength(1);
      expect(packages[0]).toMatchObject({ actor: 'user', actorName: 'Administrator', summary: 'Goods package deployed' });
      const version = Number(/^Package version: (\d+)$/.exec(packages[0]!.after ?? '')?.[1]);
      expect(packages[0]!.before).toBe(`Package version: ${version - 1}`);
    }

    const rolled = await admin('POST', GOODS_DEPLOY_API.rollback, { deviceIds: [ids[0]] });
    expect(rolled.status, JSON.stringify(rolled)).toBe(1001);
    const rows = await changesOf(admin, codes[0]!);
    expect(rows.filter((r) => r.kind === 'package')).toHaveLength(1);
    expect(rows.filter((r) => r.kind === 'goods')).toMatchObject([{ actor: 'user', actorName: 'Administrator', summary: 'Goods changed' }]);
  });

  it('the built-in purge of old logs trims the change log by its own parameter', async () => {
    const admin = await apiAs(t, 'admin', 'admin123');
    const d = await newDevice();
    const demo = await orgIdByCode(db(), 'DEMO');
    const entry = (days: number, content: string) => ({
      orgId: demo,
      deviceId: d.id,
      kind: 'note',
      actor: 'system',
      content,
      createdAt: new Date(Date.now() - days * 86_400_000),
    });
    await db()
      .insert(deviceChanges)
      .values([entry(400, 'Ancient'), entry(10, 'Recent')]);
    const [purge] = await db().select({ id: jobs.id }).from(jobs).where(eq(jobs.invokeTarget, JOB_HANDLER_NAMES.purgeLogs));
    const run = await admin('PUT', JOB_API.run, { jobId: purge!.id });
    expect(run.status, JSON.stringify(run)).toBe(1001);
    expect(run.data.log.jobMessage).toContain('change: 1 deleted (kept 365 days)');
    expect((await changesOf(admin, d.code)).map((r) => r.summary)).toEqual(['Recent']);
  });

  it('exports the change log through the export centre, texts in the requester’s language', async () => {
    const admin = await apiAs(t, 'admin', 'admin123');
    const d = await newDevice();
    await admin('POST', API.updataLog, { deviceId: d.id, detail: 'Exported entry' });
    const token = await t.login('admin', 'admin123');
    const rows = await exportedRows(
      t,
      token,
      { kind: DEVICE_RECORD_EXPORT_KINDS.changeLog, query: { device: d.code } },
      { url: EXPORT_TASK_API.create },
    );
    expect(rows[0]).toContain('Machine code');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain('Exported entry');
    expect(rows[1]).toContain('Operator report');
  });
});

describe('device network log', () => {
  it('lists connects and disconnects of the caller’s machines with names and durations, filtered, sorted and exported', async () => {
    const admin = await apiAs(t, 'admin', 'admin123');
    const ops = await apiAs(t, 'ops', 'ops12345');
    const mine = await newDevice();
    const theirs = await newDevice('HARBOR');
    const at = (m: number) => new Date(Date.UTC(2026, 2, 1, 8, m));
    await db()
      .insert(deviceNetworkLogs)
      .values([
        { deviceId: mine.id, event: 'connect', signal: 4, createdAt: at(0) },
        { deviceId: mine.id, event: 'signal', signal: 2, createdAt: at(5) },
        { deviceId: mine.id, event: 'disconnect', createdAt: at(30) },
        { deviceId: theirs.id, event: 'connect', createdAt: at(1) },
      ]);
    const listed = await admin('GET', `${API.networkLogList}?device=${mine.code}`);
    expect(listed.status, JSON.stringify(listed)).toBe(1001);
    const rows = listed.data as NetworkLogRow[];
    expect(rows.map((r) => r.event)).toEqual(['disconnect', 'signal', 'connect']);
    expect(rows[2]).toMatchObject({
      deviceCode: mine.code,
      customerName: 'Demo Coffee Co.',
      signal: 4,
      durationSeconds: 1800,
      ongoing: false,
    });
    expect(rows[1]!.durationSeconds).toBeNull();
    expect(rows[0]).toMatchObject({ ongoing: true });

    const connects = (await admin('GET', `${API.networkLogList}?device=${mine.code}&event=connect&orderByColumn=time&isAsc=asc`)).data;
    expect(connects.map((r: NetworkLogRow) => r.event)).toEqual(['connect']);
    const ranged = (await admin('GET', `${API.networkLogList}?device=${mine.code}&beginTime=2026-03-01 16:10&endTime=2026-03-01`)).data;
    expect(ranged.map((r: NetworkLogRow) => r.event)).toEqual(['disconnect']);
    const unknown = await admin('GET', `${API.networkLogList}?device=NO-SUCH-MACHINE`);
    expect(unknown).toMatchObject({ status: 1001, data: [], total: 0 });

    await grantToRole(db(), 'maintenance', ['device:networkLog:list']);
    const seen = (await (await apiAs(t, 'ops', 'ops12345'))('GET', `${API.networkLogList}?device=TREC&limit=100`)).data as NetworkLogRow[];
    expect(seen.some((r) => r.deviceId === mine.id)).toBe(true);
    expect(seen.some((r) => r.deviceId === theirs.id)).toBe(false);
    expect((await ops('GET', `${API.networkLogList}?event=teleport`)).status).toBe(400);

    const token = await t.login('admin', 'admin123');
    const sheet = await exportedRows(
      t,
      token,
      { kind: DEVICE_RECORD_EXPORT_KINDS.networkLog, query: { device: mine.code } },
      { url: EXPORT_TASK_API.create },
    );
    expect(sheet).toHaveLength(4);
    expect(sheet[0]).toContain('Event');
    expect(sheet[1]).toContain('Disconnected');
    expect(
      await db()
        .select()
        .from(deviceNetworkLogs)
        .where(and(eq(deviceNetworkLogs.deviceId, mine.id), isNotNull(deviceNetworkLogs.signal))),
    ).toHaveLength(2);
  });
});
