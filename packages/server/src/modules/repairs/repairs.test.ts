import { DATA_SCOPES, REPAIR_API, REPAIR_PERMS } from '@vr/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../platform/wiring/index.js';
import { roles } from '../../platform/identity/schema.js';
import { type ApiCall, apiAs, grantToRole, insertAccount, orgIdByCode, userIdByName } from '../../test/fixtures.js';
import { useTestApp } from '../../test/harness.js';
import { GIF, MB, PNG, pngOfSize, uploadFile } from '../../test/uploads.js';
import { insertTestDevice } from '../../test/test-devices.js';
import { deviceAlarms, raiseAlarm, releaseAlarm } from '../alarms/index.js';
import { devices } from '../devices/index.js';
import { routes, sites } from '../points/index.js';
import { noteReleased, openRepair } from './open.js';

/*
 * Repair records as the machines open them (through the alarm log's raise and release, which
 * publish the events this area hears) and as people list and process them through the API.
 */

const t = useTestApp();
const db = () => t.database.db;
let admin: ApiCall;
let demo: number;
let opsId: number;

beforeAll(async () => {
  admin = await apiAs(t, 'admin', 'admin123');
  demo = await orgIdByCode(db(), 'DEMO');
  opsId = await userIdByName(db(), 'ops');
});

/** A Demo Coffee Co. device on a route run by `userId` (no route at all when undefined). */
async function device(orgId: number, userId?: number | null) {
  const d = await insertTestDevice(db(), orgId);
  if (userId !== undefined) {
    const [route] = await db()
      .insert(routes)
      .values({ orgId, name: `Route ${d.code}`, userId })
      .returning({ id: routes.id });
    await db().update(devices).set({ routeId: route!.id }).where(eq(devices.id, d.id));
  }
  return { ...d, orgId };
}

let seq = 0;
/** The machine raises a fault (stored and heard after the commit, as the gateway does); answers its event id. */
async function raise(d: { id: number; orgId: number }, level: number, eventId = `ev-${++seq}`, code = 'E101') {
  await inTransaction(db(), (tx) =>
    raiseAlarm(
      tx,
      { deviceId: d.id, orgId: d.orgId, eventId, kind: 'fault', code, level, message: 'Water heater over temperature' },
      new Date(),
    ),
  );
  return eventId;
}
const release = (d: { id: number }, eventId: string, at = new Date()) => inTransaction(db(), (tx) => releaseAlarm(tx, d.id, eventId, at));

const recordsOf = async (api: ApiCall, d: { code: string }, extra = '') => {
  const res = await api('GET', `${REPAIR_API.list}?deviceCode=${d.code}&limit=100${extra}`);
  expect(res.status, JSON.stringify(res)).toBe(1001);
  return res.data as Array<Record<string, unknown>>;
};

describe('repair records opened by faults', () => {
  it('a level-2 fault opens one pending record assigned to the maintainer of the device’s route', async () => {
    const d = await device(demo, opsId);
    await raise(d, 2);
    const rows = await recordsOf(admin, d);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      deviceId: d.id,
      deviceCode: d.code,
      orgId: demo,
      faultCode: 'E101',
      faultLevel: 2,
      state: 'pending',
      assigneeId: opsId,
      assigneeName: 'Olivia Ops',
      releasedTime: null,
      remark: null,
    });
    expect(await recordsOf(admin, d, `&assignee=${opsId}`)).toHaveLength(1);
    expect(await recordsOf(admin, d, '&assignee=none')).toHaveLength(0);
  });

  it('a level-1 fault or a warning opens none', async () => {
    const d = await device(demo, opsId);
    await raise(d, 1);
    await raise(d, 0);
    await inTransaction(db(), (tx) =>
      raiseAlarm(tx, { deviceId: d.id, orgId: demo, eventId: 'w-1', kind: 'warning', code: 'W101', level: 2, message: null }, new Date()),
    );
    expect(await recordsOf(admin, d)).toHaveLength(0);
  });

  it('a repeated raise of the same occurrence opens no second record; another occurrence opens its own', async () => {
    const d = await device(demo, opsId);
    const ev = await raise(d, 2);
    await raise(d, 2, ev);
    expect(await recordsOf(admin, d)).toHaveLength(1);
    // The same notice heard again (a redelivery) meets the table's constraint and opens nothing.
    const [row] = await recordsOf(admin, d);
    const notice = {
      source: 'alarm' as const,
      id: (await db().select({ id: deviceAlarms.id }).from(deviceAlarms).where(eq(deviceAlarms.deviceId, d.id)))[0]!.id,
      deviceId: d.id,
      orgId: demo,
      kind: 'fault' as const,
      code: 'E101',
      level: 2,
      message: null,
      at: new Date().toISOString(),
    };
    await openRepair(db(), notice);
    await openRepair(db(), notice);
    expect(await recordsOf(admin, d)).toEqual([row]);
    // A device-abnormal notice of the same id is not a fault of the machine: no record, no release noted.
    await openRepair(db(), { ...notice, source: 'abnormal', id: notice.id + 1_000_000 });
    await noteReleased(db(), { ...notice, source: 'abnormal' });
    expect(await recordsOf(admin, d)).toEqual([row]);
    await raise(d, 2);
    expect(await recordsOf(admin, d)).toHaveLength(2);
  });

  it('is assigned by the route of the device’s point when the device names no route of its own', async () => {
    const d = await device(demo);
    const [route] = await db()
      .insert(routes)
      .values({ orgId: demo, name: `Point route ${d.code}`, userId: opsId })
      .returning({ id: routes.id });
    const [site] = await db()
      .insert(sites)
      .values({ orgId: demo, name: `Point ${d.code}`, routeId: route!.id })
      .returning({ id: sites.id });
    await db().update(devices).set({ siteId: site!.id }).where(eq(devices.id, d.id));
    await raise(d, 2);
    expect((await recordsOf(admin, d))[0]).toMatchObject({ assigneeId: opsId });
  });

  it('is unassigned when the device has no route, or its route no account', async () => {
    const loose = await device(demo);
    const nobody = await device(demo, null);
    await raise(loose, 2);
    await raise(nobody, 2);
    for (const d of [loose, nobody]) {
      const rows = await recordsOf(admin, d);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ assigneeId: null, assigneeName: null });
      expect(await recordsOf(admin, d, '&assignee=none')).toHaveLength(1);
      expect(await recordsOf(admin, d, `&assignee=${opsId}`)).toHaveLength(0);
    }
  });

  it('releasing the fault on the machine notes the time on the record, which stays pending', async () => {
    const d = await device(demo, opsId);
    const ev = await raise(d, 2);
    const at = new Date(Date.now() + 60_000);
    await release(d, ev, at);
    const [row] = await recordsOf(admin, d);
    expect(row).toMatchObject({ state: 'pending', releasedTime: at.toISOString() });
  });
});

describe('processing a repair record', () => {
  const process = (api: ApiCall, body: unknown) => api('POST', REPAIR_API.process, body);

  it('asks for a remark and an outcome of processed or unresolved, and never answers 5xx to bad input', async () => {
    const d = await device(demo, opsId);
    await raise(d, 2);
    const [row] = await recordsOf(admin, d);
    const id = row!['id'] as number;
    const bad: unknown[] = [
      { id, state: 'processed' },
      { id, state: 'processed', remark: '   ' },
      { id, state: 'processed', remark: 'x'.repeat(501) },
      { id, state: 'pending', remark: 'Back to pending' },
      { id, state: 'closed', remark: 'Unknown state' },
      { id, remark: 'No state' },
      { id: 'abc', state: 'processed', remark: 'Bad id' },
      { id: -1, state: 'processed', remark: 'Negative id' },
      { id: 2 ** 63, state: 'processed', remark: 'Huge id' },
      { id, state: ['processed'], remark: { text: 'object' } },
    ];
    for (const body of bad) {
      const res = await process(admin, body);
      expect(res.status, JSON.stringify([body, res])).toBe(400);
    }
    expect((await process(admin, { id, state: 'processed' })).data.errors[0]).toMatchObject({ field: 'remark' });
    // None of them changed the record.
    expect((await recordsOf(admin, d))[0]).toMatchObject({ state: 'pending', remark: null, processedBy: null });
  });

  it('stores the outcome, the remark, who and when; a processed record is not processed again', async () => {
    const d = await device(demo, opsId);
    await raise(d, 2);
    const [row] = await recordsOf(admin, d);
    const id = row!['id'] as number;
    const res = await process(admin, { id, state: 'unresolved', remark: 'Heater replaced, still trips' });
    expect(res.status, JSON.stringify(res)).toBe(1001);
    expect(res.data).toMatchObject({ id, state: 'unresolved', remark: 'Heater replaced, still trips', processedBy: expect.any(String) });
    expect(Date.parse(res.data.processedTime)).toBeGreaterThan(Date.now() - 60_000);
    const again = await process(admin, { id, state: 'processed', remark: 'Second try' });
    expect(again.status).toBe(400);
    expect(again.message ?? JSON.stringify(again)).toContain('processed already');
    expect((await recordsOf(admin, d, '&state=unresolved'))[0]).toMatchObject({ id, state: 'unresolved' });
    expect(await recordsOf(admin, d, '&state=pending')).toHaveLength(0);
    // An unknown record is not found.
    expect((await process(admin, { id: 2_000_000_000, state: 'processed', remark: 'Nobody' })).status).toBe(404);
  });
});

describe('photos of a processed repair', () => {
  /** Uploads a picture as the session of `token` for `use`; answers its url (or the refusal). */
  const upload = async (token: string, file: Buffer = PNG, filename = 'heater.png', use = { dataEntity: 'repair', dataField: 'photo' }) =>
    (await uploadFile(t.app, { ...use, file, filename }, { token, lang: 'en' })).json() as { status: number; data: { url: string } };

  it('are kept with the record: JPG, PNG or GIF by content, 2 MB, at most 10, each uploaded by the processor for repairs', async () => {
    const adminToken = await t.login('admin', 'admin123');
    const opsToken = await t.login('ops', 'ops12345');
    const d = await device(demo, opsId);
    await raise(d, 2);
    const [row] = await recordsOf(admin, d);
    const id = row!['id'] as number;

    // The upload itself refuses what is not a picture, or too large.
    expect((await upload(adminToken, Buffer.from('not a picture at all'), 'fake.png')).status).toBe(400);
    expect((await upload(adminToken, pngOfSize(2 * MB + 1))).status).not.toBe(1001);
    const a = await upload(adminToken);
    const b = await upload(adminToken, GIF, 'front.gif');
    expect([a.status, b.status]).toEqual([1001, 1001]);

    const refuse = async (photos: string[], message: string) => {
      const res = await admin('POST', REPAIR_API.process, { id, state: 'processed', remark: 'Heater replaced', photos });
      expect(res.status, JSON.stringify(res)).toBe(400);
      expect(res.data.errors[0]).toMatchObject({ field: 'photos', message });
    };
    const mine = 'Each photo must be one you uploaded for a repair.';
    await refuse([(await upload(opsToken)).data.url], mine);
    await refuse([(await upload(adminToken, PNG, 'a.png', { dataEntity: 'inspection', dataField: 'photo' })).data.url], mine);
    await refuse(['/profile/upload/2026/01/01/nothing.png'], mine);
    await refuse(Array(11).fill(a.data.url), 'Photos may hold at most 10 photos');
    expect((await recordsOf(admin, d))[0]).toMatchObject({ state: 'pending', photos: [] });

    const done = await admin('POST', REPAIR_API.process, {
      id,
      state: 'processed',
      remark: 'Heater replaced',
      photos: [a.data.url, b.data.url],
    });
    expect(done.status, JSON.stringify(done)).toBe(1001);
    expect(done.data.photos).toEqual([a.data.url, b.data.url]);
    expect((await recordsOf(admin, d))[0]).toMatchObject({ state: 'processed', photos: [a.data.url, b.data.url] });
  });
});

describe('the list', () => {
  it('filters by customer, state and time range, sorts and pages', async () => {
    const d = await device(demo, opsId);
    for (let i = 0; i < 3; i++) await raise(d, 2, undefined, `E10${i}`);
    const page1 = await admin('GET', `${REPAIR_API.list}?deviceCode=${d.code}&limit=2&page=1&orderByColumn=faultCode&isAsc=asc`);
    expect(page1.total).toBe(3);
    expect(page1.data.map((r: { faultCode: string }) => r.faultCode)).toEqual(['E100', 'E101']);
    const page2 = await admin('GET', `${REPAIR_API.list}?deviceCode=${d.code}&limit=2&page=2&orderByColumn=faultCode&isAsc=asc`);
    expect(page2.data.map((r: { faultCode: string }) => r.faultCode)).toEqual(['E102']);
    expect(await recordsOf(admin, d, `&orgId=${demo}`)).toHaveLength(3);
    const harbor = await orgIdByCode(db(), 'HARBOR');
    expect(await recordsOf(admin, d, `&orgId=${harbor}`)).toHaveLength(0);
    expect(await recordsOf(admin, d, '&beginTime=2000-01-01&endTime=2000-01-02')).toHaveLength(0);
    expect(await recordsOf(admin, d, '&beginTime=2000-01-01')).toHaveLength(3);
    for (const q of ['state=open', 'beginTime=yesterday', 'orderByColumn=__proto__', 'assignee=x', 'orgId=99999999999']) {
      const res = await admin('GET', `${REPAIR_API.list}?${q}`);
      expect(res.status, q).toBeLessThan(500);
    }
  });

  it('shows a customer’s records to its own accounts with the permission, and nothing of them to another customer', async () => {
    const d = await device(demo, opsId);
    await raise(d, 2);
    await grantToRole(db(), 'maintenance', Object.values(REPAIR_PERMS));
    const ops = await apiAs(t, 'ops', 'ops12345');
    const [mine] = await recordsOf(ops, d);
    expect(mine).toMatchObject({ deviceId: d.id, state: 'pending' });

    const harbor = await apiAs(t, 'harbor', 'harbor123');
    const seen = await harbor('GET', `${REPAIR_API.list}?deviceCode=${d.code}&limit=100`);
    if (seen.status === 1001) expect(seen.data).toHaveLength(0);
    else expect(seen.status).toBe(403);
    const taken = await harbor('POST', REPAIR_API.process, { id: mine!['id'], state: 'processed', remark: 'Not mine' });
    expect([403, 404]).toContain(taken.status);
    expect((await recordsOf(admin, d))[0]).toMatchObject({ state: 'pending' });

    const done = await ops('POST', REPAIR_API.process, { id: mine!['id'], state: 'processed', remark: 'Grinder cleared' });
    expect(done.status, JSON.stringify(done)).toBe(1001);
    expect(done.data).toMatchObject({ state: 'processed', processedBy: 'Olivia Ops' });
  });

  it('shows a maintenance account of "own data" only the records assigned to it, and lets it process only those', async () => {
    await db()
      .insert(roles)
      .values({ name: 'Repair field', roleKey: 'repair_field', sort: 9, dataScope: DATA_SCOPES.SELF, orgId: demo })
      .onConflictDoNothing();
    await grantToRole(db(), 'repair_field', Object.values(REPAIR_PERMS));
    const username = `repair.field.${Date.now() % 100000}`;
    const techId = await insertAccount(db(), demo, 'repair_field', { username, employeeName: 'Rita Repair', password: 'pass12345' });
    const tech = await apiAs(t, username, 'pass12345');
    const mine = await device(demo, techId);
    const theirs = await device(demo, opsId);
    await raise(mine, 2);
    await raise(theirs, 2);
    const seen = await tech('GET', `${REPAIR_API.list}?limit=1000`);
    expect(seen.status, JSON.stringify(seen)).toBe(1001);
    const devicesSeen = (seen.data as Array<{ deviceId: number; assigneeId: number }>).map((r) => r.deviceId);
    expect(devicesSeen).toContain(mine.id);
    expect(devicesSeen).not.toContain(theirs.id);
    expect((seen.data as Array<{ assigneeId: number }>).every((r) => r.assigneeId === techId)).toBe(true);

    const [other] = await recordsOf(admin, theirs);
    const refused = await tech('POST', REPAIR_API.process, { id: other!['id'], state: 'processed', remark: 'Not my machine' });
    expect(refused.status).toBe(404);
    expect((await recordsOf(admin, theirs))[0]).toMatchObject({ state: 'pending' });
    const [own] = await recordsOf(tech, mine);
    const done = await tech('POST', REPAIR_API.process, { id: own!['id'], state: 'unresolved', remark: 'Needs a new heater' });
    expect(done.data).toMatchObject({ state: 'unresolved', processedBy: 'Rita Repair' });
  });
});

describe('opening a repair record by hand', () => {
  const add = (api: ApiCall, body: unknown) => api('POST', REPAIR_API.add, body);
  const upload = async (token: string, file: Buffer = PNG, filename = 'panel.png') =>
    (await uploadFile(t.app, { dataEntity: 'repair', dataField: 'photo', file, filename }, { token, lang: 'en' })).json() as {
      status: number;
      data: { url: string };
    };

  it('opens a pending record for a machine, assigned to its route’s maintainer, with photos; it is then processed', async () => {
    const adminToken = await t.login('admin', 'admin123');
    const d = await device(demo, opsId);
    const machines = await admin('GET', `${REPAIR_API.devices}?keyword=${d.code}`);
    expect(machines.status, JSON.stringify(machines)).toBe(1001);
    expect(machines.data).toEqual([expect.objectContaining({ id: d.id, deviceCode: d.code })]);
    const staff = await admin('GET', `${REPAIR_API.assignees}?deviceId=${d.id}`);
    expect(staff.status, JSON.stringify(staff)).toBe(1001);
    expect(staff.data[0]).toEqual({ id: opsId, name: 'Olivia Ops', routeMaintainer: true });

    const photo = await upload(adminToken);
    expect(photo.status).toBe(1001);
    const res = await add(admin, { deviceId: d.id, description: '  Coin slot jammed  ', photos: [photo.data.url] });
    expect(res.status, JSON.stringify(res)).toBe(1001);
    expect(res.data).toMatchObject({
      deviceId: d.id,
      orgId: demo,
      byHand: true,
      faultCode: null,
      faultLevel: null,
      description: 'Coin slot jammed',
      openedBy: expect.any(String),
      openPhotos: [photo.data.url],
      photos: [],
      state: 'pending',
      assigneeId: opsId,
      assigneeName: 'Olivia Ops',
    });
    const [row] = await recordsOf(admin, d, '&state=pending');
    expect(row).toMatchObject({ id: res.data.id, byHand: true, openPhotos: [photo.data.url] });

    // The state machine is the same as for a fault's record: processed once, with its own photos.
    const after = await upload(adminToken, GIF, 'fixed.gif');
    const done = await admin('POST', REPAIR_API.process, {
      id: res.data.id,
      state: 'processed',
      remark: 'Slot cleaned',
      photos: [after.data.url],
    });
    expect(done.status, JSON.stringify(done)).toBe(1001);
    expect(done.data).toMatchObject({ state: 'processed', openPhotos: [photo.data.url], photos: [after.data.url] });
    expect((await admin('POST', REPAIR_API.process, { id: res.data.id, state: 'unresolved', remark: 'Again' })).status).toBe(400);
  });

  it('assigns it only to the maintenance staff of the machine’s customer', async () => {
    const d = await device(demo, opsId);
    const otherId = await insertAccount(db(), demo, 'maintenance', {
      username: `second.tech.${Date.now() % 100000}`,
      employeeName: 'Sam Second',
      password: 'pass12345',
    });
    await device(demo, otherId);
    const staff = await admin('GET', `${REPAIR_API.assignees}?deviceId=${d.id}`);
    expect(staff.data.map((s: { id: number }) => s.id)).toEqual(expect.arrayContaining([opsId, otherId]));
    expect(staff.data[0]).toMatchObject({ id: opsId, routeMaintainer: true });

    const picked = await add(admin, { deviceId: d.id, assigneeId: otherId, description: 'Screen flickers' });
    expect(picked.status, JSON.stringify(picked)).toBe(1001);
    expect(picked.data).toMatchObject({ assigneeId: otherId, assigneeName: 'Sam Second' });

    // The platform's admin runs no route of Demo Coffee Co.: not one of its maintenance staff.
    const adminId = await userIdByName(db(), 'admin');
    const refused = await add(admin, { deviceId: d.id, assigneeId: adminId, description: 'Screen flickers' });
    expect(refused.status).toBe(400);
    expect(refused.data.errors[0]).toMatchObject({ field: 'assigneeId', message: 'Choose one of the maintenance staff of this machine.' });

    // A machine with no route and a customer without maintainers of it: unassigned.
    const loose = await device(demo);
    const open = await add(admin, { deviceId: loose.id, description: 'Door will not close' });
    expect(open.data).toMatchObject({ assigneeId: null });
    expect(await recordsOf(admin, d)).toHaveLength(1);
  });

  it('is refused for a machine the caller may not see, and writes nothing', async () => {
    await grantToRole(db(), 'maintenance', Object.values(REPAIR_PERMS));
    const ops = await apiAs(t, 'ops', 'ops12345');
    const harbor = await orgIdByCode(db(), 'HARBOR');
    const foreign = await device(harbor);
    const res = await add(ops, { deviceId: foreign.id, description: 'Not my machine' });
    expect(res.status, JSON.stringify(res)).toBe(400);
    expect(res.data.errors[0]).toMatchObject({ field: 'deviceId', message: 'Choose one of the machines you work on.' });
    expect((await ops('GET', `${REPAIR_API.assignees}?deviceId=${foreign.id}`)).status).toBe(400);
    expect((await ops('GET', `${REPAIR_API.devices}?keyword=${foreign.code}`)).data).toEqual([]);
    expect(await recordsOf(admin, foreign)).toHaveLength(0);

    // An account of "own data" opens records only for the machines of its routes.
    await db()
      .insert(roles)
      .values({ name: 'Repair hand', roleKey: 'repair_hand', sort: 9, dataScope: DATA_SCOPES.SELF, orgId: demo })
      .onConflictDoNothing();
    await grantToRole(db(), 'repair_hand', Object.values(REPAIR_PERMS));
    const username = `repair.hand.${Date.now() % 100000}`;
    const techId = await insertAccount(db(), demo, 'repair_hand', { username, employeeName: 'Hank Hand', password: 'pass12345' });
    const tech = await apiAs(t, username, 'pass12345');
    const mine = await device(demo, techId);
    const theirs = await device(demo, opsId);
    expect((await add(tech, { deviceId: theirs.id, description: 'Not on my route' })).status).toBe(400);
    expect(await recordsOf(admin, theirs)).toHaveLength(0);
    const own = await add(tech, { deviceId: mine.id, description: 'Leaking' });
    expect(own.status, JSON.stringify(own)).toBe(1001);
    expect(own.data).toMatchObject({ assigneeId: techId, openedBy: 'Hank Hand' });
    expect((await recordsOf(tech, mine)).map((r) => r['id'])).toEqual([own.data.id]);
  });

  it('needs the permission to open one', async () => {
    await db()
      .insert(roles)
      .values({ name: 'Repair viewer', roleKey: 'repair_viewer', sort: 9, dataScope: DATA_SCOPES.DEPT_AND_BELOW, orgId: demo })
      .onConflictDoNothing();
    await grantToRole(db(), 'repair_viewer', [REPAIR_PERMS.list, REPAIR_PERMS.process]);
    const username = `repair.viewer.${Date.now() % 100000}`;
    await insertAccount(db(), demo, 'repair_viewer', { username, employeeName: 'Vera Viewer', password: 'pass12345' });
    const viewer = await apiAs(t, username, 'pass12345');
    const d = await device(demo, opsId);
    expect((await add(viewer, { deviceId: d.id, description: 'Leaking' })).status).toBe(403);
    expect((await viewer('GET', `${REPAIR_API.devices}`)).status).toBe(403);
    expect((await viewer('GET', `${REPAIR_API.assignees}?deviceId=${d.id}`)).status).toBe(403);
    expect(await recordsOf(admin, d)).toHaveLength(0);
  });

  it('answers bad input with 400 and the fields at fault, never 5xx, and writes nothing', async () => {
    const d = await device(demo, opsId);
    const bad: Array<[unknown, string]> = [
      [{ deviceId: d.id }, 'description'],
      [{ deviceId: d.id, description: '   ' }, 'description'],
      [{ deviceId: d.id, description: 'x'.repeat(501) }, 'description'],
      [{ description: 'No machine' }, 'deviceId'],
      [{ deviceId: 'abc', description: 'Bad id' }, 'deviceId'],
      [{ deviceId: -1, description: 'Negative id' }, 'deviceId'],
      [{ deviceId: 2 ** 40, description: 'Huge id' }, 'deviceId'],
      [{ deviceId: d.id, assigneeId: 'x', description: 'Bad assignee' }, 'assigneeId'],
      [{ deviceId: d.id, description: 'Too many', photos: Array(11).fill('/profile/upload/a.png') }, 'photos'],
      [{ deviceId: d.id, description: 'Foreign photo', photos: ['/profile/upload/2026/01/01/nothing.png'] }, 'photos'],
      [{ deviceId: d.id, description: { text: 'object' } }, 'description'],
    ];
    for (const [body, field] of bad) {
      const res = await add(admin, body);
      expect(res.status, JSON.stringify([body, res])).toBe(400);
      expect(
        res.data.errors.map((e: { field: string }) => e.field),
        JSON.stringify(res),
      ).toContain(field);
    }
    expect((await admin('GET', `${REPAIR_API.assignees}?deviceId=abc`)).status).toBe(400);
    expect(await recordsOf(admin, d)).toHaveLength(0);
  });
});
