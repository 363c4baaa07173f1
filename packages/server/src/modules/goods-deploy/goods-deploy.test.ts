// Runs on both engines: packages to a live device link, versions kept in order
import {
  DEVICE_GOODS_API,
  type DeployStatusRow,
  type DeployTemplateOption,
  type DeviceDeployState,
  GOODS_DEPLOY_API,
  GOODS_DEPLOY_PERMS,
  PRODUCT_API,
  type ProductDetail,
  type RolloutRow,
  Status,
} from '@vr/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, cm200Hello, joinLink, signIn, useLinkedApp } from '../../test/linked-app.js';
import { grantToRole, orgIdByCode, revokeFromRole } from '../../test/fixtures.js';
import { type TestMachine, eventually, insertTestDevice } from '../../test/device-machines.js';
import { deviceGoods, deviceGoodsSource } from '../device-goods/index.js';
import { deviceModels } from '../device-models/index.js';
import { devices } from '../devices/index.js';
import { goodsTemplates } from '../product-templates/index.js';
import { products } from '../products/index.js';
import { goodsPackages } from './schema.js';

/**
 * Deployment against the embedded broker on a free port, with real MQTT clients as machines
 * (the gateway writes asynchronously, so this file has a database of its own and every machine
 * its own code).
 */
const linked = useLinkedApp();
const db = linked.db;
let harborOrg: number;
let adminToken: string;

const login = (username: string, password: string) => signIn(linked.app, username, password);
/** A call as `token` (admin by default). */
const api = apiCaller(linked, () => adminToken);

const productId = async (orgId: number, code: string) =>
  (
    await db()
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.orgId, orgId), eq(products.code, code)))
  )[0]!.id;

/** A machine of Demo Coffee selling these products (slot 1, 2 …) at these prices. */
async function machineWith(goods: Array<{ code: string; price: number; status?: number }>, orgId = linked.demoOrg) {
  const d = await insertTestDevice(db(), orgId);
  const values = [];
  for (const [i, g] of goods.entries()) {
    values.push({ deviceId: d.id, productId: await productId(orgId, g.code), slotNo: i + 1, price: g.price, status: g.status ?? 0 });
  }
  if (values.length) await db().insert(deviceGoods).values(values);
  return d;
}

const connect = (d: { code: string; secret: string }) => joinLink(linked, d, { topics: ['goods'] });
const hello = (m: TestMachine, goodsVersion: number) => cm200Hello(m, undefined, { goodsVersion });
/** Says hello and waits until the gateway has handled it (so a deployment right after never races it). */
async function helloHandled(m: TestMachine, deviceId: number, goodsVersion: number) {
  await hello(m, goodsVersion);
  // Its version and its presence are stored apart (presence in batches): wait for both.
  await eventually(async () => {
    const row = await statusRow(deviceId);
    return row?.runningVersion === goodsVersion && row.online;
  });
  await linked.link.gateway.settled();
}
const packagesOf = (m: TestMachine) => m.received.filter((r) => r.kind === 'goods').map((r) => r.payload);
const stateOf = async (deviceId: number) => (await api<DeviceDeployState>('GET', `${GOODS_DEPLOY_API.device}?deviceId=${deviceId}`)).data;
const statusRow = async (deviceId: number, filter = '') =>
  (await api<DeployStatusRow[]>('GET', `${GOODS_DEPLOY_API.status}?limit=1000${filter}`)).data.find((r) => r.deviceId === deviceId);

beforeAll(async () => {
  harborOrg = await orgIdByCode(db(), 'HARBOR');
  adminToken = await login('admin', 'admin123');
});

describe('deploying goods', () => {
  it('sends the package to an online machine at once; the version it reports is shown', async () => {
    const d = await machineWith([
      { code: 'C-LATTE', price: 21.5 },
      { code: 'C-AMERICANO', price: 15, status: 1 },
    ]);
    const m = await connect(d);
    await helloHandled(m, d.id, 0);
    expect(await stateOf(d.id)).toMatchObject({ targetVersion: 0, runningVersion: 0, state: 'none', changes: 2 });

    const res = await api('POST', GOODS_DEPLOY_API.deploy, { deviceIds: [d.id] });
    expect(res).toMatchObject({ status: Status.SUCCESS, data: { packages: 1, sent: 1 } });
    const [pkg] = await eventually(async () => (packagesOf(m).length ? packagesOf(m) : null));
    expect(pkg).toMatchObject({ v: 1, version: 1 });
    const goods = pkg!['goods'] as Array<Record<string, unknown>>;
    expect(goods.map((g) => [g['slotNo'], g['productCode'], g['price'], g['status'], g['currency']])).toEqual([
      [1, 'C-LATTE', 21.5, 0, 'CNY'],
      [2, 'C-AMERICANO', 15, 1, 'CNY'],
    ]);
    // The product's base recipe, with its cup sizes and tastes, and the names in four languages.
    expect(goods[0]!['names']).toMatchObject({ zh: '拿铁', en: 'Latte' });
    expect((goods[0]!['recipe'] as { steps: unknown[]; cupSizes: unknown[] }).steps.length).toBeGreaterThan(0);
    expect(await stateOf(d.id)).toMatchObject({ targetVersion: 1, runningVersion: 0, state: 'behind', changes: 0 });

    // The machine applies it and says so; then its heartbeats carry the version.
    await m.publish('goods-ack', { version: 1, ok: true });
    await eventually(async () => (await statusRow(d.id))?.state === 'current');
    expect(await statusRow(d.id)).toMatchObject({ targetVersion: 1, runningVersion: 1, online: true, lastError: null });
    await m.publish('heartbeat', { signal: 4, goodsVersion: 1 });
    await linked.link.gateway.settled();
    expect((await stateOf(d.id)).runningVersion).toBe(1);
  });

  it('a machine that was offline gets its target package when it connects again', async () => {
    const d = await machineWith([{ code: 'C-LATTE', price: 19 }]);
    const res = await api('POST', GOODS_DEPLOY_API.deploy, { deviceIds: [d.id] });
    expect(res.data).toEqual({ packages: 1, sent: 0 });
    expect((await statusRow(d.id))?.state).toBe('offline');
    expect(
      (await api<DeployStatusRow[]>('GET', `${GOODS_DEPLOY_API.status}?state=offline&limit=1000`)).data.map((r) => r.deviceId),
    ).toContain(d.id);

    const m = await connect(d);
    await hello(m, 0);
    const [pkg] = await eventually(async () => (packagesOf(m).length ? packagesOf(m) : null));
    expect(pkg).toMatchObject({ version: 1 });
    await m.publish('goods-ack', { version: 1, ok: true });
    await eventually(async () => (await statusRow(d.id))?.runningVersion === 1);

    // A machine already running its target is not sent it again.
    const again = await connect(d);
    await hello(again, 1);
    await linked.link.gateway.settled();
    await new Promise((r) => setTimeout(r, 100));
    expect(packagesOf(again)).toHaveLength(0);
  });

  it('stores a version a heartbeat reports when it changed; a machine reporting no version is sent nothing', async () => {
    const d = await machineWith([{ code: 'C-LATTE', price: 16 }]);
    await api('POST', GOODS_DEPLOY_API.deploy, { deviceIds: [d.id] });
    const old = await connect(d);
    // Firmware older than goods packages: its hello has no goodsVersion.
    await old.hello();
    await linked.link.gateway.settled();
    await new Promise((r) => setTimeout(r, 100));
    expect(packagesOf(old)).toHaveLength(0);
    await old.publish('heartbeat', { signal: 3 });
    await linked.link.gateway.settled();
    expect((await stateOf(d.id)).runningVersion).toBeNull();
    await old.publish('heartbeat', { signal: 3, goodsVersion: 1 });
    await eventually(async () => (await stateOf(d.id)).runningVersion === 1);
    expect((await statusRow(d.id))?.state).toBe('current');
  });

  it('keeps a refusal as failed, with the machine’s reason', async () => {
    const d = await machineWith([{ code: 'C-MOCHA', price: 22 }]);
    const m = await connect(d);
    await helloHandled(m, d.id, 0);
    await api('POST', GOODS_DEPLOY_API.deploy, { deviceIds: [d.id] });
    await eventually(async () => packagesOf(m).length > 0);
    await m.publish('goods-ack', { version: 1, ok: false, error: 'no container for MILK-POWDER' });
    await eventually(async () => (await statusRow(d.id))?.state === 'failed');
    expect(await statusRow(d.id)).toMatchObject({ lastError: 'no container for MILK-POWDER', runningVersion: 0 });
  });

  it('rolls back to the previous version: a new package with the old content, and the machine goods restored', async () => {
    const d = await machineWith([{ code: 'C-LATTE', price: 10 }]);
    const m = await connect(d);
    await helloHandled(m, d.id, 0);
    expect((await api('POST', GOODS_DEPLOY_API.rollback, { deviceIds: [d.id] })).result).toMatch(/no earlier version/);
    await api('POST', GOODS_DEPLOY_API.deploy, { deviceIds: [d.id] });
    await db().update(deviceGoods).set({ price: 12.5 }).where(eq(deviceGoods.deviceId, d.id));
    expect((await stateOf(d.id)).changes).toBe(1);
    await api('POST', GOODS_DEPLOY_API.deploy, { deviceIds: [d.id] });
    await eventually(async () => packagesOf(m).length === 2);
    expect(packagesOf(m).map((p) => [p['version'], (p['goods'] as Array<{ price: number }>)[0]!.price])).toEqual([
      [1, 10],
      [2, 12.5],
    ]);
    await m.publish('goods-ack', { version: 2, ok: true });
    await eventually(async () => (await statusRow(d.id))?.runningVersion === 2);
    expect((await stateOf(d.id)).canRollback).toBe(true);

    const res = await api('POST', GOODS_DEPLOY_API.rollback, { deviceIds: [d.id] });
    expect(res.data).toEqual({ packages: 1, sent: 1 });
    await eventually(async () => packagesOf(m).length === 3);
    expect(packagesOf(m)[2]).toMatchObject({ version: 3, goods: [{ productCode: 'C-LATTE', price: 10 }] });
    const [restored] = await db().select().from(deviceGoods).where(eq(deviceGoods.deviceId, d.id));
    expect(restored).toMatchObject({ price: 10, slotNo: 1, status: 0 });
    const [kind] = await db()
      .select({ kind: goodsPackages.kind })
      .from(goodsPackages)
      .where(and(eq(goodsPackages.deviceId, d.id), eq(goodsPackages.version, 3)));
    expect(kind?.kind).toBe('rollback');
    expect(await stateOf(d.id)).toMatchObject({ targetVersion: 3, runningVersion: 2, state: 'behind', changes: 0 });
    await m.publish('goods-ack', { version: 3, ok: true });
    await eventually(async () => (await statusRow(d.id))?.state === 'current');
  });
});

describe('pending changes', () => {
  /** Deploys the machine's goods and waits until it reports running the new version. */
  async function deployAndRun(m: TestMachine, deviceId: number) {
    const before = packagesOf(m).length;
    await api('POST', GOODS_DEPLOY_API.deploy, { deviceIds: [deviceId] });
    const pkg = await eventually(async () => packagesOf(m)[before]);
    await m.publish('goods-ack', { version: pkg['version'], ok: true });
    await eventually(async () => (await statusRow(deviceId))?.runningVersion === pkg['version']);
  }
  const idsIn = async (state: string) =>
    (await api<DeployStatusRow[]>('GET', `${GOODS_DEPLOY_API.status}?state=${state}&limit=1000`)).data.map((r) => r.deviceId);

  it('a machine whose goods changed after its package is not up to date until a new package runs', async () => {
    const d = await machineWith([
      { code: 'C-LATTE', price: 11 },
      { code: 'C-HOTCHOC', price: 13 },
    ]);
    // Of the model the products fit, so the machine's goods can be edited through their calls.
    const [model] = await db().select({ id: deviceModels.id }).from(deviceModels).where(eq(deviceModels.code, 'CM-200'));
    await db().update(devices).set({ modelId: model!.id }).where(eq(devices.id, d.id));
    const m = await connect(d);
    await helloHandled(m, d.id, 0);
    await deployAndRun(m, d.id);
    expect(await statusRow(d.id)).toMatchObject({ state: 'current', targetVersion: 1, runningVersion: 1 });

    // A price changed on the machine: what it runs is no longer what its goods make.
    const [latte] = await db()
      .select({ id: deviceGoods.id, productId: deviceGoods.productId })
      .from(deviceGoods)
      .where(and(eq(deviceGoods.deviceId, d.id), eq(deviceGoods.slotNo, 1)));
    const saved = await api('POST', DEVICE_GOODS_API.saveItem, {
      id: latte!.id,
      deviceId: d.id,
      productId: latte!.productId,
      slotNo: 1,
      price: 12,
    });
    expect(saved.status).toBe(Status.SUCCESS);
    expect(await statusRow(d.id)).toMatchObject({ state: 'changed', targetVersion: 1, runningVersion: 1 });
    expect(await stateOf(d.id)).toMatchObject({ state: 'changed', changes: 1 });
    expect(await idsIn('changed')).toContain(d.id);
    expect(await idsIn('current')).not.toContain(d.id);

    // Deployed: behind until the machine runs it, then up to date.
    await api('POST', GOODS_DEPLOY_API.deploy, { deviceIds: [d.id] });
    expect((await statusRow(d.id))?.state).toBe('behind');
    await m.publish('goods-ack', { version: 2, ok: true });
    await eventually(async () => (await statusRow(d.id))?.state === 'current');

    // A product the machine sells changes what a package holds (its base recipe): pending again.
    // A change the package does not hold (the description) leaves the machine up to date.
    const hotchoc = await productId(linked.demoOrg, 'C-HOTCHOC');
    const detail = (await api<ProductDetail>('GET', `${PRODUCT_API.detail}?id=${hotchoc}`)).data;
    expect((await api('POST', PRODUCT_API.save, { ...detail, description: 'Rich and warm' })).status).toBe(Status.SUCCESS);
    expect((await statusRow(d.id))?.state).toBe('current');
    const recipe = { ...detail.recipe, steps: detail.recipe.steps.map((s, i) => (i === 0 ? { ...s, water: s.water + 10 } : s)) };
    expect((await api('POST', PRODUCT_API.save, { ...detail, recipe })).status).toBe(Status.SUCCESS);
    expect(await stateOf(d.id)).toMatchObject({ state: 'changed', changes: 1 });
    await deployAndRun(m, d.id);
    expect((await statusRow(d.id))?.state).toBe('current');

    // Taking an item off the machine counts too, and so do its accessories.
    const gone = await api('GET', `${DEVICE_GOODS_API.remove}?id=${latte!.id}&deviceId=${d.id}`);
    expect(gone.status).toBe(Status.SUCCESS);
    expect((await statusRow(d.id))?.state).toBe('changed');
    await deployAndRun(m, d.id);
    expect((await statusRow(d.id))?.state).toBe('current');
    const accessories = await api('POST', DEVICE_GOODS_API.saveAccessory, {
      deviceId: d.id,
      accessories: [{ code: 'S', materialCode: 'SUGAR' }],
    });
    expect(accessories.status).toBe(Status.SUCCESS);
    expect((await statusRow(d.id))?.state).toBe('changed');
    await deployAndRun(m, d.id);

    // A rollback restores the goods its package holds: up to date once the machine runs it.
    await api('POST', GOODS_DEPLOY_API.rollback, { deviceIds: [d.id] });
    const back = (await statusRow(d.id))!;
    expect(back.state).toBe('behind');
    await m.publish('goods-ack', { version: back.targetVersion, ok: true });
    await eventually(async () => (await statusRow(d.id))?.state === 'current');
    expect(await stateOf(d.id)).toMatchObject({ state: 'current', changes: 0 });
  });
});

describe('staged rollouts', () => {
  it('reaches the first stage first, the rest on continue, and a rollout rolls back as a whole', async () => {
    const code = 'C-CAPPUCCINO';
    const ds = [];
    for (let i = 0; i < 3; i++) ds.push(await machineWith([{ code, price: 20 + i }]));
    const ms: Awaited<ReturnType<typeof connect>>[] = [];
    for (const d of ds) {
      const m = await connect(d);
      await helloHandled(m, d.id, 0);
      ms.push(m);
    }
    const ids = ds.map((d) => d.id);
    const first = ds[1]!.id;
    // Each runs version 1 at first; then the price changes and the rollout brings version 2.
    await api('POST', GOODS_DEPLOY_API.deploy, { deviceIds: ids });
    for (const m of ms) await eventually(async () => packagesOf(m).length === 1);
    await db().update(deviceGoods).set({ price: 30 }).where(inArray(deviceGoods.deviceId, ids));
    const bad = await api('POST', GOODS_DEPLOY_API.rolloutCreate, { rolloutName: 'Flat white', deviceIds: ids, firstDeviceIds: [1] });
    expect(bad.status).toBe(Status.BAD_REQUEST);
    const created = await api<{ id: number; packages: number; sent: number }>('POST', GOODS_DEPLOY_API.rolloutCreate, {
      rolloutName: 'Flat white',
      deviceIds: ids,
      firstDeviceIds: [first],
    });
    expect(created.data).toMatchObject({ packages: 1, sent: 1 });
    const rolloutId = created.data.id;
    await eventually(async () => packagesOf(ms[1]!).length === 2);
    await new Promise((r) => setTimeout(r, 100));
    expect(packagesOf(ms[0]!)).toHaveLength(1);
    expect(packagesOf(ms[2]!)).toHaveLength(1);

    const rows = (await api<DeployStatusRow[]>('GET', `${GOODS_DEPLOY_API.status}?rolloutId=${rolloutId}`)).data;
    const byId = (a: (number | null)[], b: (number | null)[]) => a[0]! - b[0]!;
    expect(rows.map((r) => [r.deviceId, r.stage, r.targetVersion]).sort(byId)).toEqual(
      ds.map((d) => [d.id, d.id === first ? 1 : 2, d.id === first ? 2 : 1]).sort(byId),
    );
    const listed = (await api<RolloutRow[]>('GET', GOODS_DEPLOY_API.rollouts)).data.find((r) => r.id === rolloutId);
    expect(listed).toMatchObject({ status: 'staged', devices: 3, firstStage: 1, deployed: 1, running: 0 });

    await ms[1]!.publish('goods-ack', { version: 2, ok: true });
    await eventually(
      async () => (await api<RolloutRow[]>('GET', GOODS_DEPLOY_API.rollouts)).data.find((r) => r.id === rolloutId)?.running === 1,
    );

    const rest = await api('POST', GOODS_DEPLOY_API.rolloutContinue, { id: rolloutId });
    expect(rest.data).toEqual({ packages: 2, sent: 2 });
    for (const m of ms) await eventually(async () => packagesOf(m).length === 2);
    expect(ms.map((m) => (packagesOf(m)[1]!['goods'] as Array<{ price: number }>)[0]!.price)).toEqual([30, 30, 30]);
    const done = (await api<RolloutRow[]>('GET', GOODS_DEPLOY_API.rollouts)).data.find((r) => r.id === rolloutId);
    expect(done).toMatchObject({ status: 'complete', deployed: 3 });
    expect((await api('POST', GOODS_DEPLOY_API.rolloutContinue, { id: rolloutId })).result).toMatch(/already reached/);

    // Rolling back the rollout: every machine it reached goes back to what it ran before (price 20, 21, 22).
    const back = await api('POST', GOODS_DEPLOY_API.rollback, { rolloutId });
    expect(back.data).toEqual({ packages: 3, sent: 3 });
    for (const m of ms) await eventually(async () => packagesOf(m).length === 3);
    expect(ms.map((m) => [packagesOf(m)[2]!['version'], (packagesOf(m)[2]!['goods'] as Array<{ price: number }>)[0]!.price])).toEqual([
      [3, 20],
      [3, 21],
      [3, 22],
    ]);
    const prices = await db()
      .select({ id: deviceGoods.deviceId, price: deviceGoods.price })
      .from(deviceGoods)
      .where(inArray(deviceGoods.deviceId, ids));
    expect(prices.sort((a, b) => a.id - b.id).map((p) => p.price)).toEqual([20, 21, 22]);
    expect((await api<RolloutRow[]>('GET', GOODS_DEPLOY_API.rollouts)).data.find((r) => r.id === rolloutId)?.status).toBe('rolled_back');
    // A rollout that was each machine's first package has nothing to go back to.
    const fresh = await machineWith([{ code, price: 9 }]);
    const only = await api<{ id: number }>('POST', GOODS_DEPLOY_API.rolloutCreate, {
      rolloutName: 'First',
      deviceIds: [fresh.id],
      firstCount: 1,
    });
    expect((await api('POST', GOODS_DEPLOY_API.rollback, { rolloutId: only.data.id })).result).toMatch(/no earlier version/);
  });

  it('takes the machines selling a product, and the first N of them by code', async () => {
    const ds = [await machineWith([{ code: 'C-MOCHA', price: 18 }]), await machineWith([{ code: 'C-MOCHA', price: 18 }])];
    const mocha = await productId(linked.demoOrg, 'C-MOCHA');
    const created = await api<{ id: number; packages: number }>('POST', GOODS_DEPLOY_API.rolloutCreate, {
      rolloutName: 'Mocha',
      productId: mocha,
      firstCount: 1,
    });
    expect(created.status).toBe(Status.SUCCESS);
    const rows = (await api<DeployStatusRow[]>('GET', `${GOODS_DEPLOY_API.status}?limit=1000&rolloutId=${created.data.id}`)).data;
    // Every demo machine selling mocha (the seeded ones too) is in it; exactly one is in the first stage.
    expect(rows.map((r) => r.deviceId)).toEqual(expect.arrayContaining(ds.map((d) => d.id)));
    expect(rows.filter((r) => r.stage === 1)).toHaveLength(1);
    const byProduct = (await api<DeployStatusRow[]>('GET', `${GOODS_DEPLOY_API.status}?limit=1000&productId=${mocha}`)).data;
    expect(byProduct.map((r) => r.deviceId).sort()).toEqual(rows.map((r) => r.deviceId).sort());
    const missing = await api('POST', GOODS_DEPLOY_API.rolloutCreate, { rolloutName: 'x', firstCount: 1 });
    expect(missing.status).toBe(Status.BAD_REQUEST);
  });
});

describe('rollouts per template', () => {
  it('takes the machines whose goods last came from a template; the status list filters by it', async () => {
    const ds = [
      await machineWith([{ code: 'C-LATTE', price: 12 }]),
      await machineWith([{ code: 'C-LATTE', price: 12 }]),
      await machineWith([{ code: 'C-LATTE', price: 12 }]),
    ];
    const other = await machineWith([{ code: 'C-LATTE', price: 12 }]);
    const [template] = await db()
      .insert(goodsTemplates)
      .values({ orgId: linked.demoOrg, name: 'Lobby latte', modelId: 1, capacity: 10 })
      .returning({ id: goodsTemplates.id });
    const [older] = await db()
      .insert(goodsTemplates)
      .values({ orgId: linked.demoOrg, name: 'Old lobby', modelId: 1, capacity: 10 })
      .returning({ id: goodsTemplates.id });
    await db()
      .insert(deviceGoodsSource)
      .values([
        ...ds.map((d) => ({ deviceId: d.id, templateId: template!.id, templateName: 'Lobby latte' })),
        { deviceId: other.id, templateId: older!.id, templateName: 'Old lobby' },
      ]);

    const options = (await api<DeployTemplateOption[]>('GET', GOODS_DEPLOY_API.templates)).data;
    expect(options).toEqual(expect.arrayContaining([{ id: template!.id, templateName: 'Lobby latte', devices: 3 }]));
    const filtered = (await api<DeployStatusRow[]>('GET', `${GOODS_DEPLOY_API.status}?limit=1000&templateId=${template!.id}`)).data;
    expect(filtered.map((r) => r.deviceId).sort()).toEqual(ds.map((d) => d.id).sort());

    // The first stage picked by hand among the template's machines; one outside it is refused.
    const outside = await api('POST', GOODS_DEPLOY_API.rolloutCreate, {
      rolloutName: 'Lobby',
      templateId: template!.id,
      firstDeviceIds: [other.id],
    });
    expect(outside.status).toBe(Status.BAD_REQUEST);
    expect(JSON.stringify(outside)).toMatch(/firstDeviceIds/);
    const created = await api<{ id: number; packages: number }>('POST', GOODS_DEPLOY_API.rolloutCreate, {
      rolloutName: 'Lobby',
      templateId: template!.id,
      firstDeviceIds: [ds[2]!.id],
    });
    expect(created.status).toBe(Status.SUCCESS);
    expect(created.data.packages).toBe(1);
    const staged = (await api<DeployStatusRow[]>('GET', `${GOODS_DEPLOY_API.status}?limit=1000&rolloutId=${created.data.id}`)).data;
    expect(staged.map((r) => [r.deviceId, r.stage]).sort()).toEqual(
      [
        [ds[0]!.id, 2],
        [ds[1]!.id, 2],
        [ds[2]!.id, 1],
      ].sort(),
    );
    // Per template: which machines run the new version and which are behind.
    const behind = (await api<DeployStatusRow[]>('GET', `${GOODS_DEPLOY_API.status}?limit=1000&templateId=${template!.id}&state=none`))
      .data;
    expect(behind.map((r) => r.deviceId).sort()).toEqual([ds[0]!.id, ds[1]!.id].sort());
    const listed = (await api<RolloutRow[]>('GET', `${GOODS_DEPLOY_API.rollouts}?limit=1000`)).data.find((r) => r.id === created.data.id)!;
    expect(listed).toMatchObject({
      templateId: template!.id,
      templateName: 'Lobby latte',
      productId: null,
      devices: 3,
      firstStage: 1,
      deployed: 1,
    });

    // A template none of the caller's machines got: a field error, not a rollout of nothing.
    const [unused] = await db()
      .insert(goodsTemplates)
      .values({ orgId: linked.demoOrg, name: 'Unused', modelId: 1, capacity: 10 })
      .returning({ id: goodsTemplates.id });
    const none = await api('POST', GOODS_DEPLOY_API.rolloutCreate, { rolloutName: 'x', templateId: unused!.id, firstCount: 1 });
    expect(none.status).toBe(Status.BAD_REQUEST);
    expect(JSON.stringify(none)).toMatch(/templateId/);
    expect((await api('POST', GOODS_DEPLOY_API.rolloutCreate, { rolloutName: 'x', templateId: 999999, firstCount: 1 })).status).toBe(
      Status.NOT_FOUND,
    );
  });
});

describe('access', () => {
  it('refuses without the permission, and another customer’s machines are out of sight', async () => {
    const harbor = await machineWith([{ code: 'C-LATTE', price: 9 }], harborOrg);
    await api('POST', GOODS_DEPLOY_API.deploy, { deviceIds: [harbor.id] });
    // Maintenance holds the deployment buttons by default: take them away, then give them back.
    await revokeFromRole(db(), 'maintenance', Object.values(GOODS_DEPLOY_PERMS));
    let ops = await login('ops', 'ops12345');
    expect((await api('POST', GOODS_DEPLOY_API.deploy, { deviceIds: [harbor.id] }, ops)).status).toBe(Status.FORBIDDEN);
    expect((await api('GET', GOODS_DEPLOY_API.status, undefined, ops)).status).toBe(Status.FORBIDDEN);
    expect((await api('POST', GOODS_DEPLOY_API.rollback, { deviceIds: [harbor.id] }, ops)).status).toBe(Status.FORBIDDEN);
    await grantToRole(db(), 'maintenance', Object.values(GOODS_DEPLOY_PERMS));
    ops = await login('ops', 'ops12345');
    const seen = (await api<DeployStatusRow[]>('GET', `${GOODS_DEPLOY_API.status}?limit=1000`, undefined, ops)).data.map((r) => r.deviceId);
    expect(seen).not.toContain(harbor.id);
    expect(seen.length).toBeGreaterThan(0);
    expect((await api('GET', `${GOODS_DEPLOY_API.device}?deviceId=${harbor.id}`, undefined, ops)).status).toBe(Status.NOT_FOUND);
    expect((await api('POST', GOODS_DEPLOY_API.deploy, { deviceIds: [harbor.id] }, ops)).status).toBe(Status.NOT_FOUND);
    expect((await api('POST', GOODS_DEPLOY_API.rollback, { deviceIds: [harbor.id] }, ops)).status).toBe(Status.NOT_FOUND);
    expect((await stateOf(harbor.id)).targetVersion).toBe(1);
  });
});
