import { AD_LIMITS, type AdKind, type AdMaterialListQuery, type AdMaterialRow, type Lang, type adMaterialSaveSchema } from '@vr/contracts';
import { text } from '@vr/contracts/texts';
import { type SQL, and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import { orgs } from '../../platform/identity/schema.js';
import { type Page, selectPageQuery } from '../../platform/list/page-query.js';
import { isInScope, scopeCondition } from '../../platform/rbac/data-scope.js';
import { businessToday } from '../../platform/settings/time-zone.js';
import { containing } from '../../platform/sql/like.js';
import { customerNamesOf, customerOf } from '../orgs/index.js';
import { findUpload } from '../uploads/index.js';
import { adMaterials, adReleases } from './schema.js';

type SaveInput = z.output<typeof adMaterialSaveSchema>;
type Material = typeof adMaterials.$inferSelect;

/** Releases of a material still active (not withdrawn, last day not past). */
export const activeReleasesOf = (materialId: SQL | typeof adMaterials.id, today: string) =>
  sql<number>`(select count(*)::int from ${adReleases} where ${adReleases.materialId} = ${materialId} and ${adReleases.status} = 'active' and ${adReleases.endDate} >= ${today})`;

const columns = (day: string) => ({
  id: adMaterials.id,
  orgId: adMaterials.orgId,
  name: adMaterials.name,
  kind: adMaterials.kind,
  url: adMaterials.url,
  size: adMaterials.size,
  seconds: adMaterials.seconds,
  remark: adMaterials.remark,
  activeReleases: activeReleasesOf(adMaterials.id, day),
  createdBy: adMaterials.createdByName,
  createdAt: adMaterials.createdAt,
  updatedAt: adMaterials.updatedAt,
});

type Selected = { createdAt: Date; updatedAt: Date } & Omit<AdMaterialRow, 'createTime' | 'updateTime' | 'customerName'>;
const toRow = ({ createdAt, updatedAt, ...r }: Selected, customers: Map<number, string | null>): AdMaterialRow => ({
  ...r,
  customerName: customers.get(r.orgId) ?? null,
  activeReleases: Number(r.activeReleases),
  createTime: createdAt.toISOString(),
  updateTime: updatedAt.toISOString(),
});

/** The rows with their customers' names, read for the page in one statement (a sub-select per row plans slowly). */
async function withCustomers(db: Database, rows: Selected[]): Promise<AdMaterialRow[]> {
  const customers = await customerNamesOf(
    db,
    rows.map((r) => r.orgId),
  );
  return rows.map((r) => toRow(r, customers));
}

/** GET /api/Advertisement/list: the materials of the caller's data scope, newest first. */
export async function listMaterials(db: Database, auth: AuthContext, q: AdMaterialListQuery): Promise<Page<AdMaterialRow>> {
  const where = and(
    scopeCondition(auth, { org: adMaterials.orgId }),
    q.kind ? eq(adMaterials.kind, q.kind) : undefined,
    q.orgId ? eq(adMaterials.orgId, q.orgId) : undefined,
    containing(adMaterials.name, q.name),
  );
  const day = await businessToday(db);
  return selectPageQuery(db, {
    params: q,
    sortable: { name: adMaterials.name, size: adMaterials.size, createTime: adMaterials.createdAt, updateTime: adMaterials.updatedAt },
    defaultOrder: [desc(adMaterials.createdAt), desc(adMaterials.id)],
    select: db.select(columns(day)).from(adMaterials).where(where),
    counted: db.select({ id: adMaterials.id }).from(adMaterials).where(where),
    exactTotal: 'all',
    toRows: (rows) => withCustomers(db, rows as Selected[]),
  });
}

/** A material the caller may see; 404 otherwise. */
export async function visibleMaterial(db: Database, auth: AuthContext, id: number): Promise<Material> {
  const [row] = await db
    .select()
    .from(adMaterials)
    .where(and(eq(adMaterials.id, id), scopeCondition(auth, { org: adMaterials.orgId })));
  if (!row) throw AppError.notFound();
  return row;
}

/** GET /api/Advertisement/detail. */
export async function materialDetail(db: Database, auth: AuthContext, id: number): Promise<AdMaterialRow> {
  await visibleMaterial(db, auth, id);
  const [row] = await db
    .select(columns(await businessToday(db)))
    .from(adMaterials)
    .where(eq(adMaterials.id, id));
  return (await withCustomers(db, [row as Selected]))[0]!;
}

/** The customer a material belongs to: the one chosen (a customer in scope), else the caller's. */
async function customerFor(db: Database, orgId: number | undefined, auth: AuthContext): Promise<number> {
  if (orgId === undefined) {
    const own = await customerOf(db, auth.orgId);
    if (!own) throw AppError.field('orgId', 'adCustomerRequired');
    orgId = own.id;
  }
  const [org] = await db.select({ id: orgs.id, kind: orgs.kind }).from(orgs).where(eq(orgs.id, orgId)).limit(1);
  if (!org) throw AppError.field('orgId', 'adCustomerRequired');
  if (org.kind !== 'customer') throw AppError.field('orgId', 'adNotCustomer');
  if (!(await isInScope(db, auth, { orgId: org.id }))) throw AppError.forbidden();
  return org.id;
}

/**
 * The file of a material: an upload of the advertising use of its kind (an image up to 10 MB, an
 * mp4 up to 100 MB, checked by content when uploaded), sent by the caller or in their scope.
 */
async function uploadedFile(
  db: Database,
  auth: AuthContext,
  url: string,
  kind: AdKind,
  lang: Lang,
): Promise<{ url: string; size: number }> {
  const upload = await findUpload(db, url);
  if (!upload) throw AppError.field('url', 'adUploadNotFound');
  if (upload.dataEntity !== 'advertisement' || upload.dataField !== kind) {
    throw AppError.field('url', 'adUploadKind', { kind: text(lang, `ads:kind.${kind}`) });
  }
  if (upload.userId !== auth.userId && !(await isInScope(db, auth, { orgId: upload.orgId })))
    throw AppError.field('url', 'adUploadNotFound');
  return { url: upload.url, size: upload.size };
}

/** POST /api/Advertisement/save: adds (no id; needs add) or changes (needs edit) a material. */
export async function saveMaterial(db: Database, auth: AuthContext, input: SaveInput, lang: Lang): Promise<AdMaterialRow> {
  // Another customer's material is not found, whatever else the request says.
  const existing = input.id === undefined ? null : await visibleMaterial(db, auth, input.id);
  const file = await uploadedFile(db, auth, input.url, input.kind, lang);
  const seconds = input.seconds ?? AD_LIMITS.defaultSeconds;
  const values = { name: input.name, kind: input.kind, ...file, seconds, remark: input.remark ?? null };
  if (!existing) {
    const orgId = await customerFor(db, input.orgId, auth);
    const [row] = await db
      .insert(adMaterials)
      .values({ ...values, orgId, createdBy: auth.userId, createdByName: (auth.employeeName || auth.username).slice(0, 64) })
      .returning({ id: adMaterials.id });
    return materialDetail(db, auth, row!.id);
  }
  const current = existing!;
  const orgId = input.orgId === undefined || input.orgId === current.orgId ? current.orgId : await customerFor(db, input.orgId, auth);
  const changesPlaylist = current.url !== file.url || current.kind !== input.kind || current.seconds !== seconds || orgId !== current.orgId;
  await db.transaction(async (tx) => {
    // Locked against a release made at the same moment.
    await tx.select({ id: adMaterials.id }).from(adMaterials).where(eq(adMaterials.id, current.id)).for('update');
    if (changesPlaylist) {
      const [used] = await tx
        .select({ n: count() })
        .from(adReleases)
        .where(
          and(eq(adReleases.materialId, current.id), eq(adReleases.status, 'active'), gte(adReleases.endDate, await businessToday(tx))),
        );
      if (used && used.n > 0) throw AppError.badRequest('adMaterialLocked');
    }
    await tx
      .update(adMaterials)
      .set({ ...values, orgId, updatedAt: new Date() })
      .where(eq(adMaterials.id, current.id));
  });
  return materialDetail(db, auth, current.id);
}

/** POST /api/Advertisement/delete: a material no active release uses (its ended and withdrawn releases go with it). */
export async function deleteMaterial(db: Database, auth: AuthContext, id: number): Promise<void> {
  const current = await visibleMaterial(db, auth, id);
  await db.transaction(async (tx) => {
    await tx.select({ id: adMaterials.id }).from(adMaterials).where(eq(adMaterials.id, current.id)).for('update');
    const [used] = await tx
      .select({ n: count() })
      .from(adReleases)
      .where(and(eq(adReleases.materialId, current.id), eq(adReleases.status, 'active'), gte(adReleases.endDate, await businessToday(tx))));
    if (used && used.n > 0) throw AppError.badRequest('adMaterialInUse', { n: used.n });
    await tx.delete(adMaterials).where(eq(adMaterials.id, current.id));
  });
}
