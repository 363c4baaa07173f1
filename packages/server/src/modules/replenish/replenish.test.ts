import { DATA_SCOPES, DEVICE_API, INVENTORY_PERMS, REPLENISH_API, REPLENISH_PERMS } from '@vr/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { roles } from '../../platform/identity/schema.js';
import { type ApiCall, apiAs, grantToRole, insertAccount, orgIdByCode } from '../../test/fixtures.js';
import { useTestApp } from '../../test/harness.js';
import { insertTestDevice } from '../../test/test-devices.js';
import { addReportedContainers, deviceContainers, devices, storeTelemetry, updateContainerSettings } from '../devices/index.js';
import { materials } from '../materials/index.js';
import { routes, sites } from '../points/index.js';
import { inventoryChanges } from './schema.js';

/*
 * Replenishment through the API: plans computed from the container levels the machines reported
 * (stored by the gateway's telemetry ingest), records that raise the levels, the inventory change
 * records they write, the plan's states and the data scope of a maintenance account whose scope is
 * "own data" (the machines of the routes it maintains).
 */

const t = useTestApp();
const db = () => t.database.db;
let admin: ApiCall;
let demo: number;

/** Every POST gets its own URL, so that none counts as a repeat. */
let calls = 0;
const post = (api: ApiCall, url: string, payload: unknown, lang?: string) => api('POST', `${url}?n=${++calls}`, payload, lang);

/** A role of Demo Coffee Co. seeing only its own data, with every permission of the area. */
async function fieldRole(): Promise<void> {
  await db()
    .insert(roles)
    .values({ name: 'Field', roleKey: 'field', sort: 9, dataScope: DATA_SCOPES.SELF, orgId: demo })
    .onConflictDoNothing();
  await grantToRole(db(), 'field', [...Object.values(REPLENISH_PERMS), ...Object.values(INVENTORY_PERMS)]);
}

let seq = 0;
/** A field account of Demo Coffee Co.: its id and a caller signed in as it. */
async function fieldAccount() {
  const username = `field.${++seq}.${Date.now() % 100000}`;
  const id = await insertAccount(db(), demo, 'field', { username, employeeName: `Field ${seq}`, password: 'pass12345' });
  return { id, api: await apiAs(t, username, 'pass12345') };
}

const route = async (userId: number | null, orgId = demo) =>
  (
    await db()
      .insert(routes)
      .values({ orgId, name: `Route ${++seq}`, userId })
      .returning({ id: routes.id })
  )[0]!.id;

/**
 * A machine on the route with two containers (beans 1000 g warning 200, milk 800 warning 100)
 * reporting these levels in its telemetry.
 */
async function machine(routeId: number, levels: [number, number], orgId = demo) {
  const d = await insertTestDevice(db(), orgId);
  await db().update(devices).set({ routeId }).where(eq(devices.id, d.id));
  await addReportedContainers(db(), d.id, [
    { no: 1, material: 'test-beans', capacity: 1000 },
    { no: 2, material: 'test-milk', capacity: 800 },
  ]);
  await updateContainerSettings(db(), d.id, [
    { no: 1, warnValue: 200, alarmValue: 50 },
    { no: 2, warnValue: 100, alarmValue: 20 },
  ]);
  await report(d.id, levels);
  return d;
}

/** The machine's telemetry as the gateway stores it. */
const report = (deviceId: number, [beans, milk]: [number, number]) =>
  storeTelemetry(db(), [
    {
      deviceId,
      telemetry: {
        v: 1,
        ts: Date.now(),
        materials: [
          { no: 1, material: 'test-beans', level: beans },
          { no: 2, material: 'test-milk', level: milk },
        ],
        temperatures: {},
      },
    },
  ]);

const levelsOf = async (deviceId: number) =>
  (await db().select().from(deviceContainers).where(eq(deviceContainers.deviceId, deviceId)).orderBy(deviceContainers.no)).map(
    (c) => c.level,
  );
const materialStateOf = async (deviceId: number) =>
  (await db().select({ s: devices.materialState }).from(devices).where(eq(devices.id, deviceId)))[0]!.s;

beforeAll(async () => {
  admin = await apiAs(t, 'admin', 'admin123');
  demo = await orgIdByCode(db(), 'DEMO');
});

describe('a replenish plan', () => {
  it('lists every container under its warning value with its capacity less the level the machine reported, named in the reader’s language', async () => {
    await db()
      .insert(materials)
      .values({ orgId: demo, code: 'test-beans', nameZh: '测试咖啡豆', nameEn: 'Test beans', type: 'coffee_beans', unit: 1 });
    await fieldRole();
    const tech = await fieldAccount();
    const r = await route(tech.id);
    const a = await machine(r, [120, 700]);
    const b = await machine(r, [900, 60.5]);
    await machine(r, [900, 700]);

    const made = await post(admin, REPLENISH_API.create, { routeId: r }, 'zh');
    expect(made.status, JSON.stringify(made)).toBe(1001);
    const plan = (await admin('GET', `${REPLENISH_API.plan}?id=${made.data.id}`, undefined, 'zh')).data;
    expect(plan).toMatchObject({ state: 'pending', assigneeId: tech.id, machines: 2, machinesDone: 0, routeId: r });
    expect(plan.items).toHaveLength(2);
    expect(plan.items.find((i: { deviceId: number }) => i.deviceId === a.id)).toMatchObject({
      containerNo: 1,
      materialName: '测试咖啡豆',
      unit: 1,
      level: 120,
      quantity: 880,
    });
    expect(plan.items.find((i: { deviceId: number }) => i.deviceId === b.id)).toMatchObject({
      containerNo: 2,
      materialName: 'test-milk',
      unit: 3,
      level: 60.5,
      quantity: 739.5,
    });
    expect(plan.totals).toEqual(
      expect.arrayContaining([
        { materialCode: 'test-beans', materialName: '测试咖啡豆', unit: 1, quantity: 880 },
        { materialCode: 'test-milk', materialName: 'test-milk', unit: 3, quantity: 739.5 },
      ]),
    );
    const en = (await admin('GET', `${REPLENISH_API.plan}?id=${made.data.id}`)).data;
    expect(en.totals.map((x: { materialName: string }) => x.materialName)).toContain('Test beans');

    // The machine's next report changes the next plan, not this one.
    await report(a.id, [900, 700]);
    const again = await post(admin, REPLENISH_API.create, { routeId: r });
    expect(
      (await admin('GET', `${REPLENISH_API.plan}?id=${again.data.id}`)).data.items.map((i: { deviceId: number }) => i.deviceId),
    ).toEqual([b.id]);
  });

  it('is refused for a place with nothing to bring, without machines, or naming both a route and a point', async () => {
    const full = await route(null);
    await machine(full, [900, 700]);
    expect(await post(admin, REPLENISH_API.create, { routeId: full })).toMatchObject({
      status: 400,
      data: { errors: [{ field: 'routeId', message: expect.stringContaining('nothing to bring') }] },
    });
    const empty = await route(null);
    expect((await post(admin, REPLENISH_API.create, { routeId: empty })).data.errors[0].message).toBe('You have no machines there.');
    const [site] = await db()
      .insert(sites)
      .values({ orgId: demo, name: 'Lobby', code: `S${++seq}` })
      .returning({ id: sites.id });
    const both = await post(admin, REPLENISH_API.create, { routeId: full, siteId: site!.id });
    expect(both.status).toBe(400);
    expect(both.data.errors[0]).toMatchObject({ field: 'routeId', message: 'Route: choose one route or one point.' });
  });

  it('for a point lists its machines', async () => {
    const [site] = await db()
      .insert(sites)
      .values({ orgId: demo, name: 'Station', code: `S${++seq}` })
      .returning({ id: sites.id });
    const d = await machine(await route(null), [10, 700]);
    await db().update(devices).set({ siteId: site!.id }).where(eq(devices.id, d.id));
    const made = await post(admin, REPLENISH_API.create, { siteId: site!.id });
    expect(made.data).toMatchObject({
      siteId: site!.id,
      placeName: 'Station',
      machines: 1,
      items: [expect.objectContaining({ quantity: 990 })],
    });
  });
});

describe('the data scope of a maintenance account', () => {
  it('sees and plans only the machines of the routes it maintains, and only the plans assigned to it', async () => {
    await fieldRole();
    const mine = await fieldAccount();
    const other = await fieldAccount();
    const r1 = await route(mine.id);
    const r2 = await route(other.id);
    await machine(r1, [10, 10]);
    await machine(r2, [10, 10]);

    const places = (await mine.api('GET', REPLENISH_API.places)).data as Array<{
      kind: string;
      id: number;
      machines: number;
      needing: number;
    }>;
    expect(places.filter((p) => p.kind === 'route')).toEqual([expect.objectContaining({ id: r1, machines: 1, needing: 1 })]);
    expect((await post(mine.api, REPLENISH_API.create, { routeId: r2 })).data.errors[0].field).toBe('routeId');

    const own = await post(mine.api, REPLENISH_API.create, { routeId: r1 });
    expect(own.status).toBe(1001);
    const theirs = await post(admin, REPLENISH_API.create, { routeId: r2 });
    const listedTo = async (api: ApiCall) =>
      ((await api('GET', `${REPLENISH_API.plans}?limit=1000`)).data as Array<{ id: number }>).map((p) => p.id);
    expect(await listedTo(mine.api)).toEqual([own.data.id]);
    expect(await listedTo(other.api)).toEqual([theirs.data.id]);
    expect((await other.api('GET', `${REPLENISH_API.plan}?id=${own.data.id}`)).status).toBe(404);
    expect((await post(other.api, REPLENISH_API.cancel, { id: own.data.id })).status).toBe(404);
    // The administrator's "assigned to me" filter leaves both out.
    expect(await listedTo(admin)).toEqual(expect.arrayContaining([own.data.id, theirs.data.id]));
    expect((await admin('GET', `${REPLENISH_API.plans}?mine=1&limit=1000`)).data.map((p: { id: number }) => p.id)).not.toContain(
      own.data.id,
    );
  });

  it('Harbor Drinks Ltd. sees no machine and no plan of Demo Coffee Co.; an account without the permission is refused', async () => {
    const r = await route(null);
    await machine(r, [10, 10]);
    const made = await post(admin, REPLENISH_API.create, { routeId: r });
    const harbor = await apiAs(t, 'harbor', 'harbor123');
    const places = (await harbor('GET', REPLENISH_API.places)).data ?? [];
    expect(places.map((p: { id: number }) => p.id)).not.toContain(r);
    expect(((await harbor('GET', `${REPLENISH_API.plans}?limit=1000`)).data ?? []).map((p: { id: number }) => p.id)).not.toContain(
      made.data.id,
    );
    expect((await post(harbor, REPLENISH_API.create, { routeId: r })).status).not.toBe(1001);

    await db().insert(roles).values({ name: 'Nothing', roleKey: 'nothing', dataScope: DATA_SCOPES.ALL, orgId: demo });
    await insertAccount(db(), demo, 'nothing', { username: 'no.rights', password: 'pass12345' });
    const bare = await apiAs(t, 'no.rights', 'pass12345');
    for (const url of [REPLENISH_API.plans, REPLENISH_API.places, REPLENISH_API.inventory])
      expect((await bare('GET', url)).status, url).toBe(403);
    const refused = await post(bare, REPLENISH_API.record, { deviceId: 1, items: [{ containerNo: 1, quantity: 1 }] });
    expect(refused.status).toBe(403);
  });
});

describe('a replenish record', () => {
  it('raises the levels, clears the material warning, writes an inventory change per container and completes the plan', async () => {
    await fieldRole();
    const tech = await fieldAccount();
    const r = await route(tech.id);
    const a = await machine(r, [40, 700]);
    const b = await machine(r, [900, 60]);
    expect(await materialStateOf(a.id)).toBe(2);
    const plan = (await post(tech.api, REPLENISH_API.create, { routeId: r })).data;

    const done = await post(tech.api, REPLENISH_API.record, {
      deviceId: a.id,
      planId: plan.id,
      items: [{ containerNo: 1, quantity: 960 }],
    });
    expect(done.status, JSON.stringify(done)).toBe(1001);
    // Offline in this test: no refill command was sent.
    expect(done.data).toMatchObject({ commandId: null, containers: [{ containerNo: 1, before: 40, after: 1000 }] });
    expect(await levelsOf(a.id)).toEqual([1000, 700]);
    expect(await materialStateOf(a.id)).toBe(0);
    const list = await admin('GET', `${DEVICE_API.list}?deviceCode=${a.code}`);
    expect(list.data[0]).toMatchObject({ materialState: 0 });

    let now = (await tech.api('GET', `${REPLENISH_API.plan}?id=${plan.id}`)).data;
    expect(now).toMatchObject({ state: 'pending', machinesDone: 1 });
    await post(tech.api, REPLENISH_API.record, {
      deviceId: b.id,
      items: [
        { containerNo: 2, quantity: 700.25 },
        { containerNo: 1, quantity: 100 },
      ],
    });
    now = (await tech.api('GET', `${REPLENISH_API.plan}?id=${plan.id}`)).data;
    expect(now).toMatchObject({ state: 'completed', machinesDone: 2 });
    expect(now.finishTime).not.toBeNull();
    expect(await levelsOf(b.id)).toEqual([1000, 760.25]);

    const changes = await tech.api('GET', `${REPLENISH_API.inventory}?deviceCode=${b.code}&orderByColumn=materialCode&isAsc=asc`);
    expect(changes.total).toBe(2);
    expect(changes.data).toEqual([
      expect.objectContaining({
        deviceId: b.id,
        containerNo: 1,
        materialCode: 'test-beans',
        changeType: 1,
        before: 900,
        after: 1000,
        changedBy: expect.stringMatching(/^Field/),
      }),
      expect.objectContaining({ containerNo: 2, materialCode: 'test-milk', before: 60, after: 760.25 }),
    ]);
  });

  it('never takes stock above capacity nor below zero, and changes nothing when refused', async () => {
    const r = await route(null);
    const d = await machine(r, [950, 700]);
    const over = await post(admin, REPLENISH_API.record, {
      deviceId: d.id,
      items: [
        { containerNo: 2, quantity: 10 },
        { containerNo: 1, quantity: 51 },
      ],
    });
    expect(over.status).toBe(400);
    expect(over.data.errors[0]).toMatchObject({
      field: 'items.1.quantity',
      message: 'Container 1 has room for 50 only: stock never goes above capacity.',
    });
    for (const quantity of [-5, 0, 1.234, 'x']) {
      const bad = await post(admin, REPLENISH_API.record, { deviceId: d.id, items: [{ containerNo: 1, quantity }] });
      expect(bad.status, String(quantity)).toBe(400);
      expect(bad.data.errors[0].field).toBe('items.0.quantity');
    }
    const unknown = await post(admin, REPLENISH_API.record, { deviceId: d.id, items: [{ containerNo: 7, quantity: 1 }] });
    expect(unknown.data.errors[0]).toMatchObject({ field: 'items.0.containerNo', message: 'The machine has no container 7.' });
    const twice = await post(admin, REPLENISH_API.record, {
      deviceId: d.id,
      items: [
        { containerNo: 1, quantity: 1 },
        { containerNo: 1, quantity: 1 },
      ],
    });
    expect(twice.data.errors[0].field).toBe('items.1.containerNo');
    expect(await levelsOf(d.id)).toEqual([950, 700]);
    expect(await db().select().from(inventoryChanges).where(eq(inventoryChanges.deviceId, d.id))).toEqual([]);
    // Exactly full is allowed.
    expect((await post(admin, REPLENISH_API.record, { deviceId: d.id, items: [{ containerNo: 1, quantity: 50 }] })).status).toBe(1001);
    expect(await levelsOf(d.id)).toEqual([1000, 700]);
  });

  it('refuses another route’s machine to a maintenance account, and a plan no longer pending', async () => {
    await fieldRole();
    const tech = await fieldAccount();
    const d = await machine(await route(null), [10, 10]);
    expect((await post(tech.api, REPLENISH_API.record, { deviceId: d.id, items: [{ containerNo: 1, quantity: 1 }] })).status).toBe(404);
    const r = await route(null);
    const e = await machine(r, [10, 10]);
    const plan = (await post(admin, REPLENISH_API.create, { routeId: r })).data;
    await post(admin, REPLENISH_API.cancel, { id: plan.id });
    const late = await post(admin, REPLENISH_API.record, { deviceId: e.id, planId: plan.id, items: [{ containerNo: 1, quantity: 1 }] });
    expect(late).toMatchObject({ status: 400 });
    expect(await levelsOf(e.id)).toEqual([10, 10]);
  });
});

describe('the states of a plan', () => {
  it('pending → cancelled → deleted; a pending plan is not deleted, a cancelled one not cancelled again', async () => {
    const r = await route(null);
    await machine(r, [10, 10]);
    const plan = (await post(admin, REPLENISH_API.create, { routeId: r })).data;
    const early = await post(admin, REPLENISH_API.remove, { id: plan.id });
    expect(early).toMatchObject({ status: 400 });
    expect(JSON.stringify(early)).toContain('cancelled before it is deleted');
    expect((await post(admin, REPLENISH_API.cancel, { id: plan.id })).status).toBe(1001);
    expect((await admin('GET', `${REPLENISH_API.plans}?state=cancelled&limit=1000`)).data.map((p: { id: number }) => p.id)).toContain(
      plan.id,
    );
    const again = await post(admin, REPLENISH_API.cancel, { id: plan.id }, 'zh');
    expect(JSON.stringify(again)).toContain('该计划已不是待执行状态');
    expect((await post(admin, REPLENISH_API.remove, { id: plan.id })).status).toBe(1001);
    expect((await admin('GET', `${REPLENISH_API.plan}?id=${plan.id}`)).status).toBe(404);
  });

  it('a completed plan may be deleted but not cancelled', async () => {
    const r = await route(null);
    const d = await machine(r, [10, 700]);
    const plan = (await post(admin, REPLENISH_API.create, { routeId: r })).data;
    await post(admin, REPLENISH_API.record, { deviceId: d.id, items: [{ containerNo: 1, quantity: 990 }] });
    expect((await admin('GET', `${REPLENISH_API.plan}?id=${plan.id}`)).data.state).toBe('completed');
    expect((await post(admin, REPLENISH_API.cancel, { id: plan.id })).status).toBe(400);
    expect((await post(admin, REPLENISH_API.remove, { id: plan.id })).status).toBe(1001);
  });
});

describe('inventory change records', () => {
  it('filter by machine, material, type and time; sorted and paged', async () => {
    const r = await route(null);
    const d = await machine(r, [10, 10]);
    const e = await machine(r, [10, 10]);
    await post(admin, REPLENISH_API.record, {
      deviceId: d.id,
      items: [
        { containerNo: 1, quantity: 5 },
        { containerNo: 2, quantity: 5 },
      ],
    });
    await post(admin, REPLENISH_API.record, { deviceId: e.id, items: [{ containerNo: 1, quantity: 7 }] });
    const q = (query: string) => admin('GET', `${REPLENISH_API.inventory}?${query}`);
    expect((await q(`deviceCode=${d.code}`)).total).toBe(2);
    expect((await q(`deviceCode=${d.code}&materialCode=milk`)).data).toEqual([expect.objectContaining({ containerNo: 2, after: 15 })]);
    expect((await q(`deviceCode=${e.code}&changeType=1`)).total).toBe(1);
    expect((await q(`deviceCode=${e.code}&changeType=2`)).total).toBe(0);
    expect((await q(`deviceCode=${e.code}&beginTime=2000-01-01&endTime=2000-01-02`)).total).toBe(0);
    const page = await q(`deviceCode=T&limit=1&page=2&orderByColumn=changeTime&isAsc=asc`);
    expect(page.data).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(3);
    expect((await q('orderByColumn=nope')).status).not.toBe(500);
  });
});

describe('stock corrected by count', () => {
  it('sets a container to the counted level with an edit record of before, after and who; the warning follows', async () => {
    await fieldRole();
    const tech = await fieldAccount();
    const d = await machine(await route(tech.id), [900, 700]);
    expect(await materialStateOf(d.id)).toBe(0);

    const counted = await post(tech.api, REPLENISH_API.inventoryEdit, { deviceId: d.id, containerNo: 1, level: 150.5 });
    expect(counted.status, JSON.stringify(counted)).toBe(1001);
    expect(counted.data).toMatchObject({ containerNo: 1, before: 900, after: 150.5, commandId: null });
    expect(await levelsOf(d.id)).toEqual([150.5, 700]);
    expect(await materialStateOf(d.id)).toBeGreaterThan(0);
    const rows = await tech.api('GET', `${REPLENISH_API.inventory}?deviceCode=${d.code}&changeType=2`);
    expect(rows.data).toEqual([
      expect.objectContaining({
        containerNo: 1,
        changeType: 2,
        before: 900,
        after: 150.5,
        recordId: null,
        changedBy: expect.stringMatching(/^Field /),
      }),
    ]);
    // Counted empty is allowed: zero is a level.
    expect((await post(tech.api, REPLENISH_API.inventoryEdit, { deviceId: d.id, containerNo: 2, level: 0 })).data).toMatchObject({
      before: 700,
      after: 0,
    });
  });

  it('never below zero nor above capacity, on a known container, with each error on its field', async () => {
    const d = await machine(await route(null), [500, 500]);
    const refuse = async (payload: object, field: string) => {
      const answer = await post(admin, REPLENISH_API.inventoryEdit, { deviceId: d.id, containerNo: 1, ...payload });
      expect(answer.status, JSON.stringify(answer)).toBe(400);
      expect(answer.data.errors.map((e: { field: string }) => e.field)).toEqual([field]);
      return answer;
    };
    await refuse({ level: -1 }, 'level');
    await refuse({ level: 1.234 }, 'level');
    expect((await refuse({ level: 1000.01 }, 'level')).data.errors[0].message).toContain('1000');
    await refuse({ containerNo: 9, level: 1 }, 'containerNo');
    expect(await levelsOf(d.id)).toEqual([500, 500]);
    expect(await db().select().from(inventoryChanges).where(eq(inventoryChanges.deviceId, d.id))).toEqual([]);
    // The database refuses a negative stock whoever writes it.
    await expect(
      db()
        .insert(inventoryChanges)
        .values({ orgId: demo, deviceId: d.id, containerNo: 1, materialCode: 'x', changeType: 2, after: -1, byId: 1 }),
    ).rejects.toThrow();
  });

  it('only on a machine the account works on', async () => {
    await fieldRole();
    const tech = await fieldAccount();
    const theirs = await machine(await route(null), [500, 500]);
    const answer = await post(tech.api, REPLENISH_API.inventoryEdit, { deviceId: theirs.id, containerNo: 1, level: 1 });
    expect(answer.status).toBe(404);
    expect(await levelsOf(theirs.id)).toEqual([500, 500]);
  });

  it('picks from the machines the account works on, each with its containers’ stock now', async () => {
    await fieldRole();
    const tech = await fieldAccount();
    const mine = await machine(await route(tech.id), [150, 700]);
    const theirs = await machine(await route(null), [500, 500]);
    const harbor = await machine(await route(null, await orgIdByCode(db(), 'HARBOR')), [500, 500], await orgIdByCode(db(), 'HARBOR'));
    const stock = await tech.api('GET', `${REPLENISH_API.inventoryStock}?keyword=${mine.code}`);
    expect(stock.status, JSON.stringify(stock)).toBe(1001);
    expect(stock.data).toEqual([
      {
        deviceId: mine.id,
        deviceCode: mine.code,
        deviceName: expect.anything(),
        containers: [
          expect.objectContaining({ containerNo: 1, materialCode: 'test-beans', capacity: 1000, level: 150, warnValue: 200 }),
          expect.objectContaining({ containerNo: 2, materialCode: 'test-milk', capacity: 800, level: 700, warnValue: 100 }),
        ],
      },
    ]);
    // Another route's machine is not offered to the maintenance account; another customer's is not offered to Demo Coffee Co.'s ops.
    expect((await tech.api('GET', `${REPLENISH_API.inventoryStock}?keyword=${theirs.code}`)).data).toEqual([]);
    const all = (await tech.api('GET', REPLENISH_API.inventoryStock)).data as Array<{ deviceId: number }>;
    expect(all.map((d) => d.deviceId)).toContain(mine.id);
    expect(all.map((d) => d.deviceId)).not.toContain(theirs.id);
    expect((await admin('GET', `${REPLENISH_API.inventoryStock}?keyword=${theirs.code}`)).data).toHaveLength(1);
    const ops = await apiAs(t, 'ops', 'ops12345');
    const foreign = await ops('GET', `${REPLENISH_API.inventoryStock}?keyword=${harbor.code}`);
    expect(foreign.status).toBe(1001);
    expect(foreign.data).toEqual([]);
    // A keyword too long is a field error, not a failure.
    expect((await tech.api('GET', `${REPLENISH_API.inventoryStock}?keyword=${'x'.repeat(65)}`)).status).toBe(400);
  });
});
