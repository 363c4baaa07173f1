import type {
  DeployProductOption,
  DeployTemplateOption,
  DeployResult,
  DeployState,
  DeployStatusQuery,
  DeviceDeployState,
  RolloutRow,
  RolloutStatus,
  rollbackSchema,
  rolloutCreateSchema,
  rolloutListSchema,
} from '@vr/contracts';
import { type SQL, and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import { type Page, pageQuery, pagedRows } from '../../platform/list/page-query.js';
import { countWhere } from '../../platform/list/total.js';
import type { DeviceLink } from '../../platform/mqtt/device-link.js';
import { publish } from '../../platform/wiring/index.js';
import { isInScope, scopeCondition } from '../../platform/rbac/data-scope.js';
import { containsPattern } from '../../platform/sql/like.js';
import { deviceGoods, deviceGoodsChanges, deviceGoodsSource } from '../device-goods/index.js';
import { assertDeviceVisible, changedBy, deviceVisibility, devices, withDeviceScope } from '../devices/index.js';
import { goodsTemplates } from '../product-templates/index.js';
import { products } from '../products/index.js';
import { type GoodsToDeploy, canonical, readGoodsContent, readGoodsToDeploy, restoreGoods, revisionsMatching } from './package-content.js';
import { type PackageContent, type StoredGoods, goodsDeviceStates, goodsPackages, goodsRolloutDevices, goodsRollouts } from './schema.js';
import { goodsDeployed } from './changes.js';
import { packageMessage } from './sync.js';

type RolloutInput = z.output<typeof rolloutCreateSchema>;
type RollbackInput = z.output<typeof rollbackSchema>;
type RolloutQuery = z.output<typeof rolloutListSchema>;

interface Made {
  deviceId: number;
  deviceCode: string;
  id: number;
  version: number;
  content: PackageContent;
}

/**
 * Locks the per-machine deployment state of these machines (creating it for machines never
 * deployed), so two deployments of the same machine one after another get versions n+1 and n+2.
 */
async function lockStates(tx: Database, deviceIds: readonly number[]): Promise<Map<number, number>> {
  await tx
    .insert(goodsDeviceStates)
    .values(deviceIds.map((deviceId) => ({ deviceId })))
    .onConflictDoNothing();
  const rows = await tx
    .select({ deviceId: goodsDeviceStates.deviceId, target: goodsDeviceStates.targetVersion })
    .from(goodsDeviceStates)
    .where(inArray(goodsDeviceStates.deviceId, [...deviceIds]))
    .orderBy(asc(goodsDeviceStates.deviceId))
    .for('update');
  return new Map(rows.map((r) => [r.deviceId, r.target]));
}

/**
 * New packages (one per machine, version = its target + 1) and the machines' targets moved to
 * them, with the goods change counter each package matches, inside the caller's transaction.
 * Three statements whatever the number of machines.
 */
async function makePackages(
  tx: Database,
  targets: Map<number, number>,
  { contents, revisions }: GoodsToDeploy,
  meta: { kind: 'deploy' | 'rollback'; rolloutId: number | null; userId: number },
): Promise<Made[]> {
  const ids = [...contents.keys()];
  if (ids.length === 0) return [];
  const rows = await tx
    .insert(goodsPackages)
    .values(
      ids.map((deviceId) => ({
        deviceId,
        version: (targets.get(deviceId) ?? 0) + 1,
        content: { goods: contents.get(deviceId)! },
        kind: meta.kind,
        rolloutId: meta.rolloutId,
        createdBy: meta.userId,
      })),
    )
    .returning({ id: goodsPackages.id, deviceId: goodsPackages.deviceId, version: goodsPackages.version, content: goodsPackages.content });
  const moved = JSON.stringify(
    rows.map((r) => ({ device_id: r.deviceId, version: r.version, package_id: r.id, goods_revision: revisions.get(r.deviceId) ?? null })),
  );
  await tx.execute(sql`
    update ${goodsDeviceStates} s set target_version = v.version, target_package_id = v.package_id,
      target_goods_revision = v.goods_revision, deployed_at = now()
    from jsonb_to_recordset(${moved}::jsonb) as v(device_id integer, version integer, package_id integer, goods_revision integer)
    where s.device_id = v.device_id`);
  const codes = await tx.select({ id: devices.id, code: devices.deviceCode }).from(devices).where(inArray(devices.id, ids));
  const codeOf = new Map(codes.map((c) => [c.id, c.code]));
  return rows.map((r) => ({ ...r, deviceCode: codeOf.get(r.deviceId) ?? '' }));
}

/** Tells the areas that hear of it which machines were sent their current goods, after the commit. */
async function tellDeployed(db: Database, auth: AuthContext, made: readonly Made[]): Promise<void> {
  if (made.length === 0) return;
  await publish(db, goodsDeployed, { packages: made.map((m) => ({ deviceId: m.deviceId, version: m.version })), by: changedBy(auth) });
}

/** Sends each new package to its machine if connected (after the commit); answers how many went out now. */
async function sendAll(link: DeviceLink, made: Made[]): Promise<number> {
  const results = await Promise.all(made.map((m) => link.sendGoods(m.deviceCode, packageMessage(m)).catch(() => false)));
  return results.filter(Boolean).length;
}

/** The machines (visible to the caller) among `ids`, with their codes, in code order; 404 unless all are visible. */
async function visibleMachines(db: Database, auth: AuthContext, ids: readonly number[]) {
  const viewer = await withDeviceScope(db, auth);
  const unique = [...new Set(ids)];
  const rows = await db
    .select({ id: devices.id, code: devices.deviceCode, orgId: devices.orgId })
    .from(devices)
    .where(and(inArray(devices.id, unique), deviceVisibility(viewer)))
    .orderBy(asc(devices.deviceCode));
  if (rows.length !== unique.length) throw AppError.notFound();
  return rows;
}

/** The chosen machines' current goods become a new package each, sent to the connected ones. */
export async function deploy(db: Database, link: DeviceLink, auth: AuthContext, deviceIds: number[]): Promise<DeployResult> {
  const machines = await visibleMachines(db, auth, deviceIds);
  const ids = machines.map((m) => m.id);
  // Read before the transaction: the recipe reading runs its queries side by side, which one
  // transaction's single connection cannot.
  const goods = await readGoodsToDeploy(db, ids);
  const made = await db.transaction(async (tx) => {
    const targets = await lockStates(tx, ids);
    return makePackages(tx, targets, goods, { kind: 'deploy', rolloutId: null, userId: auth.userId });
  });
  await tellDeployed(db, auth, made);
  return { packages: made.length, sent: await sendAll(link, made) };
}

/* ---------------- staged rollouts ---------------- */

const visibleRollout = async (db: Database, auth: AuthContext, id: number) => {
  const [row] = await db
    .select()
    .from(goodsRollouts)
    .where(and(eq(goodsRollouts.id, id), scopeCondition(auth, { org: goodsRollouts.orgId })));
  if (!row) throw AppError.notFound();
  return row;
};

/**
 * A staged rollout: the machines selling a product (or the chosen machines), the first stage
 * deployed now (the chosen first machines, or the first N by device code), the rest on continue.
 */
export async function createRollout(
  db: Database,
  link: DeviceLink,
  auth: AuthContext,
  input: RolloutInput,
): Promise<DeployResult & { id: number }> {
  let machines: Array<{ id: number; code: string; orgId: number }>;
  if (input.productId === undefined && input.templateId === undefined) {
    machines = await visibleMachines(db, auth, input.deviceIds!);
  } else if (input.productId === undefined) {
    const [template] = await db
      .select({ orgId: goodsTemplates.orgId })
      .from(goodsTemplates)
      .where(eq(goodsTemplates.id, input.templateId!));
    if (!template || !(await isInScope(db, auth, { orgId: template.orgId }))) throw AppError.notFound();
    const viewer = await withDeviceScope(db, auth);
    machines = await db
      .select({ id: devices.id, code: devices.deviceCode, orgId: devices.orgId })
      .from(devices)
      .innerJoin(deviceGoodsSource, eq(deviceGoodsSource.deviceId, devices.id))
      .where(and(deviceVisibility(viewer), eq(deviceGoodsSource.templateId, input.templateId!)))
      .orderBy(asc(devices.deviceCode));
    if (machines.length === 0) throw AppError.field('templateId', 'rolloutNoTemplateDevices');
  } else {
    const [product] = await db.select({ orgId: products.orgId }).from(products).where(eq(products.id, input.productId!));
    if (!product || !(await isInScope(db, auth, { orgId: product.orgId }))) throw AppError.notFound();
    const viewer = await withDeviceScope(db, auth);
    machines = await db
      .select({ id: devices.id, code: devices.deviceCode, orgId: devices.orgId })
      .from(devices)
      .where(
        and(
          deviceVisibility(viewer),
          sql`${devices.id} in (select ${deviceGoods.deviceId} from ${deviceGoods} where ${deviceGoods.productId} = ${input.productId!})`,
        ),
      )
      .orderBy(asc(devices.deviceCode));
    if (machines.length === 0) throw AppError.field('productId', 'rolloutNoDevices');
  }
  const all = new Set(machines.map((m) => m.id));
  let first: number[];
  if (input.firstDeviceIds) {
    first = [...new Set(input.firstDeviceIds)];
    if (first.some((id) => !all.has(id))) throw AppError.field('firstDeviceIds', 'rolloutFirstNotInTarget');
  } else {
    first = machines.slice(0, input.firstCount!).map((m) => m.id);
  }
  const firstSet = new Set(first);
  const goods = await readGoodsToDeploy(db, first);
  const made = await db.transaction(async (tx) => {
    const [rollout] = await tx
      .insert(goodsRollouts)
      .values({
        orgId: machines[0]!.orgId,
        name: input.rolloutName,
        productId: input.productId ?? null,
        templateId: input.productId === undefined ? (input.templateId ?? null) : null,
        status: first.length === machines.length ? 'complete' : 'staged',
        createdBy: auth.userId,
        createdByName: (auth.employeeName || auth.username).slice(0, 64),
      })
      .returning({ id: goodsRollouts.id });
    const rolloutId = rollout!.id;
    await tx.insert(goodsRolloutDevices).values(machines.map((m) => ({ rolloutId, deviceId: m.id, stage: firstSet.has(m.id) ? 1 : 2 })));
    const made = await deployStage(tx, rolloutId, goods, auth.userId);
    return { rolloutId, made };
  });
  await tellDeployed(db, auth, made.made);
  return { id: made.rolloutId, packages: made.made.length, sent: await sendAll(link, made.made) };
}

/**
 * Deploys a rollout to some of its machines (their goods as read just before) and records the
 * version it made for each, in the caller's transaction.
 */
async function deployStage(tx: Database, rolloutId: number, goods: GoodsToDeploy, userId: number): Promise<Made[]> {
  const ids = [...goods.contents.keys()];
  if (ids.length === 0) return [];
  const targets = await lockStates(tx, ids);
  const made = await makePackages(tx, targets, goods, { kind: 'deploy', rolloutId, userId });
  const versions = JSON.stringify(made.map((m) => ({ device_id: m.deviceId, version: m.version })));
  await tx.execute(sql`
    update ${goodsRolloutDevices} rd set version = v.version, deployed_at = now()
    from jsonb_to_recordset(${versions}::jsonb) as v(device_id integer, version integer)
    where rd.rollout_id = ${rolloutId} and rd.device_id = v.device_id`);
  return made;
}

/** "Continue to the rest": the rollout's machines not reached yet get their package. */
export async function continueRollout(db: Database, link: DeviceLink, auth: AuthContext, id: number): Promise<DeployResult> {
  await visibleRollout(db, auth, id);
  const viewer = await withDeviceScope(db, auth);
  const rest = await db
    .select({ id: goodsRolloutDevices.deviceId })
    .from(goodsRolloutDevices)
    .innerJoin(devices, eq(devices.id, goodsRolloutDevices.deviceId))
    .where(and(eq(goodsRolloutDevices.rolloutId, id), isNull(goodsRolloutDevices.version), deviceVisibility(viewer)));
  const goods = await readGoodsToDeploy(
    db,
    rest.map((r) => r.id),
  );
  const made = await db.transaction(async (tx) => {
    // Two "continue" at once: the second finds the rollout complete and changes nothing.
    const [locked] = await tx.select({ status: goodsRollouts.status }).from(goodsRollouts).where(eq(goodsRollouts.id, id)).for('update');
    if (locked?.status !== 'staged') throw AppError.badRequest('rolloutNotStaged');
    const made = await deployStage(tx, id, goods, auth.userId);
    const [left] = await tx
      .select({ n: count() })
      .from(goodsRolloutDevices)
      .where(and(eq(goodsRolloutDevices.rolloutId, id), isNull(goodsRolloutDevices.version)));
    if ((left?.n ?? 0) === 0) await tx.update(goodsRollouts).set({ status: 'complete' }).where(eq(goodsRollouts.id, id));
    return made;
  });
  await tellDeployed(db, auth, made);
  return { packages: made.length, sent: await sendAll(link, made) };
}

/* ---------------- rollback ---------------- */

/**
 * Back to the previous version: each machine gets a new package (version + 1) whose content is
 * that of the package before its current target, and its goods (dev_goods) are restored from
 * it, so the back-office and the machine agree. For a rollout: every machine it reached goes back
 * to the version it ran before the rollout.
 */
export async function rollback(db: Database, link: DeviceLink, auth: AuthContext, input: RollbackInput): Promise<DeployResult> {
  let ids: number[];
  if (input.deviceIds) ids = (await visibleMachines(db, auth, input.deviceIds)).map((m) => m.id);
  else {
    await visibleRollout(db, auth, input.rolloutId!);
    const viewer = await withDeviceScope(db, auth);
    const reached = await db
      .select({ id: goodsRolloutDevices.deviceId })
      .from(goodsRolloutDevices)
      .innerJoin(devices, eq(devices.id, goodsRolloutDevices.deviceId))
      .where(and(eq(goodsRolloutDevices.rolloutId, input.rolloutId!), isNotNull(goodsRolloutDevices.version), deviceVisibility(viewer)));
    ids = reached.map((r) => r.id);
  }
  const made = await db.transaction(async (tx) => {
    const targets = await lockStates(tx, ids);
    // A machine's previous version: the one before its current target, or for a rollout the one
    // before the version the rollout made for it.
    const previous = await tx
      .select({ deviceId: goodsPackages.deviceId, content: goodsPackages.content })
      .from(goodsPackages)
      .innerJoin(
        goodsDeviceStates,
        and(
          eq(goodsDeviceStates.deviceId, goodsPackages.deviceId),
          input.rolloutId === undefined ? eq(goodsPackages.version, sql`${goodsDeviceStates.targetVersion} - 1`) : undefined,
        ),
      )
      .leftJoin(
        goodsRolloutDevices,
        and(eq(goodsRolloutDevices.deviceId, goodsPackages.deviceId), eq(goodsRolloutDevices.rolloutId, input.rolloutId ?? -1)),
      )
      .where(
        and(
          inArray(goodsPackages.deviceId, ids),
          input.rolloutId === undefined ? undefined : eq(goodsPackages.version, sql`${goodsRolloutDevices.version} - 1`),
        ),
      );
    const found = new Map(previous.map((p) => [p.deviceId, p.content.goods]));
    const missing = ids.find((id) => !found.has(id));
    if (missing !== undefined) {
      const [d] = await tx.select({ code: devices.deviceCode }).from(devices).where(eq(devices.id, missing));
      throw AppError.field('deviceIds', 'deployNothingToRollback', { deviceCode: d?.code ?? String(missing) });
    }
    await restoreGoods(tx, found, changedBy(auth));
    // The restored goods match the earlier content unless a product changed or went since: then
    // the machine shows a pending change once it runs the rollback.
    const revisions = await revisionsMatching(tx, found);
    const made = await makePackages(
      tx,
      targets,
      { contents: found, revisions },
      { kind: 'rollback', rolloutId: input.rolloutId ?? null, userId: auth.userId },
    );
    if (input.rolloutId !== undefined) {
      await tx.update(goodsRollouts).set({ status: 'rolled_back' }).where(eq(goodsRollouts.id, input.rolloutId));
    }
    return made;
  });
  return { packages: made.length, sent: await sendAll(link, made) };
}

/* ---------------- status ---------------- */

/**
 * A machine's state from its deployment row, its goods change counter (joined by the caller) and
 * its presence. Goods changed since the target package was made come first: whatever the machine
 * runs, it is not what its goods make now until a newer package is deployed.
 */
const stateOf = (): SQL<DeployState> => sql<DeployState>`case
  when coalesce(${goodsDeviceStates.targetVersion}, 0) = 0 then 'none'
  when ${goodsDeviceStates.targetGoodsRevision} is distinct from coalesce(${deviceGoodsChanges.revision}, 0) then 'changed'
  when ${goodsDeviceStates.errorVersion} = ${goodsDeviceStates.targetVersion}
    and coalesce(${goodsDeviceStates.runningVersion}, 0) < ${goodsDeviceStates.targetVersion} then 'failed'
  when coalesce(${goodsDeviceStates.runningVersion}, 0) >= ${goodsDeviceStates.targetVersion} then 'current'
  when ${devices.online} = 1 then 'behind'
  else 'offline' end`;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Per machine: target and running version and the state, paged and filtered, in one query (plus the count). */
export async function listStatus(db: Database, auth: AuthContext, q: DeployStatusQuery) {
  const viewer = await withDeviceScope(db, auth);
  const keyword = q.keyword ? containsPattern(q.keyword) : undefined;
  const state = stateOf();
  const where = and(
    deviceVisibility(viewer),
    keyword ? or(ilike(devices.deviceCode, keyword), ilike(devices.name, keyword)) : undefined,
    q.productId !== undefined
      ? sql`${devices.id} in (select ${deviceGoods.deviceId} from ${deviceGoods} where ${deviceGoods.productId} = ${q.productId})`
      : undefined,
    q.templateId !== undefined
      ? sql`${devices.id} in (select ${deviceGoodsSource.deviceId} from ${deviceGoodsSource} where ${deviceGoodsSource.templateId} = ${q.templateId})`
      : undefined,
    q.rolloutId !== undefined ? isNotNull(goodsRolloutDevices.rolloutId) : undefined,
    q.state ? sql`${state} = ${q.state}` : undefined,
  );
  const rolloutJoin = and(eq(goodsRolloutDevices.deviceId, devices.id), eq(goodsRolloutDevices.rolloutId, q.rolloutId ?? -1));
  return pageQuery({
    params: q,
    sortable: {
      deviceCode: devices.deviceCode,
      targetVersion: goodsDeviceStates.targetVersion,
      runningVersion: goodsDeviceStates.runningVersion,
      deployedAt: goodsDeviceStates.deployedAt,
    },
    defaultOrder: [asc(devices.deviceCode), asc(devices.id)],
    rows: pagedRows(
      db
        .select({
          deviceId: devices.id,
          deviceCode: devices.deviceCode,
          deviceName: devices.name,
          online: devices.online,
          targetVersion: goodsDeviceStates.targetVersion,
          runningVersion: goodsDeviceStates.runningVersion,
          errorVersion: goodsDeviceStates.errorVersion,
          lastError: goodsDeviceStates.lastError,
          ackedAt: goodsDeviceStates.ackedAt,
          deployedAt: goodsDeviceStates.deployedAt,
          stage: goodsRolloutDevices.stage,
          state,
        })
        .from(devices)
        .leftJoin(goodsDeviceStates, eq(goodsDeviceStates.deviceId, devices.id))
        .leftJoin(deviceGoodsChanges, eq(deviceGoodsChanges.deviceId, devices.id))
        .leftJoin(goodsRolloutDevices, rolloutJoin)
        .where(where),
      (r) => ({
        deviceId: r.deviceId,
        deviceCode: r.deviceCode,
        deviceName: r.deviceName,
        online: r.online === 1,
        targetVersion: r.targetVersion ?? 0,
        runningVersion: r.runningVersion,
        state: r.state,
        lastError: r.state === 'failed' ? r.lastError : null,
        ackedAt: iso(r.ackedAt),
        deployedAt: iso(r.deployedAt),
        stage: r.stage,
      }),
    ),
    count: async () =>
      (
        await db
          .select({ n: count() })
          .from(devices)
          .leftJoin(goodsDeviceStates, eq(goodsDeviceStates.deviceId, devices.id))
          .leftJoin(deviceGoodsChanges, eq(deviceGoodsChanges.deviceId, devices.id))
          .leftJoin(goodsRolloutDevices, rolloutJoin)
          .where(where)
      )[0]?.n ?? 0,
  });
}

/** Rollouts with their progress: one grouped query (plus the count). */
export async function listRollouts(db: Database, auth: AuthContext, q: RolloutQuery): Promise<Page<RolloutRow>> {
  const where = and(scopeCondition(auth, { org: goodsRollouts.orgId }), q.status ? eq(goodsRollouts.status, q.status) : undefined);
  const rd = goodsRolloutDevices;
  const s = goodsDeviceStates;
  return pageQuery({
    params: q,
    sortable: { createTime: goodsRollouts.createdAt, name: goodsRollouts.name },
    defaultOrder: [desc(goodsRollouts.createdAt), desc(goodsRollouts.id)],
    rows: pagedRows(
      db
        .select({
          id: goodsRollouts.id,
          name: goodsRollouts.name,
          productId: goodsRollouts.productId,
          productName: products.name,
          templateId: goodsRollouts.templateId,
          // The template's name now, else the name its machines recorded when they got it.
          templateName: sql<
            string | null
          >`coalesce(${goodsTemplates.name}, (select max(${deviceGoodsSource.templateName}) from ${deviceGoodsSource} where ${deviceGoodsSource.templateId} = ${goodsRollouts.templateId}))`,
          status: goodsRollouts.status,
          createdBy: goodsRollouts.createdByName,
          createdAt: goodsRollouts.createdAt,
          devices: count(rd.deviceId),
          firstStage: sql<number>`count(*) filter (where ${rd.stage} = 1)`.mapWith(Number),
          deployed: count(rd.version),
          running: sql<number>`count(*) filter (where ${s.runningVersion} >= ${rd.version})`.mapWith(Number),
          failed:
            sql<number>`count(*) filter (where ${s.errorVersion} = ${rd.version} and coalesce(${s.runningVersion}, 0) < ${rd.version})`.mapWith(
              Number,
            ),
        })
        .from(goodsRollouts)
        .leftJoin(products, eq(products.id, goodsRollouts.productId))
        .leftJoin(goodsTemplates, eq(goodsTemplates.id, goodsRollouts.templateId))
        .leftJoin(rd, eq(rd.rolloutId, goodsRollouts.id))
        .leftJoin(s, eq(s.deviceId, rd.deviceId))
        .where(where)
        .groupBy(goodsRollouts.id, products.name, goodsTemplates.name),
      (r) => ({
        id: r.id,
        name: r.name,
        productId: r.productId,
        productName: r.productName,
        templateId: r.templateId,
        templateName: r.templateName,
        status: r.status as RolloutStatus,
        devices: r.devices,
        firstStage: r.firstStage,
        deployed: r.deployed,
        running: r.running,
        failed: r.failed,
        createdBy: r.createdBy,
        createTime: r.createdAt.toISOString(),
      }),
    ),
    count: () => countWhere(db, goodsRollouts, where),
  });
}

/** The products the caller's machines sell, with how many machines sell each (one grouped query). */
export async function listProducts(db: Database, auth: AuthContext, lang: string): Promise<DeployProductOption[]> {
  const viewer = await withDeviceScope(db, auth);
  const name =
    lang === 'en'
      ? products.nameEn
      : lang === 'es'
        ? sql`coalesce(${products.nameEs}, ${products.nameEn})`
        : lang === 'ja'
          ? products.nameJa
          : null;
  const rows = await db
    .select({
      id: products.id,
      productCode: products.code,
      productName: sql<string>`coalesce(${name ?? products.name}, ${products.name})`,
      devices: sql<number>`count(distinct ${deviceGoods.deviceId})`.mapWith(Number),
    })
    .from(deviceGoods)
    .innerJoin(devices, eq(devices.id, deviceGoods.deviceId))
    .innerJoin(products, eq(products.id, deviceGoods.productId))
    .where(deviceVisibility(viewer))
    .groupBy(products.id)
    .orderBy(asc(products.code), asc(products.id))
    .limit(500);
  return rows;
}

/**
 * The templates the caller's machines last got their goods from, with how many machines each
 * (one grouped query). The name is the template's own, or the one recorded if it was deleted.
 */
export async function listTemplates(db: Database, auth: AuthContext): Promise<DeployTemplateOption[]> {
  const viewer = await withDeviceScope(db, auth);
  return db
    .select({
      id: deviceGoodsSource.templateId,
      templateName: sql<string>`coalesce(${goodsTemplates.name}, max(${deviceGoodsSource.templateName}))`,
      devices: sql<number>`count(*)`.mapWith(Number),
    })
    .from(deviceGoodsSource)
    .innerJoin(devices, eq(devices.id, deviceGoodsSource.deviceId))
    .leftJoin(goodsTemplates, eq(goodsTemplates.id, deviceGoodsSource.templateId))
    .where(deviceVisibility(viewer))
    .groupBy(deviceGoodsSource.templateId, goodsTemplates.name)
    .orderBy(sql`2`, asc(deviceGoodsSource.templateId))
    .limit(500);
}

/** Compares everything a slot of a package holds (product, names, price, status, recipe, stock …). */
const slotKey = (g: StoredGoods) => canonical(g);

/** One machine: versions, state, and how many slots changed since its target package was made. */
export async function deviceState(db: Database, auth: AuthContext, deviceId: number): Promise<DeviceDeployState> {
  await assertDeviceVisible(db, auth, deviceId);
  const [row] = await db
    .select({
      online: devices.online,
      targetVersion: goodsDeviceStates.targetVersion,
      runningVersion: goodsDeviceStates.runningVersion,
      lastError: goodsDeviceStates.lastError,
      ackedAt: goodsDeviceStates.ackedAt,
      content: goodsPackages.content,
      state: stateOf(),
    })
    .from(devices)
    .leftJoin(goodsDeviceStates, eq(goodsDeviceStates.deviceId, devices.id))
    .leftJoin(deviceGoodsChanges, eq(deviceGoodsChanges.deviceId, devices.id))
    .leftJoin(goodsPackages, eq(goodsPackages.id, goodsDeviceStates.targetPackageId))
    .where(eq(devices.id, deviceId));
  const current = (await readGoodsContent(db, [deviceId])).get(deviceId) ?? [];
  const deployed = new Map((row?.content?.goods ?? []).map((g) => [g.slotNo, slotKey(g)]));
  let changes = 0;
  for (const g of current) {
    if (deployed.get(g.slotNo) !== slotKey(g)) changes++;
    deployed.delete(g.slotNo);
  }
  changes += deployed.size;
  const target = row?.targetVersion ?? 0;
  return {
    deviceId,
    online: row?.online === 1,
    targetVersion: target,
    runningVersion: row?.runningVersion ?? null,
    state: row?.state ?? 'none',
    lastError: row?.state === 'failed' ? (row.lastError ?? null) : null,
    ackedAt: iso(row?.ackedAt ?? null),
    changes,
    canRollback: target > 1,
  };
}
