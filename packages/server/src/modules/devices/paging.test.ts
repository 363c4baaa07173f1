// Runs on both engines: keyset pages of the device list
import {
  DEVICE_API,
  type DeviceMaterialWarning,
  type DeviceRow,
  EXACT_TOTAL_LIMIT,
  type Envelope,
  type FieldError,
  MAX_NUMBERED_ROWS,
} from '@vr/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cappedTotal } from '../../platform/list/total.js';
import { body, useTestApp } from '../../test/harness.js';
import { devices } from './schema.js';

const t = useTestApp();

type ListAnswer = Envelope<DeviceRow[]> & { data: DeviceRow[] };

async function admin(username = 'admin', password = 'admin123') {
  const token = await t.login(username, password);
  return async (query: string): Promise<ListAnswer> => {
    const res = await t.app.inject({ method: 'GET', url: `${DEVICE_API.list}?${query}`, headers: { token, lang: 'en' } });
    return body<DeviceRow[]>(res) as ListAnswer;
  };
}

/** Every page of a list, each page asked for with the previous page's cursor. */
async function byCursor(list: (q: string) => Promise<ListAnswer>, query: string, from?: string): Promise<string[]> {
  const seen: string[] = [];
  let cursor = from;
  for (let i = 0; i < 50; i++) {
    const page = await list(`${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    expect(page.status).toBe(1001);
    seen.push(...page.data.map((r) => r.deviceCode));
    cursor = page.nextCursor;
    if (!cursor) return seen;
  }
  throw new Error('the cursor never ended');
}

async function addDevice(code: string, lastOnlineAt: Date | null = null) {
  const db = t.database.db;
  const [first] = await db.select({ orgId: devices.orgId }).from(devices).orderBy(devices.id).limit(1);
  await db.insert(devices).values({ orgId: first!.orgId, deviceCode: code, secretHash: 'x', lastOnlineAt });
}

describe('device list paging', () => {
  it('walks every device once by cursor, in the same order as by page number, whatever the sort', async () => {
    const list = await admin();
    const db = t.database.db;
    // Some devices with the same last-online time and some without one: ties and nulls.
    const at = new Date('2026-03-01T08:00:00.123Z');
    await db.execute(sql`update dev_device set last_online_at = ${at.toISOString()} where id % 3 = 0`);
    await db.execute(sql`update dev_device set last_online_at = now() - (id * interval '1 minute') where id % 3 = 1`);
    for (const sort of [
      '',
      '&orderByColumn=lastOnlineAt&isAsc=asc',
      '&orderByColumn=lastOnlineAt&isAsc=desc',
      '&orderByColumn=deviceCode&isAsc=asc',
    ]) {
      const whole = (await list(`limit=1000${sort}`)).data.map((r) => r.deviceCode);
      expect(whole).toHaveLength(11);
      expect(await byCursor(list, `limit=2${sort}`), sort).toEqual(whole);
      const page3 = (await list(`limit=2&page=3${sort}`)).data.map((r) => r.deviceCode);
      expect(page3).toEqual(whole.slice(4, 6));
    }
  });

  it('pages a customer’s own machines newest first, by cursor and by number, also filtered', async () => {
    // ops sees Demo Coffee Co. and the organisations below it: read one organisation at a time.
    const ops = await admin('ops', 'ops12345');
    const db = t.database.db;
    const seen = await db.execute(sql`select device_code from dev_device where org_id in (
        select id from sys_org where path like (select path from sys_org where id = (select org_id from sys_user where username = 'ops')) || '%')
      order by id desc`);
    const newest = (seen as unknown as { rows: Array<{ device_code: string }> }).rows.map((r) => r.device_code);
    expect(newest.length).toBeGreaterThan(4);
    const whole = (await ops('limit=1000')).data.map((r) => r.deviceCode);
    expect(whole).toEqual(newest);
    expect(await byCursor(ops, 'limit=3')).toEqual(newest);
    expect((await ops('limit=3&page=2')).data.map((r) => r.deviceCode)).toEqual(newest.slice(3, 6));
    await db.execute(sql`update dev_device set online = 1 where device_code = any(${`{${newest[1]},${newest[3]}}`}::text[])`);
    expect(await byCursor(ops, 'limit=1&online=1')).toEqual([newest[1], newest[3]]);
  });

  it('keeps the next page stable when devices are added before the cursor between two requests', async () => {
    const list = await admin();
    const first = await list('limit=3');
    expect(first.nextCursor).toBeTruthy();
    // Newest first: new devices come before the first page, so an offset would repeat a row.
    await addDevice('VRNEWER1');
    await addDevice('VRNEWER2');
    const next = await list(`limit=3&cursor=${encodeURIComponent(first.nextCursor!)}`);
    const byOffset = await list('limit=3&page=2');
    const all = (await list('limit=1000')).data.map((r) => r.deviceCode);
    const after = all.indexOf(first.data[2]!.deviceCode);
    expect(next.data.map((r) => r.deviceCode)).toEqual(all.slice(after + 1, after + 4));
    expect(next.data.some((r) => first.data.some((f) => f.deviceCode === r.deviceCode))).toBe(false);
    // What the cursor avoids: page 2 by number now repeats rows of the first page.
    expect(byOffset.data.some((r) => first.data.some((f) => f.deviceCode === r.deviceCode))).toBe(true);

    // Sorted by code: a code sorting before the cursor is not seen, nothing is skipped.
    const sorted = await list('limit=4&orderByColumn=deviceCode&isAsc=asc');
    await addDevice('VR00000');
    const rest = await byCursor(list, 'limit=4&orderByColumn=deviceCode&isAsc=asc', sorted.nextCursor);
    const expected = (await list('limit=1000&orderByColumn=deviceCode&isAsc=asc')).data.map((r) => r.deviceCode);
    expect([...sorted.data.map((r) => r.deviceCode), ...rest]).toEqual(expected.filter((c) => c !== 'VR00000'));
  });

  it('refuses a cursor that is not one, or was made for another sort, on the cursor field', async () => {
    const list = await admin();
    const byCode = await list('limit=2&orderByColumn=deviceCode&isAsc=asc');
    const forged = (body: object) => Buffer.from(JSON.stringify(body)).toString('base64url');
    for (const query of [
      'cursor=not-a-cursor',
      `cursor=${forged({ f: '', d: 'desc', k: null, i: 'x' })}`,
      `cursor=${forged({ f: '', d: 'desc', k: null, i: 99999999999 })}`,
      `cursor=${encodeURIComponent(byCode.nextCursor!)}`,
      `cursor=${encodeURIComponent(byCode.nextCursor!)}&orderByColumn=deviceCode&isAsc=desc`,
      `orderByColumn=lastOnlineAt&isAsc=asc&cursor=${forged({ f: 'lastOnlineAt', d: 'asc', k: 'yesterday-ish', i: 3 })}`,
      `orderByColumn=faultCount&isAsc=asc&cursor=${forged({ f: 'faultCount', d: 'asc', k: '99999999999999', i: 3 })}`,
      `orderByColumn=warrantyUntil&isAsc=asc&cursor=${forged({ f: 'warrantyUntil', d: 'asc', k: '2026-02-30', i: 3 })}`,
    ]) {
      const res = (await list(query)) as unknown as { status: number; data?: { errors?: Array<{ field: string }> } };
      expect(res.status, query).toBe(400);
      expect(res.data?.errors?.map((e) => e.field)).toEqual(['cursor']);
    }
  });

  it('refuses a page number past the numbered depth on the page field, and a cursor still goes on from there', async () => {
    const list = await admin();
    const last = await list(`limit=20&page=${MAX_NUMBERED_ROWS / 20}`);
    expect(last.status).toBe(1001);
    for (const query of [`limit=20&page=${MAX_NUMBERED_ROWS / 20 + 1}`, `limit=1000&page=11`, `start=${MAX_NUMBERED_ROWS}&limit=1`]) {
      const res = (await list(query)) as unknown as { status: number; data?: { errors?: FieldError[] } };
      expect(res.status, query).toBe(400);
      expect(res.data?.errors?.map((e) => e.field)).toEqual(['page']);
      expect(res.data?.errors?.[0]?.message).toContain(MAX_NUMBERED_ROWS.toLocaleString('en'));
    }
    // A deep page number with a cursor is the cursor's page: the number is not walked.
    const first = await list('limit=2');
    const next = await list(`limit=2&page=${MAX_NUMBERED_ROWS}&cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect(next.status).toBe(1001);
    expect(next.data.map((r) => r.deviceCode)).toEqual((await list('limit=2&page=2')).data.map((r) => r.deviceCode));
  });

  it('finds keywords anywhere in code, nameplate, DTU and name, short ones included, % and _ literally', async () => {
    const list = await admin();
    const all = (await list('limit=1000')).data;
    for (const keyword of ['0', '10', 'VR2', 'lobby', 'np-vr1000']) {
      const k = keyword.toLowerCase();
      const expected = all
        .filter((r) => [r.deviceCode, r.nameplateNo, r.dtuCode, r.name].some((v) => v?.toLowerCase().includes(k)))
        .map((r) => r.deviceCode);
      const found = await list(`limit=1000&keyword=${encodeURIComponent(keyword)}`);
      expect(
        found.data.map((r) => r.deviceCode),
        keyword,
      ).toEqual(expected);
      expect(found.total).toBe(expected.length);
    }
    expect((await list('limit=1000&keyword=%25')).total).toBe(0);
    expect((await list('limit=1000&keyword=_')).total).toBe(0);
  });
});

describe('list totals', () => {
  it('counts exactly up to the limit and estimates above it, flagged; unfiltered totals are exact', async () => {
    const db = t.database.db;
    expect(await cappedTotal(db, db.select({ id: devices.id }).from(devices))).toEqual({ total: 11 });
    await db.execute(sql`insert into dev_device (org_id, device_code, secret_hash)
      select 2, 'BULK' || g, 'x' from generate_series(1, ${EXACT_TOTAL_LIMIT}) g`);
    await db.execute(sql`analyze dev_device`);
    const list = await admin();
    // Unfiltered, the total is the live per-organisation counters': exact at any size.
    const all = await list('limit=5');
    expect(all.total).toBe(EXACT_TOTAL_LIMIT + 11);
    expect(all.totalEstimated).toBeUndefined();
    // A filter matching more than the limit is counted up to it, then estimated.
    const page = await list('limit=5&online=0');
    expect(page.totalEstimated).toBe(true);
    expect(page.total).toBeGreaterThan(EXACT_TOTAL_LIMIT);
    expect(page.data).toHaveLength(5);
    // A filter that leaves few rows is counted exactly again.
    const few = await list('limit=5&keyword=VR1000');
    expect(few.total).toBe(8);
    expect(few.totalEstimated).toBeUndefined();
  });

  it('material warnings count exactly and page like the list', async () => {
    const token = await t.login('admin', 'admin123');
    const res = await t.app.inject({ method: 'GET', url: `${DEVICE_API.materialWarning}?limit=1`, headers: { token } });
    const page = body<DeviceMaterialWarning[]>(res);
    expect(page.status).toBe(1001);
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.data).toHaveLength(1);
    expect((page as { totalEstimated?: boolean }).totalEstimated).toBeUndefined();
  });
});
