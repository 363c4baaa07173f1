import {
  type CardChangeKind,
  type CardChangeRecord,
  type CardStatus,
  type MemberCard,
  type cardQuerySchema,
  type cardRecordQuerySchema,
} from '@vr/contracts';
import { type SQL, and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { isoTime } from '../../platform/http/iso.js';
import { inOrgSubtree } from '../../platform/identity/org-subtree.js';
import { orgs } from '../../platform/identity/schema.js';
import { type Page, keysetPageQuery } from '../../platform/list/page-query.js';
import { localTimeRange } from '../../platform/list/time-filter.js';
import { cappedTotal, exactTotalFor } from '../../platform/list/total.js';
import { scopeCondition } from '../../platform/rbac/data-scope.js';
import { businessTimeZone } from '../../platform/settings/time-zone.js';
import { containing } from '../../platform/sql/like.js';
import { devices } from '../devices/index.js';
import { icCardChanges, icCards } from './schema.js';

type CardQuery = z.output<typeof cardQuerySchema>;
type RecordQuery = z.output<typeof cardRecordQuerySchema>;

/** Above this many matching rows a page's total is the planner's estimate. */
const EXACT_TOTAL = 1000;

/** The cards the caller may see: of the customers in their data scope. */
export const cardVisible = (auth: AuthContext): SQL | undefined => scopeCondition(auth, { org: icCards.orgId });

const cardColumns = {
  id: icCards.id,
  icCode: icCards.icCode,
  orgId: icCards.orgId,
  customerName: orgs.name,
  merchant: icCards.merchant,
  status: icCards.status,
  balanceCents: icCards.balanceCents,
  currency: icCards.currency,
  freeUses: icCards.freeUses,
  remark: icCards.remark,
  createdAt: icCards.createdAt,
  updatedAt: icCards.updatedAt,
};

/** The list rows of these cards (any order). */
export async function cardRows(db: Database, ids: number[]): Promise<MemberCard[]> {
  if (ids.length === 0) return [];
  const rows = await db.select(cardColumns).from(icCards).leftJoin(orgs, eq(orgs.id, icCards.orgId)).where(inArray(icCards.id, ids));
  return rows.map((r) => ({
    id: r.id,
    icCode: r.icCode,
    orgId: r.orgId,
    customerName: r.customerName,
    merchant: r.merchant,
    status: r.status as CardStatus,
    balanceCents: r.balanceCents,
    currency: r.currency,
    freeUses: r.freeUses,
    remark: r.remark,
    createTime: isoTime(r.createdAt),
    updateTime: isoTime(r.updatedAt),
  }));
}

/** Member cards in the caller's scope, newest first unless sorted otherwise. */
export function listCards(db: Database, q: CardQuery, auth: AuthContext): Promise<Page<MemberCard>> {
  const where = and(
    cardVisible(auth),
    inOrgSubtree(icCards.orgId, q.orgId),
    containing(icCards.icCode, q.icCode),
    containing(icCards.merchant, q.merchant),
    q.status ? eq(icCards.status, q.status) : undefined,
  );
  return keysetPageQuery({
    params: q,
    sortable: { icCode: icCards.icCode, balanceCents: icCards.balanceCents, freeUses: icCards.freeUses, createTime: icCards.createdAt },
    id: icCards.id,
    idDirection: 'desc',
    keys: ({ fields, after, orderBy, limit, offset }) =>
      db
        .select(fields)
        .from(icCards)
        .where(and(where, after))
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    rows: (ids) => cardRows(db, ids),
    rowId: (r) => r.id,
    count: () =>
      cappedTotal(db, db.select({ id: icCards.id }).from(icCards).where(where), exactTotalFor(EXACT_TOTAL, q.icCode, q.merchant)),
  });
}

async function recordRows(db: Database, ids: number[]): Promise<CardChangeRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: icCardChanges.id,
      cardId: icCardChanges.cardId,
      icCode: icCards.icCode,
      orgId: icCardChanges.orgId,
      customerName: orgs.name,
      kind: icCardChanges.kind,
      amountCents: icCardChanges.amountCents,
      balanceBefore: icCardChanges.balanceBefore,
      balanceAfter: icCardChanges.balanceAfter,
      freeUsesBefore: icCardChanges.freeUsesBefore,
      freeUsesAfter: icCardChanges.freeUsesAfter,
      currency: icCards.currency,
      reason: icCardChanges.reason,
      orderCode: icCardChanges.orderCode,
      deviceCode: devices.deviceCode,
      operator: icCardChanges.operatorName,
      createdAt: icCardChanges.createdAt,
    })
    .from(icCardChanges)
    .innerJoin(icCards, eq(icCards.id, icCardChanges.cardId))
    .leftJoin(orgs, eq(orgs.id, icCardChanges.orgId))
    .leftJoin(devices, eq(devices.id, icCardChanges.deviceId))
    .where(inArray(icCardChanges.id, ids));
  return rows.map(({ balanceBefore, balanceAfter, createdAt, kind, ...r }) => ({
    ...r,
    kind: kind as CardChangeKind,
    balanceBeforeCents: balanceBefore,
    balanceAfterCents: balanceAfter,
    createTime: isoTime(createdAt),
  }));
}

/** The change records of the cards in the caller's scope, newest first. */
export async function listCardChanges(db: Database, q: RecordQuery, auth: AuthContext): Promise<Page<CardChangeRecord>> {
  const zone = await businessTimeZone(db);
  const byCode = q.icCode
    ? sql`${icCardChanges.cardId} in (select ${icCards.id} from ${icCards} where ${containing(icCards.icCode, q.icCode)})`
    : undefined;
  const where = and(
    scopeCondition(auth, { org: icCardChanges.orgId }),
    inOrgSubtree(icCardChanges.orgId, q.orgId),
    q.cardId ? eq(icCardChanges.cardId, q.cardId) : undefined,
    byCode,
    q.kind ? eq(icCardChanges.kind, q.kind) : undefined,
    q.orderCode ? eq(icCardChanges.orderCode, q.orderCode) : undefined,
    ...localTimeRange(icCardChanges.createdAt, q, zone),
  );
  return keysetPageQuery({
    params: q,
    sortable: { createTime: icCardChanges.createdAt },
    id: icCardChanges.id,
    idDirection: 'desc',
    keys: ({ fields, after, orderBy, limit, offset }) =>
      db
        .select(fields)
        .from(icCardChanges)
        .where(and(where, after))
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    rows: (ids) => recordRows(db, ids),
    rowId: (r) => r.id,
    count: () =>
      cappedTotal(db, db.select({ id: icCardChanges.id }).from(icCardChanges).where(where), exactTotalFor(EXACT_TOTAL, q.icCode)),
  });
}
