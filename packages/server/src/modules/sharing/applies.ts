import {
  SHARING_APPLY_STATUS,
  SHARING_SIGN_STATUS,
  type SharingApplyDetail,
  type SharingApplyRow,
  type sharingApplyListSchema,
  type sharingApplySaveSchema,
} from '@vr/contracts';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import { orgs } from '../../platform/identity/schema.js';
import { type Page, selectPageQuery } from '../../platform/list/page-query.js';
import { isInScope, scopeCondition } from '../../platform/rbac/data-scope.js';
import { containing } from '../../platform/sql/like.js';
import { configById, payConfigs } from '../payments/index.js';
import { findUpload } from '../uploads/index.js';
import { shrApplies, shrApplyHistory } from './schema.js';
import { type ApplyAction, type ApplyState, nextState } from './transitions.js';

type Save = z.output<typeof sharingApplySaveSchema>;
type Query = z.output<typeof sharingApplyListSchema>;
type Apply = typeof shrApplies.$inferSelect;

/** The uploads use whose checks (png/jpg/bmp by content, at most 2 MB) the attachments passed. */
const SHARING_UPLOAD_ENTITY = 'sharing';

const visible = (auth: AuthContext) => scopeCondition(auth, { org: shrApplies.orgId });

const toRow = (a: Apply, customerName: string | null, payMerchantName: string | null): SharingApplyRow => ({
  id: a.id,
  orgId: a.orgId,
  customerName,
  payConfigId: a.payConfigId,
  payMerchantName,
  name: a.name,
  merchantNo: a.merchantNo,
  contact: a.contact,
  phone: a.phone,
  businessType: a.businessType,
  signStatus: a.signStatus,
  applyStatus: a.applyStatus,
  rejectReason: a.rejectReason,
  attachments: a.attachments,
  createdBy: a.createdByName,
  createTime: a.createdAt.toISOString(),
  updateTime: a.updatedAt?.toISOString() ?? null,
});

const selection = { a: shrApplies, customerName: orgs.name, payMerchantName: payConfigs.merchantName };

export async function listApplies(db: Database, q: Query, auth: AuthContext): Promise<Page<SharingApplyRow>> {
  const where = and(
    visible(auth),
    containing(shrApplies.name, q.name),
    q.payConfigId ? eq(shrApplies.payConfigId, q.payConfigId) : undefined,
    q.orgId ? eq(shrApplies.orgId, q.orgId) : undefined,
    q.applyStatus !== undefined ? eq(shrApplies.applyStatus, q.applyStatus) : undefined,
    q.signStatus !== undefined ? eq(shrApplies.signStatus, q.signStatus) : undefined,
  );
  return selectPageQuery(db, {
    params: q,
    sortable: {
      name: shrApplies.name,
      applyStatus: shrApplies.applyStatus,
      signStatus: shrApplies.signStatus,
      createTime: shrApplies.createdAt,
    },
    defaultOrder: [desc(shrApplies.createdAt), desc(shrApplies.id)],
    select: db
      .select(selection)
      .from(shrApplies)
      .leftJoin(orgs, eq(orgs.id, shrApplies.orgId))
      .leftJoin(payConfigs, eq(payConfigs.id, shrApplies.payConfigId))
      .where(where),
    counted: db.select({ id: shrApplies.id }).from(shrApplies).where(where),
    exactTotal: 'all',
    toRows: (rows) => rows.map((r) => toRow(r.a, r.customerName, r.payMerchantName)),
  });
}

async function applyInScope(db: Database, id: number, auth: AuthContext, lock = false): Promise<Apply> {
  const q = db
    .select()
    .from(shrApplies)
    .where(and(eq(shrApplies.id, id), visible(auth)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw AppError.notFound();
  return row;
}

export async function loadApply(db: Database, id: number, auth: AuthContext): Promise<SharingApplyDetail> {
  const [row] = await db
    .select(selection)
    .from(shrApplies)
    .leftJoin(orgs, eq(orgs.id, shrApplies.orgId))
    .leftJoin(payConfigs, eq(payConfigs.id, shrApplies.payConfigId))
    .where(and(eq(shrApplies.id, id), visible(auth)));
  if (!row) throw AppError.notFound();
  const history = await db.select().from(shrApplyHistory).where(eq(shrApplyHistory.applyId, id)).orderBy(asc(shrApplyHistory.id));
  return {
    ...toRow(row.a, row.customerName, row.payMerchantName),
    history: history.map((h) => ({
      action: h.action,
      fromApply: h.fromApply,
      toApply: h.toApply,
      fromSign: h.fromSign,
      toSign: h.toSign,
      reason: h.reason,
      by: h.userName,
      time: h.createdAt.toISOString(),
    })),
  };
}

/** Changes the application's state by the action (refused where the transitions table does not allow it) and records it. */
async function transit(
  db: Database,
  apply: Apply | null,
  applyId: number,
  action: ApplyAction,
  auth: AuthContext,
  reason: string | null,
): Promise<ApplyState> {
  const from = apply ? { applyStatus: apply.applyStatus, signStatus: apply.signStatus } : null;
  const to = nextState(action, from);
  if (apply) {
    await db
      .update(shrApplies)
      .set({
        applyStatus: to.applyStatus,
        signStatus: to.signStatus,
        rejectReason: action === 'reject' ? reason : action === 'resubmit' ? null : apply.rejectReason,
        updatedAt: new Date(),
      })
      .where(eq(shrApplies.id, apply.id));
  }
  await db.insert(shrApplyHistory).values({
    applyId,
    action,
    fromApply: from?.applyStatus ?? null,
    toApply: to.applyStatus,
    fromSign: from?.signStatus ?? null,
    toSign: to.signStatus,
    reason,
    userId: auth.userId,
    userName: auth.username,
  });
  return to;
}

/** Each attachment is a file stored by the uploads area for profit sharing (its type checked there by content). */
async function checkAttachments(db: Database, urls: string[]): Promise<void> {
  for (const url of urls) {
    const upload = await findUpload(db, url);
    if (upload?.dataEntity !== SHARING_UPLOAD_ENTITY) throw AppError.field('attachments', 'sharingAttachmentNotUploaded');
  }
}

/**
 * Applies for a customer (the route's orgCode) under one of its payment configurations, or
 * resubmits a rejected application with new details.
 */
export async function saveApply(db: Database, input: Save, auth: AuthContext): Promise<SharingApplyDetail> {
  const payConfig = await configById(db, input.payConfigId);
  if (!payConfig || !(await isInScope(db, auth, { orgId: payConfig.orgId }))) throw AppError.notFound();
  const [customer] = await db.select({ id: orgs.id, code: orgs.code }).from(orgs).where(eq(orgs.id, payConfig.orgId));
  if (!customer || (customer.code !== input.orgCode && String(customer.id) !== input.orgCode))
    throw AppError.field('orgCode', 'sharingOrgCodeMismatch');
  await checkAttachments(db, input.attachments);
  const details = {
    name: input.name,
    merchantNo: input.merchantNo,
    contact: input.contact,
    phone: input.phone ?? null,
    businessType: input.businessType,
    attachments: input.attachments,
  };
  if (input.id) {
    const current = await applyInScope(db, input.id, auth, true);
    if (current.payConfigId !== input.payConfigId) throw AppError.notFound();
    await transit(db, current, current.id, 'resubmit', auth, null);
    await db.update(shrApplies).set(details).where(eq(shrApplies.id, current.id));
    return loadApply(db, current.id, auth);
  }
  const first = nextState('apply', null);
  const [row] = await db
    .insert(shrApplies)
    .values({
      ...details,
      orgId: payConfig.orgId,
      payConfigId: payConfig.id,
      applyStatus: first.applyStatus,
      signStatus: first.signStatus,
      createdBy: auth.userId,
      createdByName: auth.username,
    })
    .returning();
  await transit(db, null, row!.id, 'apply', auth, null);
  return loadApply(db, row!.id, auth);
}

export async function reviewApply(
  db: Database,
  id: number,
  approve: boolean,
  reason: string | null,
  auth: AuthContext,
): Promise<SharingApplyDetail> {
  const current = await applyInScope(db, id, auth, true);
  await transit(db, current, id, approve ? 'approve' : 'reject', auth, reason);
  return loadApply(db, id, auth);
}

export async function cancelApply(db: Database, id: number, auth: AuthContext): Promise<SharingApplyDetail> {
  const current = await applyInScope(db, id, auth, true);
  await transit(db, current, id, 'cancel', auth, null);
  return loadApply(db, id, auth);
}

/** Records the provider's answer about the merchant's signing of an approved application. */
export async function signApply(db: Database, id: number, signStatus: number, auth: AuthContext): Promise<SharingApplyDetail> {
  const current = await applyInScope(db, id, auth, true);
  const action: ApplyAction = signStatus === SHARING_SIGN_STATUS.success.code ? 'signSuccess' : 'signFailed';
  await transit(db, current, id, action, auth, null);
  return loadApply(db, id, auth);
}

/** Approved and signed: the applications a configuration may name as joiners. */
export const usableJoiner = (a: Pick<Apply, 'applyStatus' | 'signStatus'>): boolean =>
  a.applyStatus === SHARING_APPLY_STATUS.approved.code && a.signStatus === SHARING_SIGN_STATUS.success.code;
