import {
  DATA_SCOPES,
  type DeviceModel,
  type DeviceModelOption,
  type Lang,
  type deviceModelListSchema,
  type deviceModelSaveSchema,
} from '@vr/contracts';
import { type SQL, and, asc, eq, ilike, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import { type Page, selectPageQuery } from '../../platform/list/page-query.js';
import { isInScope, scopeCondition } from '../../platform/rbac/data-scope.js';
import { unknownMaterialCodes } from '../materials/index.js';
import { orgs } from '../../platform/identity/schema.js';
import { customerOf, idsOnPath } from '../orgs/index.js';
import { modelDeviceCounts } from './device-counts.js';
import { type LocalizedName, deviceModelContainers, deviceModels } from './schema.js';
import { containsPattern } from '../../platform/sql/like.js';

type SaveInput = z.output<typeof deviceModelSaveSchema>;
type ListQuery = z.output<typeof deviceModelListSchema>;

const containerCount = sql<number>`(select count(*)::int from ${deviceModelContainers} where ${deviceModelContainers.modelId} = ${deviceModels.id})`;

const columns = {
  id: deviceModels.id,
  modelCode: deviceModels.code,
  names: deviceModels.names,
  modelKind: deviceModels.kind,
  cupCapacity: deviceModels.cupCapacity,
  orgId: deviceModels.orgId,
  orgName: orgs.name,
  status: deviceModels.status,
  remark: deviceModels.remark,
  containerCount,
  createdAt: deviceModels.createdAt,
  updatedAt: deviceModels.updatedAt,
};

type Row = Omit<DeviceModel, 'modelName' | 'createTime' | 'updateTime' | 'containers'> & { createdAt: Date; updatedAt: Date };

const nameIn = (names: LocalizedName, lang: Lang) => names[lang] || names.en || names.zh;

const toModel = ({ createdAt, updatedAt, ...r }: Row, lang: Lang): DeviceModel => ({
  ...r,
  modelName: nameIn(r.names, lang),
  containerCount: Number(r.containerCount),
  createTime: createdAt.toISOString(),
  updateTime: updatedAt.toISOString(),
});

/** Shared models (no customer) and the models of customers in the caller's scope. */
function visible(auth: AuthContext): SQL | undefined {
  const scoped = scopeCondition(auth, { org: deviceModels.orgId });
  return scoped === undefined ? undefined : or(isNull(deviceModels.orgId), scoped);
}

/** Models a customer may use: shared ones, and those of the customers on its path (its own, its parents'). */
async function usableBy(db: Database, orgId: number): Promise<SQL> {
  const [org] = await db.select({ path: orgs.path }).from(orgs).where(eq(orgs.id, orgId)).limit(1);
  const path = org ? idsOnPath(org.path) : [];
  return path.length ? or(isNull(deviceModels.orgId), inArray(deviceModels.orgId, path))! : isNull(deviceModels.orgId);
}

const baseQuery = (db: Database) => db.select(columns).from(deviceModels).leftJoin(orgs, eq(orgs.id, deviceModels.orgId));

export async function listModels(db: Database, q: ListQuery, auth: AuthContext, lang: Lang): Promise<Page<DeviceModel>> {
  const keyword = q.keyword ? containsPattern(q.keyword) : undefined;
  const where = and(
    visible(auth),
    q.orgId !== undefined ? await usableBy(db, q.orgId) : undefined,
    keyword ? or(ilike(deviceModels.code, keyword), sql`${deviceModels.names}::text ilike ${keyword}`) : undefined,
    q.modelKind ? eq(deviceModels.kind, q.modelKind) : undefined,
    q.status !== undefined ? eq(deviceModels.status, q.status) : undefined,
  );
  return selectPageQuery(db, {
    params: q,
    sortable: {
      modelCode: deviceModels.code,
      modelName: sql`${deviceModels.names}->>${lang}`,
      modelKind: deviceModels.kind,
      cupCapacity: deviceModels.cupCapacity,
      status: deviceModels.status,
      createTime: deviceModels.createdAt,
    },
    defaultOrder: [asc(deviceModels.code), asc(deviceModels.id)],
    select: baseQuery(db).where(where),
    counted: db.select({ id: deviceModels.id }).from(deviceModels).where(where),
    exactTotal: 'all',
    toRows: (rows) => rows.map((r) => toModel(r as Row, lang)),
  });
}

export async function loadModel(db: Database, id: number, auth: AuthContext, lang: Lang): Promise<DeviceModel> {
  const [row] = (await baseQuery(db).where(eq(deviceModels.id, id)).limit(1)) as Row[];
  if (!row) throw AppError.notFound();
  if (row.orgId !== null && !(await isInScope(db, auth, { orgId: row.orgId }))) throw AppError.forbidden();
  const containers = await db
    .select({
      containerNo: deviceModelContainers.no,
      materialCode: deviceModelContainers.materialCode,
      capacity: deviceModelContainers.capacity,
    })
    .from(deviceModelContainers)
    .where(eq(deviceModelContainers.modelId, id))
    .orderBy(asc(deviceModelContainers.no));
  return { ...toModel(row, lang), containers };
}

/** A platform administrator: a platform account with the "all data" scope. */
const platformAdmin = (auth: AuthContext) => auth.platformAccount && auth.scopes.some((s) => s.scope === DATA_SCOPES.ALL);

/** Writing a model: a shared one needs a platform administrator, a customer's one that customer in scope. */
async function checkWritable(db: Database, orgId: number | null, auth: AuthContext) {
  if (orgId === null) {
    if (!platformAdmin(auth)) throw AppError.field('orgId', 'modelSharedNeedsPlatform');
    return;
  }
  if (!(await isInScope(db, auth, { orgId }))) throw AppError.forbidden();
}

/** POST /api/DeviceModel/save: creates without `id` (needs add), else updates (needs edit); containers replaced. */
export async function saveModel(db: Database, input: SaveInput, auth: AuthContext, lang: Lang): Promise<DeviceModel> {
  const creating = input.id === undefined;
  const current = creating ? null : await loadModel(db, input.id!, auth, lang);
  if (current) await checkWritable(db, current.orgId, auth);
  let orgId: number | null = null;
  if (input.orgId !== undefined) {
    const customer = await customerOf(db, input.orgId);
    if (!customer) throw AppError.field('orgId', 'pointNotCustomerOrg');
    orgId = customer.id;
  }
  await checkWritable(db, orgId, auth);
  // A container names a raw material: of the model's customer, or of any customer for a platform-wide model.
  const unknown = new Set(
    await unknownMaterialCodes(
      db,
      input.containers.map((c) => c.materialCode),
      orgId,
    ),
  );
  const badIndex = input.containers.findIndex((c) => unknown.has(c.materialCode));
  if (badIndex >= 0) {
    const materialCode = input.containers[badIndex]!.materialCode;
    throw AppError.field(`containers.${badIndex}.materialCode`, 'materialCodeUnknown', { materialCode });
  }
  const [dup] = await db
    .select({ id: deviceModels.id })
    .from(deviceModels)
    .where(and(eq(deviceModels.code, input.modelCode), current ? ne(deviceModels.id, current.id) : undefined))
    .limit(1);
  if (dup) throw AppError.field('modelCode', 'modelCodeExists', { modelCode: input.modelCode });
  const values = {
    code: input.modelCode,
    names: input.names,
    kind: input.modelKind,
    cupCapacity: input.cupCapacity,
    orgId,
    status: input.status,
    remark: input.remark || null,
  };
  const id = await db.transaction(async (tx) => {
    let modelId: number;
    if (current) {
      modelId = current.id;
      await tx
        .update(deviceModels)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(deviceModels.id, modelId));
      await tx.delete(deviceModelContainers).where(eq(deviceModelContainers.modelId, modelId));
    } else {
      const [row] = await tx
        .insert(deviceModels)
        .values({ ...values, createdBy: auth.userId })
        .returning({ id: deviceModels.id });
      modelId = row!.id;
    }
    if (input.containers.length) {
      await tx
        .insert(deviceModelContainers)
        .values(input.containers.map((c) => ({ modelId, no: c.containerNo, materialCode: c.materialCode, capacity: c.capacity })));
    }
    return modelId;
  });
  return loadModel(db, id, auth, lang);
}

/** Deletes models (with their containers); refuses the batch when one is used by devices or not writable. */
export async function deleteModels(db: Database, ids: number[], auth: AuthContext, lang: Lang): Promise<number> {
  const rows = await db
    .select({ id: deviceModels.id, orgId: deviceModels.orgId, names: deviceModels.names })
    .from(deviceModels)
    .where(inArray(deviceModels.id, ids));
  if (rows.length !== ids.length) throw AppError.notFound();
  for (const row of rows) await checkWritable(db, row.orgId, auth);
  const used = [...(await modelDeviceCounts(db, ids))];
  const first = used.find(([, n]) => n > 0);
  if (first) {
    const [modelId, n] = first;
    const model = rows.find((r) => r.id === modelId)!;
    throw AppError.badRequest('modelHasDevices', { name: nameIn(model.names, lang), count: n });
  }
  await db.delete(deviceModels).where(inArray(deviceModels.id, ids));
  return rows.length;
}

/** GET /api/v1/device/selectDeviceModelByOrgId: enabled models usable by a customer, in the request language. */
export async function modelsForOrg(db: Database, orgId: number | undefined, auth: AuthContext, lang: Lang): Promise<DeviceModelOption[]> {
  const target = orgId ?? auth.orgId;
  if (orgId !== undefined && !(await isInScope(db, auth, { orgId })) && !idsOnPath(auth.orgPath).includes(orgId))
    throw AppError.forbidden();
  const rows = await db
    .select({ id: deviceModels.id, modelCode: deviceModels.code, names: deviceModels.names, modelKind: deviceModels.kind })
    .from(deviceModels)
    .where(and(eq(deviceModels.status, 0), await usableBy(db, target)))
    .orderBy(asc(deviceModels.code));
  return rows.map((r) => ({ id: r.id, modelCode: r.modelCode, modelName: nameIn(r.names, lang), modelKind: r.modelKind }));
}
