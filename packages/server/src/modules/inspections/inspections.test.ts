import { DATA_SCOPES, INSPECTION_API, INSPECTION_PERMS } from '@vr/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { roles } from '../../platform/identity/schema.js';
import { type ApiCall, apiAs, grantToRole, insertAccount, orgIdByCode } from '../../test/fixtures.js';
import { useTestApp } from '../../test/harness.js';
import { insertTestDevice } from '../../test/test-devices.js';
import { GIF, MB, PNG, pngOfSize, uploadFile } from '../../test/uploads.js';
import { devices } from '../devices/index.js';
import { routes } from '../points/index.js';

/*
 * Inspection records through the API: recorded by a maintenance account (own data: the machines
 * of its routes) with photos uploaded for inspections, reviewed by another account (adopted, or
 * rejected with a reason and redone by the inspector).
 */

const t = useTestApp();
const db = () => t.database.db;
let admin: ApiCall;
let demo: number;

let calls = 0;
const post = (api: ApiCall, url: string, payload: unknown, lang?: string) => api('POST', `${url}?n=${++calls}`, payload, lang);

let seq = 0;
/** A Demo Coffee Co. account seeing only its own data, with the permissions to record inspections. */
async function inspector() {
  await db()
    .insert(roles)
    .values({ name: 'Inspector', roleKey: 'inspector', dataScope: DATA_SCOPES.SELF, orgId: demo })
    .onConflictDoNothing();
  await grantToRole(db(), 'inspector', [INSPECTION_PERMS.list, INSPECTION_PERMS.add]);
  const username = `insp.${++seq}.${Date.now() % 100000}`;
  const id = await insertAccount(db(), demo, 'inspector', { username, employeeName: `Inspector ${seq}`, password: 'pass12345' });
  const token = await t.login(username, 'pass12345');
  return { id, token, api: await apiAs(t, username, 'pass12345') };
}

/** A machine of Demo Coffee Co. on a route the account maintains. */
async function machineOf(userId: number | null) {
  const d = await insertTestDevice(db(), demo);
  const [route] = await db()
    .insert(routes)
    .values({ orgId: demo, name: `Route ${d.code}`, userId })
    .returning({ id: routes.id });
  await db().update(devices).set({ routeId: route!.id }).where(eq(devices.id, d.id));
  return d;
}

/** Uploads a photo as the session of `token`; answers the envelope. */
const photo = async (token: string, file: Buffer = PNG, filename = 'machine.png', use = { dataEntity: 'inspection', dataField: 'photo' }) =>
  (await uploadFile(t.app, { ...use, file, filename }, { token, lang: 'en' })).json() as {
    status: number;
    data: { url: string };
    result?: string;
  };

beforeAll(async () => {
  admin = await apiAs(t, 'admin', 'admin123');
  demo = await orgIdByCode(db(), 'DEMO');
});

describe('recording an inspection', () => {
  it('of one of the inspector’s machines, with photos checked by content, waits for review', async () => {
    const me = await inspector();
    const d = await machineOf(me.id);
    const options = (await me.api('GET', INSPECTION_API.devices)).data as Array<{ id: number }>;
    expect(options.map((o) => o.id)).toEqual([d.id]);

    const a = await photo(me.token);
    const b = await photo(me.token, GIF, 'x.gif');
    expect([a.status, b.status]).toEqual([1001, 1001]);
    const made = await post(me.api, INSPECTION_API.add, {
      deviceId: d.id,
      deviceStatus: 2,
      checks: { clean: true, water: false },
      remark: 'Drip tray cracked',
      photos: [a.data.url, b.data.url],
    });
    expect(made.status, JSON.stringify(made)).toBe(1001);
    expect(made.data).toMatchObject({
      deviceId: d.id,
      deviceCode: d.code,
      deviceStatus: 2,
      checks: { clean: true, water: false },
      state: 'pending_review',
      inspectorId: me.id,
      photos: [a.data.url, b.data.url],
      reviewedBy: null,
    });
  });

  it('refuses photos that are not pictures, too large, of another use or another person, or more than 10', async () => {
    const me = await inspector();
    const other = await inspector();
    const d = await machineOf(me.id);
    const text = await photo(me.token, Buffer.from('not a picture at all'), 'fake.png');
    expect(text.status).not.toBe(1001);
    expect(JSON.stringify(text)).toContain('Only JPG/PNG/GIF images are allowed');
    const big = await photo(me.token, pngOfSize(2 * MB + 1));
    expect(JSON.stringify(big)).toContain('must not exceed 2 MB');

    const avatar = await photo(me.token, PNG, 'a.png', { dataEntity: 'user', dataField: 'avatar' });
    const theirs = await photo(other.token);
    for (const url of [avatar.data.url, theirs.data.url, 'https://example.com/x.png']) {
      const refused = await post(me.api, INSPECTION_API.add, { deviceId: d.id, deviceStatus: 1, photos: [url] });
      expect(refused.status, url).toBe(400);
      expect(refused.data.errors[0]).toMatchObject({ field: 'photos', message: 'Each photo must be one you uploaded for an inspection.' });
    }
    const own = await photo(me.token);
    const eleven = await post(me.api, INSPECTION_API.add, { deviceId: d.id, deviceStatus: 1, photos: Array(11).fill(own.data.url) });
    expect(eleven.data.errors[0]).toMatchObject({ field: 'photos', message: 'Photos may hold at most 10 photos' });
    expect((await me.api('GET', `${INSPECTION_API.list}?limit=100`)).total).toBe(0);
  });

  it('refuses another route’s machine, an unknown status, and answers 403 without the permission', async () => {
    const me = await inspector();
    const notMine = await machineOf(null);
    expect((await post(me.api, INSPECTION_API.add, { deviceId: notMine.id, deviceStatus: 1 })).data.errors[0]).toMatchObject({
      field: 'deviceId',
      message: 'Choose one of your machines.',
    });
    const d = await machineOf(me.id);
    const bad = await post(me.api, INSPECTION_API.add, { deviceId: d.id, deviceStatus: 4 }, 'zh');
    expect(bad.data.errors[0]).toMatchObject({ field: 'deviceStatus', message: '设备状态须为正常、异常或停用' });
    // The inspector's role has no review permission.
    expect((await post(me.api, INSPECTION_API.review, { id: 1, adopt: true })).status).toBe(403);
  });
});

describe('the review', () => {
  it('pending → rejected (with a reason) → redone by the inspector → adopted; every other transition is refused', async () => {
    const me = await inspector();
    const d = await machineOf(me.id);
    const made = (await post(me.api, INSPECTION_API.add, { deviceId: d.id, deviceStatus: 3, remark: 'Out of cups' })).data;

    const noReason = await post(admin, INSPECTION_API.review, { id: made.id, adopt: false });
    expect(noReason.data.errors[0]).toMatchObject({ field: 'reason', message: 'Reason is required to reject' });
    expect((await post(me.api, INSPECTION_API.resubmit, { id: made.id, deviceStatus: 1 })).result).toBe(
      'Only a rejected inspection can be redone.',
    );

    const rejected = await post(admin, INSPECTION_API.review, { id: made.id, adopt: false, reason: 'No photo of the cup stack' });
    expect(rejected.data).toMatchObject({ state: 'rejected', rejectReason: 'No photo of the cup stack', reviewedBy: expect.any(String) });
    expect((await post(admin, INSPECTION_API.review, { id: made.id, adopt: true })).result).toBe(
      'This inspection is not waiting for review.',
    );

    // Only the inspector redoes it: an account that sees it but did not make it is refused.
    const ops = await apiAs(t, 'ops', 'ops12345');
    expect((await post(ops, INSPECTION_API.resubmit, { id: made.id, deviceStatus: 1 })).result).toBe(
      'Only the inspector redoes an inspection.',
    );
    const other = await inspector();
    expect((await post(other.api, INSPECTION_API.resubmit, { id: made.id, deviceStatus: 1 })).status).toBe(404);

    const pic = await photo(me.token);
    const redone = await post(me.api, INSPECTION_API.resubmit, {
      id: made.id,
      deviceStatus: 1,
      remark: 'Cups refilled',
      photos: [pic.data.url],
    });
    expect(redone.data).toMatchObject({
      state: 'pending_review',
      resubmits: 1,
      rejectReason: null,
      deviceStatus: 1,
      photos: [pic.data.url],
    });

    const adopted = await post(admin, INSPECTION_API.review, { id: made.id, adopt: true, reason: 'ignored' });
    expect(adopted.data).toMatchObject({ state: 'adopted', rejectReason: null });
    expect((await post(admin, INSPECTION_API.review, { id: made.id, adopt: false, reason: 'late' })).status).toBe(400);
    expect((await post(me.api, INSPECTION_API.resubmit, { id: made.id, deviceStatus: 1 })).status).toBe(400);
  });

  it('nobody reviews their own inspection', async () => {
    const d = await machineOf(null);
    const own = (await post(admin, INSPECTION_API.add, { deviceId: d.id, deviceStatus: 1 })).data;
    expect((await post(admin, INSPECTION_API.review, { id: own.id, adopt: true }, 'es')).result).toBe('Nadie revisa su propia inspección.');
  });
});

describe('the list', () => {
  it('shows an inspector only their own records; filters by state, status, machine and time', async () => {
    const me = await inspector();
    const other = await inspector();
    const d = await machineOf(me.id);
    const e = await machineOf(other.id);
    const mine = (await post(me.api, INSPECTION_API.add, { deviceId: d.id, deviceStatus: 2 })).data;
    const theirs = (await post(other.api, INSPECTION_API.add, { deviceId: e.id, deviceStatus: 1 })).data;
    const ids = async (api: ApiCall, query = '') =>
      ((await api('GET', `${INSPECTION_API.list}?limit=1000${query}`)).data as Array<{ id: number }>).map((r) => r.id);
    expect(await ids(me.api)).toEqual([mine.id]);
    expect(await ids(other.api)).toEqual([theirs.id]);
    expect(await ids(admin, `&deviceCode=${d.code}`)).toEqual([mine.id]);
    expect(await ids(admin, `&deviceCode=${d.code}&deviceStatus=1`)).toEqual([]);
    expect(await ids(admin, `&deviceCode=${d.code}&state=pending_review`)).toEqual([mine.id]);
    expect(await ids(admin, `&deviceCode=${d.code}&state=adopted`)).toEqual([]);
    expect(await ids(admin, `&deviceCode=${d.code}&beginTime=2000-01-01&endTime=2000-01-02`)).toEqual([]);
    expect(await ids(admin, '&mine=1')).not.toContain(mine.id);
    const harbor = await apiAs(t, 'harbor', 'harbor123');
    expect((await harbor('GET', `${INSPECTION_API.list}?limit=1000`)).data ?? []).not.toEqual(
      expect.arrayContaining([expect.objectContaining({ id: mine.id })]),
    );
  });
});
