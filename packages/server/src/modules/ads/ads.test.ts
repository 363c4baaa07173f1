// Runs on both engines: a live device link (machines acknowledge over MQTT) and the row locks of withdraw
import {
  ADVERTISEMENT_API,
  AD_LIST_API,
  AD_MATERIAL_PERMS,
  AD_RELEASE_PERMS,
  type AdMachineRow,
  type AdMaterialRow,
  type AdReleaseActionResult,
  type AdReleaseRow,
  type AdsPlaylist,
  DEVICE_API,
  type DeviceSecretAnswer,
  Status,
} from '@vr/contracts';
import type { FleetHandle } from '@vr/device-sim';
import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationLogs } from '../../platform/audit/schema.js';
import { type TestMachine, eventually, insertTestDevice } from '../../test/device-machines.js';
import { importWorkbook, rowsOfXlsx, xlsxOf } from '../../test/excel.js';
import { demoAccount, grantToRole, insertAccount, orgIdByCode, revokeFromRole } from '../../test/fixtures.js';
import { body } from '../../test/harness.js';
import { expectCountsOfMachines } from '../../test/state-counts.js';
import { apiCaller, cm200Hello, joinLink, signIn, startQuietFleet, useLinkedApp } from '../../test/linked-app.js';
import { MB, PNG, pngOfSize, uploadFile } from '../../test/uploads.js';
import { devices } from '../devices/index.js';
import { sites } from '../points/index.js';
import { adReleaseDevices, adReleases } from './schema.js';

/**
 * Ad materials and releases against the embedded broker on a free port, with real MQTT clients as
 * machines (the gateway writes asynchronously, so this file has a database of its own and every
 * machine its own code).
 */
const linked = useLinkedApp();
const db = linked.db;
let adminToken: string;
let harborOrg: number;

/** The start of an ISO base media file with brand isom (an MP4). */
const MP4 = Buffer.concat([Buffer.from('00000018667479706973366d0000020069736f6d69736f32', 'hex').fill(0x6f, 11, 12), Buffer.alloc(64)]);

const api = apiCaller(linked, () => adminToken);

const upload = async (file: Buffer, dataField: 'image' | 'video', token = adminToken) =>
  body<{ url: string; size: number }>(
    await uploadFile(
      linked.app,
      { dataEntity: 'advertisement', dataField, file, filename: dataField === 'image' ? 'ad.png' : 'ad.mp4' },
      { authorization: `Bearer ${token}`, lang: 'en' },
    ),
  );

/** A Demo Coffee Co. material of a freshly uploaded image. */
async function material(name: string, orgId = linked.demoOrg) {
  const file = await upload(PNG, 'image');
  const saved = await api<AdMaterialRow>('POST', ADVERTISEMENT_API.save, { orgId, name, kind: 'image', url: file.data.url, seconds: 8 });
  expect(saved.status, JSON.stringify(saved)).toBe(Status.SUCCESS);
  return saved.data;
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const release = (payload: object) => api<AdReleaseActionResult>('POST', AD_LIST_API.save, payload);
const machines = async (id: number) => (await api<AdMachineRow[]>('GET', `${AD_LIST_API.machines}?id=${id}&limit=100`)).data;
const rowOf = async (id: number, deviceId: number) => (await machines(id)).find((r) => r.deviceId === deviceId)!;
const detail = async (id: number) => (await api<AdReleaseRow>('GET', `${AD_LIST_API.detail}?id=${id}`)).data;
const settled = () => linked.link.gateway.settled();
const edit = (id: number, payload: object) => release({ id, ...payload });
/** Places machines at a point (null: at none) as the devices screen's batch does. */
const place = (ids: number[], siteId: number | null) => api('POST', DEVICE_API.batch, { ids, action: 'assign', siteId });
/** A Demo Coffee Co. point (and its code). */
async function pointWithCode(name: string) {
  const [site] = await db()
    .insert(sites)
    .values({ orgId: linked.demoOrg, name, code: `AD${Date.now()}${Math.floor(Math.random() * 1000)}` })
    .returning({ id: sites.id, code: sites.code });
  return site!;
}
/** A Demo Coffee Co. point. */
const point = async (name: string) => (await pointWithCode(name)).id;
const playlists = (m: TestMachine) => m.received.filter((r) => r.kind === 'ads').map((r) => r.payload as AdsPlaylist);
/** A Demo Coffee machine listening to its playlists, online. */
const connect = (d: { code: string; secret: string }) => joinLink(linked, d, { topics: ['ads'], hello: cm200Hello });

let fleet: FleetHandle | null = null;

beforeAll(async () => {
  harborOrg = await orgIdByCode(db(), 'HARBOR');
  adminToken = await signIn(linked.app, 'admin', 'admin123');
});
afterAll(async () => {
  await fleet?.stop();
});

describe('ad materials', () => {
  it('take advertising uploads only (images up to 10 MB, MP4 videos), are listed, searched, paged, changed and deleted', async () => {
    // The upload platform's rules of the advertising uses: checked by content and size.
    expect((await upload(pngOfSize(10 * MB), 'image')).status).toBe(Status.SUCCESS);
    const over = await upload(pngOfSize(10 * MB + 1), 'image');
    expect(over.result).toBe('File size must not exceed 10 MB!');
    expect((await upload(PNG, 'video')).result).toBe('Only MP4 videos are allowed');
    expect((await upload(MP4, 'image')).result).toBe('Only JPG/PNG/GIF images are allowed');
    const video = await upload(MP4, 'video');
    expect(video.status).toBe(Status.SUCCESS);

    // A video material; an image's file given as a video is refused, so is a file of another use.
    const clip = await api<AdMaterialRow>('POST', ADVERTISEMENT_API.save, {
      orgId: linked.demoOrg,
      name: 'Summer clip',
      kind: 'video',
      url: video.data.url,
    });
    expect(clip.data).toMatchObject({ kind: 'video', size: MP4.length, seconds: 10, customerName: 'Demo Coffee Co.', activeReleases: 0 });
    const image = await upload(PNG, 'image');
    const wrong = await api('POST', ADVERTISEMENT_API.save, { orgId: linked.demoOrg, name: 'Wrong', kind: 'video', url: image.data.url });
    expect(wrong).toMatchObject({ status: Status.BAD_REQUEST, result: 'The file is not an advertising video; upload it again.' });
    const avatar = body<{ url: string }>(
      await uploadFile(linked.app, { dataEntity: 'user', dataField: 'avatar', file: PNG, filename: 'a.png' }, { token: adminToken }),
    );
    expect(
      (await api('POST', ADVERTISEMENT_API.save, { orgId: linked.demoOrg, name: 'Avatar', kind: 'image', url: avatar.data.url })).status,
    ).toBe(Status.BAD_REQUEST);
    expect(
      (await api('POST', ADVERTISEMENT_API.save, { orgId: linked.demoOrg, name: 'Nowhere', kind: 'image', url: '/api/files/x.png' }))
        .result,
    ).toBe('The file was not found; upload it again.');
    // Field errors come per field in the reader's language.
    const invalid = await api('POST', ADVERTISEMENT_API.save, { kind: 'gif', url: '', seconds: 0 }, adminToken, 'zh');
    expect(invalid.status).toBe(Status.BAD_REQUEST);
    expect(JSON.stringify(invalid)).toMatch(/名称/);
    // A material belongs to a customer, not to the platform.
    const platform = await orgIdByCode(db(), 'PLATFORM');
    expect((await api('POST', ADVERTISEMENT_API.save, { orgId: platform, name: 'P', kind: 'image', url: image.data.url })).status).toBe(
      Status.BAD_REQUEST,
    );

    const first = await material('Latte poster');
    await material('Mocha poster');
    await material('Harbor poster', harborOrg);
    const found = await api<AdMaterialRow[]>(
      'GET',
      `${ADVERTISEMENT_API.list}?name=poster&kind=image&orgId=${linked.demoOrg}&limit=1&page=2`,
    );
    expect(found.total).toBe(2);
    expect(found.data.map((r) => r.name)).toEqual(['Latte poster']);
    expect((await api<AdMaterialRow[]>('GET', `${ADVERTISEMENT_API.list}?kind=video`)).data.map((r) => r.name)).toEqual(['Summer clip']);

    const renamed = await api<AdMaterialRow>('POST', ADVERTISEMENT_API.save, {
      id: first.id,
      name: 'Latte poster 2',
      kind: 'image',
      url: first.url,
      seconds: 12,
    });
    expect(renamed.data).toMatchObject({ id: first.id, name: 'Latte poster 2', seconds: 12, orgId: linked.demoOrg });
    expect((await api('POST', ADVERTISEMENT_API.delete, { id: clip.data.id })).status).toBe(Status.SUCCESS);
    expect((await api('GET', `${ADVERTISEMENT_API.detail}?id=${clip.data.id}`)).status).toBe(Status.NOT_FOUND);
  });
});

describe('ad releases', () => {
  it('are checked: days, hours, machines of the material’s customer, machines at points', async () => {
    const poster = await material('Rules poster');
    const mine = await insertTestDevice(db(), linked.demoOrg);
    const theirs = await insertTestDevice(db(), harborOrg);
    const base = { name: 'Rules', materialId: poster.id, deviceIds: [mine.id], beginDate: day(0), endDate: day(3) };
    const errorsOf = async (payload: object) => JSON.stringify(await release(payload));
    expect(await errorsOf({ ...base, endDate: day(-1) })).toMatch(/Last day/);
    expect(await errorsOf({ ...base, beginDate: day(-3), endDate: day(-1) })).toMatch(/The last day is already past/);
    expect(await errorsOf({ ...base, hourFrom: '18:00', hourTo: '09:00' })).toMatch(/must be later than the start hour/);
    expect(await errorsOf({ ...base, hourFrom: '25:00' })).toMatch(/must be a time of day/);
    expect(await errorsOf({ ...base, deviceIds: undefined })).toMatch(/are required unless points are chosen/);
    expect(await errorsOf({ ...base, deviceIds: [mine.id, theirs.id] })).toContain(
      `Machine ${theirs.code} does not belong to the material's customer.`,
    );

    // Points: every machine of the customer at them when released.
    const [site] = await db()
      .insert(sites)
      .values({ orgId: linked.demoOrg, name: 'Ad point', code: `AD${Date.now()}` })
      .returning({ id: sites.id });
    const empty = await release({ ...base, deviceIds: undefined, siteIds: [site!.id] });
    expect(empty.result).toBe('None of your machines is at the chosen points.');
    await db().update(devices).set({ siteId: site!.id }).where(eq(devices.id, mine.id));
    const atPoint = await release({ ...base, deviceIds: undefined, siteIds: [site!.id] });
    expect(atPoint).toMatchObject({ status: Status.SUCCESS, data: { machines: 1, sent: 0 } });
    expect(await detail(atPoint.data.id)).toMatchObject({ siteNames: ['Ad point'], status: 'active', counts: { total: 1, pending: 1 } });
    // An active release keeps its material and its file.
    expect((await api('POST', ADVERTISEMENT_API.delete, { id: poster.id })).result).toBe(
      'This material is used by 1 active release(s); withdraw them first.',
    );
    expect(
      (await api('POST', ADVERTISEMENT_API.save, { id: poster.id, name: 'Other', kind: 'image', url: poster.url, seconds: 30 })).result,
    ).toBe('The file, kind and seconds of a material cannot change while an active release uses it.');
    expect(
      (await api('POST', ADVERTISEMENT_API.save, { id: poster.id, name: 'Renamed', kind: 'image', url: poster.url, seconds: 8 })).status,
    ).toBe(Status.SUCCESS);
    expect((await api('POST', AD_LIST_API.withdraw, { id: atPoint.data.id })).status).toBe(Status.SUCCESS);
    expect((await api('POST', AD_LIST_API.withdraw, { id: atPoint.data.id })).result).toBe('This release was already withdrawn.');
    expect((await api('POST', ADVERTISEMENT_API.delete, { id: poster.id })).status).toBe(Status.SUCCESS);
  });

  it('are delivered per machine: pending, delivered or failed with the machine’s reason, offline machines on return, retried, reported, withdrawn', async () => {
    const poster = await material('Delivery poster');
    const a = await insertTestDevice(db(), linked.demoOrg);
    const b = await insertTestDevice(db(), linked.demoOrg);
    const ma = await connect(a);
    const created = await release({
      name: 'Morning',
      materialId: poster.id,
      deviceIds: [a.id, b.id],
      beginDate: day(0),
      endDate: day(30),
      hourFrom: '06:00',
      hourTo: '11:30',
      sort: 5,
    });
    expect(created).toMatchObject({ status: Status.SUCCESS, data: { machines: 2, sent: 1 } });
    const id = created.data.id;
    const [playlist] = await eventually(async () => (playlists(ma).length ? playlists(ma) : null));
    expect(playlist!.items).toEqual([
      expect.objectContaining({
        releaseId: String(id),
        adId: String(poster.id),
        kind: 'image',
        size: PNG.length,
        seconds: 8,
        hourFrom: '06:00',
        hourTo: '11:30',
        order: 5,
      }),
    ]);
    expect(playlist!.items[0]!.url).toMatch(/^http:\/\/.+\/api\/files\/.+\.png$/);
    expect(await rowOf(id, a.id)).toMatchObject({ state: 'pending', attempts: 1 });
    expect(await rowOf(id, b.id)).toMatchObject({ state: 'pending', attempts: 0, sentAt: null });

    // Acknowledged once: a late failure of a delivered machine changes nothing.
    await ma.publish('ads-ack', { results: [{ releaseId: String(id), ok: true }] });
    await settled();
    await eventually(async () => (await rowOf(id, a.id)).state === 'delivered');
    await ma.publish('ads-ack', { results: [{ releaseId: String(id), ok: false, error: 'late' }] });
    await settled();
    expect(await rowOf(id, a.id)).toMatchObject({ state: 'delivered', reason: null });

    // What it shows: plays counted, the one on screen marked.
    await ma.publish('ads-report', { showing: String(id), plays: [{ releaseId: String(id), count: 3 }] });
    await settled();
    expect(await eventually(async () => ((await rowOf(id, a.id)).plays === 3 ? rowOf(id, a.id) : null))).toMatchObject({ showing: true });

    // The offline machine gets its playlist when it comes back, and fails with its reason.
    const mb = await connect(b);
    await eventually(async () => (playlists(mb).length ? true : null));
    await mb.publish('ads-ack', { results: [{ releaseId: String(id), ok: false, error: 'download failed: HTTP 404' }] });
    await settled();
    await eventually(async () => (await rowOf(id, b.id)).state === 'failed');
    expect(await rowOf(id, b.id)).toMatchObject({ reason: 'download failed: HTTP 404', attempts: 1 });
    expect(await detail(id)).toMatchObject({ status: 'active', counts: { total: 2, delivered: 1, failed: 1 } });

    // Sent again to the failed machine only.
    expect(await api('POST', AD_LIST_API.retry, { id })).toMatchObject({ status: Status.SUCCESS, data: { machines: 1, sent: 1 } });
    await eventually(async () => (playlists(mb).length === 2 ? true : null));
    expect(playlists(ma)).toHaveLength(1);
    await mb.publish('ads-ack', { results: [{ releaseId: String(id), ok: true }] });
    await settled();
    await eventually(async () => (await rowOf(id, b.id)).state === 'delivered');
    expect((await api('POST', AD_LIST_API.retry, { id })).result).toBe('No failed machine to send again.');

    // Withdrawn: each machine is sent its playlist without it and is withdrawn once it says it no longer holds it.
    await mb.end(true);
    await eventually(async () => linked.link.gateway.directory.cached(b.code)?.online === false);
    expect(await api('POST', AD_LIST_API.withdraw, { id })).toMatchObject({ status: Status.SUCCESS, data: { machines: 2, sent: 1 } });
    const emptied = await eventually(async () => (playlists(ma).length === 2 ? playlists(ma)[1] : null));
    expect(emptied!.items).toEqual([]);
    expect(await rowOf(id, a.id)).toMatchObject({ state: 'withdrawing' });
    await ma.publish('ads-ack', { results: [] });
    await settled();
    await eventually(async () => (await rowOf(id, a.id)).state === 'withdrawn');
    expect(await rowOf(id, a.id)).toMatchObject({ showing: false });
    // The machine that was offline hears of it when it comes back.
    expect(await rowOf(id, b.id)).toMatchObject({ state: 'withdrawing' });
    const back = await connect(b);
    const again = await eventually(async () => (playlists(back).length ? playlists(back)[0] : null));
    expect(again!.items).toEqual([]);
    await back.publish('ads-ack', { results: [] });
    await settled();
    await eventually(async () => (await rowOf(id, b.id)).state === 'withdrawn');
    const listed = await api<AdReleaseRow[]>('GET', `${AD_LIST_API.list}?status=withdrawn&name=Morning`);
    expect(listed.data.map((r) => r.id)).toEqual([id]);
    expect(listed.data[0]).toMatchObject({ status: 'withdrawn', materialName: 'Delivery poster', counts: { withdrawn: 2 } });
  });

  it('refuses an account without the permission, and shows another customer nothing of Demo Coffee Co.', async () => {
    const poster = await material('Scope poster');
    const machine = await insertTestDevice(db(), linked.demoOrg);
    const made = await release({ name: 'Scoped', materialId: poster.id, deviceIds: [machine.id], beginDate: day(0), endDate: day(1) });
    expect(made.status).toBe(Status.SUCCESS);
    // The maintenance role without its advertising permissions.
    const all = [...Object.values(AD_MATERIAL_PERMS), ...Object.values(AD_RELEASE_PERMS)];
    await revokeFromRole(db(), 'maintenance', all);
    await demoAccount(db(), 'ad_maint', 'all');
    const maint = await signIn(linked.app, 'ad_maint', 'pass12345');
    for (const url of [ADVERTISEMENT_API.list, AD_LIST_API.list, `${AD_LIST_API.machines}?id=${made.data.id}`]) {
      const res = await linked.app.inject({ method: 'GET', url, headers: { token: maint, lang: 'en' } });
      expect(res.statusCode, url).toBe(403);
    }
    const refused = await linked.app.inject({
      method: 'POST',
      url: AD_LIST_API.withdraw,
      headers: { token: maint, lang: 'en' },
      payload: { id: made.data.id },
    });
    expect(refused.statusCode).toBe(403);
    // A Harbor Drinks Ltd. account allowed to read advertising sees none of Demo's.
    await grantToRole(db(), 'maintenance', all);
    await insertAccount(db(), harborOrg, 'maintenance', { username: 'ad_harbor', password: 'pass12345' });
    const harbor = await signIn(linked.app, 'ad_harbor', 'pass12345');
    const materials = await api<AdMaterialRow[]>('GET', `${ADVERTISEMENT_API.list}?limit=1000`, undefined, harbor);
    expect(materials.data.length).toBeGreaterThan(0);
    expect(materials.data.every((r) => r.orgId === harborOrg)).toBe(true);
    expect((await api<AdReleaseRow[]>('GET', `${AD_LIST_API.list}?limit=1000`, undefined, harbor)).data).toEqual([]);
    expect((await api('GET', `${AD_LIST_API.detail}?id=${made.data.id}`, undefined, harbor)).status).toBe(Status.NOT_FOUND);
    expect((await api('GET', `${ADVERTISEMENT_API.detail}?id=${poster.id}`, undefined, harbor)).status).toBe(Status.NOT_FOUND);
  });
});

describe('editing a release', () => {
  it('changes an active one in place: machines added pending, removed taken off, kept ones sent their new schedule', async () => {
    const poster = await material('Edit poster');
    const [a, b, c] = [
      await insertTestDevice(db(), linked.demoOrg),
      await insertTestDevice(db(), linked.demoOrg),
      await insertTestDevice(db(), linked.demoOrg),
    ];
    const [ma, mb] = [await connect(a), await connect(b)];
    const base = { name: 'Lunch', materialId: poster.id, beginDate: day(0), endDate: day(10), hourFrom: '11:00', hourTo: '14:00' };
    const id = (await release({ ...base, deviceIds: [a.id, b.id] })).data.id;
    await eventually(async () => (playlists(ma).length && playlists(mb).length ? true : null));
    for (const m of [ma, mb]) await m.publish('ads-ack', { results: [{ releaseId: String(id), ok: true }] });
    await settled();
    await eventually(async () => ((await machines(id)).every((r) => r.state === 'delivered') ? true : null));

    // a left out, b kept with new hours, c (offline) added.
    const changed = await edit(id, { ...base, name: 'Late lunch', hourTo: '15:00', deviceIds: [b.id, c.id] });
    expect(changed).toMatchObject({ status: Status.SUCCESS, data: { id, machines: 3, sent: 2 } });
    expect(await detail(id)).toMatchObject({
      name: 'Late lunch',
      hourTo: '15:00',
      status: 'active',
      counts: { total: 3, pending: 2, withdrawing: 1 },
    });
    expect(await rowOf(id, a.id)).toMatchObject({ state: 'withdrawing' });
    expect(await rowOf(id, b.id)).toMatchObject({ state: 'pending' });
    expect(await rowOf(id, c.id)).toMatchObject({ state: 'pending', sentAt: null });
    const [withoutIt, renewed] = await eventually(async () =>
      playlists(ma).length === 2 && playlists(mb).length === 2 ? [playlists(ma)[1]!, playlists(mb)[1]!] : null,
    );
    expect(withoutIt.items).toEqual([]);
    expect(renewed.items).toEqual([expect.objectContaining({ releaseId: String(id), hourFrom: '11:00', hourTo: '15:00' })]);
    await ma.publish('ads-ack', { results: [] });
    await mb.publish('ads-ack', { results: [{ releaseId: String(id), ok: true }] });
    await settled();
    await eventually(async () => ((await rowOf(id, a.id)).state === 'withdrawn' && (await rowOf(id, b.id)).state === 'delivered') || null);

    // A new name alone changes no machine and sends nothing.
    expect((await edit(id, { ...base, name: 'Renamed', hourTo: '15:00', deviceIds: [b.id, c.id] })).data).toMatchObject({
      machines: 0,
      sent: 0,
    });
    expect(playlists(mb)).toHaveLength(2);
    // A machine taken off can be put back.
    expect((await edit(id, { ...base, hourTo: '15:00', deviceIds: [a.id, b.id, c.id] })).data).toMatchObject({ machines: 1, sent: 1 });
    expect(await rowOf(id, a.id)).toMatchObject({ state: 'pending' });

    // The operation log says edit.
    const logged = await eventually(async () => {
      const rows = await db()
        .select()
        .from(operationLogs)
        .where(and(eq(operationLogs.module, 'ad'), like(operationLogs.url, `${AD_LIST_API.save}%`)));
      return rows.some((r) => r.action === 'edit' && r.request?.includes(`"id":${id}`)) ? rows : null;
    });
    expect(logged.some((r) => r.action === 'add')).toBe(true);
  });

  it('keeps its material, refuses ended and withdrawn releases, another customer’s machines and bad input (all field errors at once)', async () => {
    const poster = await material('Edit rules poster');
    const other = await material('Other poster');
    const mine = await insertTestDevice(db(), linked.demoOrg);
    const theirs = await insertTestDevice(db(), harborOrg);
    const base = { name: 'Rules', materialId: poster.id, deviceIds: [mine.id], beginDate: day(0), endDate: day(3) };
    const id = (await release(base)).data.id;
    const errorsOf = async (payload: object) => JSON.stringify(await edit(id, payload));

    expect(await edit(id, { ...base, materialId: other.id })).toMatchObject({
      status: Status.BAD_REQUEST,
      result: 'The material of a release cannot change; withdraw it and release the other material.',
    });
    expect(await errorsOf({ ...base, deviceIds: [mine.id, theirs.id] })).toContain(
      `Machine ${theirs.code} does not belong to the material's customer.`,
    );
    expect(await rowOf(id, mine.id)).toMatchObject({ state: 'pending' });
    expect((await machines(id)).map((r) => r.deviceId)).toEqual([mine.id]);
    expect(await errorsOf({ ...base, beginDate: day(-3), endDate: day(-1) })).toMatch(/The last day is already past/);
    // Every field error of the shared schema at once.
    const invalid = await edit(id, { name: '', materialId: poster.id, beginDate: 'tomorrow', endDate: day(1), hourFrom: '25:00' });
    expect(invalid.status).toBe(Status.BAD_REQUEST);
    for (const field of [/Name/, /First day/, /must be a time of day/]) expect(JSON.stringify(invalid)).toMatch(field);
    // Ids that are not ids, or of no release: never a 5xx.
    for (const bad of ['x', -1, 0, 1.5, 2 ** 40, {}]) expect((await release({ ...base, id: bad })).status).toBe(Status.BAD_REQUEST);
    expect((await edit(2_000_000_000, base)).status).toBe(Status.NOT_FOUND);

    // Ended: its last day is past.
    await db()
      .update(adReleases)
      .set({ beginDate: day(-5), endDate: day(-1) })
      .where(eq(adReleases.id, id));
    expect((await edit(id, base)).result).toBe('An ended release cannot be edited; release it again.');
    await db()
      .update(adReleases)
      .set({ beginDate: day(0), endDate: day(3) })
      .where(eq(adReleases.id, id));
    expect((await api('POST', AD_LIST_API.withdraw, { id })).status).toBe(Status.SUCCESS);
    expect((await edit(id, base)).result).toBe('A withdrawn release cannot be edited; release it again.');
    expect(await detail(id)).toMatchObject({ name: 'Rules', status: 'withdrawn' });
  });

  it('needs ad:release:edit (adding needs ad:release:add only)', async () => {
    const poster = await material('Edit permission poster');
    const machine = await insertTestDevice(db(), linked.demoOrg);
    const base = { name: 'Perm', materialId: poster.id, deviceIds: [machine.id], beginDate: day(0), endDate: day(1) };
    await grantToRole(db(), 'maintenance', [AD_MATERIAL_PERMS.list, AD_RELEASE_PERMS.list, AD_RELEASE_PERMS.add]);
    await revokeFromRole(db(), 'maintenance', [AD_RELEASE_PERMS.edit]);
    await demoAccount(db(), 'ad_noedit', 'all');
    const token = await signIn(linked.app, 'ad_noedit', 'pass12345');
    const made = await api<AdReleaseActionResult>('POST', AD_LIST_API.save, base, token);
    expect(made.status).toBe(Status.SUCCESS);
    const refused = await api('POST', AD_LIST_API.save, { ...base, id: made.data.id, name: 'Changed' }, token);
    expect(refused.http).toBe(403);
    expect(await detail(made.data.id)).toMatchObject({ name: 'Perm' });
    await grantToRole(db(), 'maintenance', [AD_RELEASE_PERMS.edit]);
  });
});

describe('a release made at points', () => {
  it('follows its points: a machine moved there joins it, a machine moved away is taken off it', async () => {
    const poster = await material('Point poster');
    const [here, there] = [await point('Follow here'), await point('Follow there')];
    const [a, b] = [await insertTestDevice(db(), linked.demoOrg), await insertTestDevice(db(), linked.demoOrg)];
    expect((await place([a.id], here)).status).toBe(Status.SUCCESS);
    const base = { name: 'At points', materialId: poster.id, siteIds: [here], beginDate: day(0), endDate: day(5) };
    const id = (await release(base)).data.id;
    expect((await machines(id)).map((r) => r.deviceId)).toEqual([a.id]);
    // A chosen-machines release does not follow.
    const chosen = (await release({ ...base, name: 'Chosen', siteIds: undefined, deviceIds: [a.id] })).data.id;

    // b placed at the point later joins, pending until it hears of it.
    expect((await place([b.id], here)).status).toBe(Status.SUCCESS);
    await eventually(async () => (await machines(id)).some((r) => r.deviceId === b.id) || null);
    expect(await rowOf(id, b.id)).toMatchObject({ state: 'pending' });
    expect((await machines(chosen)).map((r) => r.deviceId)).toEqual([a.id]);

    // a moved to another point leaves it (never sent: withdrawn at once); the chosen release keeps it.
    expect((await place([a.id], there)).status).toBe(Status.SUCCESS);
    await eventually(async () => (await rowOf(id, a.id)).state === 'withdrawn' || null);
    expect(await rowOf(chosen, a.id)).toMatchObject({ state: 'pending' });
    // Moved back, it joins again; an edit of the points follows the new ones.
    expect((await place([a.id], here)).status).toBe(Status.SUCCESS);
    await eventually(async () => (await rowOf(id, a.id)).state === 'pending' || null);
    expect((await edit(id, { ...base, siteIds: [there] })).result).toBe('None of your machines is at the chosen points.');
    expect((await place([b.id], there)).status).toBe(Status.SUCCESS);
    await eventually(async () => (await rowOf(id, b.id)).state === 'withdrawn' || null);
    expect((await edit(id, { ...base, siteIds: [there] })).data).toMatchObject({ machines: 2 });
    expect(await detail(id)).toMatchObject({ siteIds: [there], siteNames: ['Follow there'] });
    expect((await machines(id)).map((r) => [r.deviceId, r.state])).toEqual(
      expect.arrayContaining([
        [a.id, 'withdrawn'],
        [b.id, 'pending'],
      ]),
    );
  });
});

describe('a machine added at a point', () => {
  it('joins the point’s active releases, pending, and is sent them when it connects; added by the import too', async () => {
    const poster = await material('Welcome poster');
    const here = await pointWithCode('Added here');
    const elsewhere = await point('Added elsewhere');
    const first = await insertTestDevice(db(), linked.demoOrg);
    expect((await place([first.id], here.id)).status).toBe(Status.SUCCESS);
    const base = { name: 'For newcomers', materialId: poster.id, siteIds: [here.id], beginDate: day(0), endDate: day(5) };
    const id = (await release(base)).data.id;

    // Added at the point on the devices screen: on the release at once, pending.
    const code = `ADD${Date.now().toString(36).toUpperCase()}`;
    const added = await api<DeviceSecretAnswer>('POST', DEVICE_API.save, { deviceCode: code, orgId: linked.demoOrg, siteId: here.id });
    expect(added.status, JSON.stringify(added)).toBe(Status.SUCCESS);
    expect(await rowOf(id, added.data.id)).toMatchObject({ state: 'pending', attempts: 0 });
    // Added at another point or at none: not on it.
    const other = await api<DeviceSecretAnswer>('POST', DEVICE_API.save, {
      deviceCode: `${code}B`,
      orgId: linked.demoOrg,
      siteId: elsewhere,
    });
    const nowhere = await api<DeviceSecretAnswer>('POST', DEVICE_API.save, { deviceCode: `${code}C`, orgId: linked.demoOrg });
    expect((await machines(id)).map((r) => r.deviceId)).toEqual(expect.not.arrayContaining([other.data.id, nowhere.data.id]));

    // It connects for the first time: it is sent its playlist with the release and acknowledges it.
    const m = await connect({ code, secret: added.data.secret });
    const [playlist] = await eventually(async () => (playlists(m).length ? playlists(m) : null));
    expect(playlist!.items.map((i) => i.releaseId)).toEqual([String(id)]);
    await m.publish('ads-ack', { results: [{ releaseId: String(id), ok: true }] });
    await settled();
    await eventually(async () => (await rowOf(id, added.data.id)).state === 'delivered' || null);

    // Imported at the point: on the release too, pending until it connects.
    const template = await rowsOfXlsx(
      (await linked.app.inject({ method: 'GET', url: DEVICE_API.importTemplate, headers: { token: adminToken, lang: 'en' } })).rawPayload,
    );
    const header = template[0] as string[];
    const row = header.map((h) => ({ 'Device code': `${code}D`, 'Organisation code': 'DEMO', 'Point code': here.code })[h] ?? '');
    const imported = await importWorkbook(linked.app, DEVICE_API.import, await xlsxOf([header, row]), { token: adminToken, lang: 'en' });
    expect(imported.json().status, imported.body).toBe(Status.SUCCESS);
    const [importedDevice] = await db()
      .select({ id: devices.id })
      .from(devices)
      .where(eq(devices.deviceCode, `${code}D`));
    expect(await rowOf(id, importedDevice!.id)).toMatchObject({ state: 'pending', attempts: 0 });
    expect(await detail(id)).toMatchObject({ counts: { total: 3, delivered: 1, pending: 2 } });
  });
});

describe('the simulator', () => {
  it('shows an edited release, drops it when taken off, and picks up a release at the point it is moved to', async () => {
    await linked.app.listen({ port: 0, host: '127.0.0.1' });
    const poster = await material('Simulated poster');
    const [a, b] = [await insertTestDevice(db(), linked.demoOrg), await insertTestDevice(db(), linked.demoOrg)];
    const site = await point('Simulated point');
    fleet = await startQuietFleet(linked, [a, b]);
    const sim = fleet;
    const holds = (code: string, id: number) => sim.state(code).ads.releases.includes(String(id));

    const base = { name: 'Simulated', materialId: poster.id, beginDate: day(0), endDate: day(5) };
    const id = (await release({ ...base, deviceIds: [a.id, b.id] })).data.id;
    await eventually(async () => ((await machines(id)).every((r) => r.state === 'delivered') ? true : null), 100);
    expect(holds(a.code, id) && holds(b.code, id)).toBe(true);

    // Edited: a keeps it with the new order and acknowledges it again; b drops it.
    expect((await edit(id, { ...base, sort: 7, deviceIds: [a.id] })).data).toMatchObject({ machines: 2, sent: 2 });
    await eventually(
      async () => ((await rowOf(id, a.id)).state === 'delivered' && (await rowOf(id, b.id)).state === 'withdrawn') || null,
      100,
    );
    expect(holds(a.code, id)).toBe(true);
    expect(holds(b.code, id)).toBe(false);

    // A release at a point reaches b once b is placed there, and leaves it when b is moved away.
    await place([a.id], site);
    const atPoint = (await release({ ...base, name: 'Simulated point', siteIds: [site] })).data.id;
    await place([b.id], site);
    await eventually(async () => ((await rowOf(atPoint, b.id))?.state === 'delivered' && holds(b.code, atPoint)) || null, 100);
    await place([b.id], null);
    await eventually(async () => ((await rowOf(atPoint, b.id)).state === 'withdrawn' && !holds(b.code, atPoint)) || null, 100);
    expect(holds(a.code, atPoint)).toBe(true);
  });
});

describe('the machines counted by state', () => {
  it('follow every writer: a removed machine leaves the counts, and every release agrees with its machines', async () => {
    const [a, b] = [await insertTestDevice(db(), linked.demoOrg), await insertTestDevice(db(), linked.demoOrg)];
    const poster = await material('Counted poster');
    const id = (await release({ name: 'Counted', materialId: poster.id, beginDate: day(0), endDate: day(3), deviceIds: [a.id, b.id] })).data
      .id;
    expect(await detail(id)).toMatchObject({ counts: { total: 2, pending: 2 } });
    await db().delete(devices).where(eq(devices.id, b.id));
    expect(await detail(id)).toMatchObject({ counts: { total: 1, pending: 1 } });

    // Whatever the tests above did (deliveries, failures, edits, withdrawals, points), the kept counts are the machines' own.
    await settled();
    const counted = await db()
      .select({ owner: adReleaseDevices.releaseId, state: adReleaseDevices.state, n: count() })
      .from(adReleaseDevices)
      .groupBy(adReleaseDevices.releaseId, adReleaseDevices.state);
    expectCountsOfMachines((await api<AdReleaseRow[]>('GET', `${AD_LIST_API.list}?limit=100`)).data, counted);
  });
});
