import { type StaffCard, type StaffSave, type StaffStatusChange, discountTenths } from '@vr/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import { cardCustomer } from '../cards/index.js';
import { orgCurrencies } from '../customers/index.js';
import { businessMonth } from './ledger.js';
import { staffCardRows, staffCardVisible } from './service.js';
import { staffCards, staffRecords } from './schema.js';

export const operatorOf = (auth: AuthContext) => ({ id: auth.userId, name: (auth.employeeName || auth.username).slice(0, 64) });

/** A card the caller may manage, locked for the change; "not found" when missing or outside the scope. */
async function cardInScope(db: Database, id: number, auth: AuthContext) {
  const [card] = await db
    .select()
    .from(staffCards)
    .where(and(eq(staffCards.id, id), staffCardVisible(auth)))
    .for('update');
  if (!card) throw AppError.notFound();
  return card;
}

async function answer(db: Database, id: number): Promise<StaffCard> {
  return (await staffCardRows(db, [id]))[0]!;
}

async function assertNoFree(db: Database, orgId: number, employeeNo: string, except?: number): Promise<void> {
  const [taken] = await db
    .select({ id: staffCards.id })
    .from(staffCards)
    .where(and(eq(staffCards.orgId, orgId), eq(staffCards.employeeNo, employeeNo), except ? ne(staffCards.id, except) : undefined))
    .limit(1);
  if (taken) throw AppError.field('employeeNo', 'staffNoTaken', { employeeNo });
}

/** What a person's change says in the record: the fields changed, `field: before → after`. */
function changes(before: Record<string, unknown>, after: Record<string, unknown>): string {
  return Object.keys(after)
    .filter((k) => String(before[k] ?? '') !== String(after[k] ?? ''))
    .map((k) => `${k}: ${String(before[k] ?? '')} → ${String(after[k] ?? '')}`)
    .join('; ')
    .slice(0, 300);
}

/**
 * Adds a card (no id), starting this month with its whole limit, or edits one. A changed limit
 * moves this month's remaining quota by the same difference, never below zero. Each is recorded.
 */
export async function saveStaffCard(db: Database, input: StaffSave, auth: AuthContext): Promise<StaffCard> {
  const month = await businessMonth(db);
  const limitCents = input.monthlyLimit * 100;
  const tenths = discountTenths(input.discount);
  if (input.id !== undefined) {
    const card = await cardInScope(db, input.id, auth);
    await assertNoFree(db, card.orgId, input.employeeNo, card.id);
    const before = card.quotaMonth === month ? card.quotaCents : card.monthlyLimitCents;
    const quota = Math.max(0, before + limitCents - card.monthlyLimitCents);
    await db
      .update(staffCards)
      .set({
        employeeName: input.employeeName,
        employeeNo: input.employeeNo,
        status: input.status,
        monthlyLimitCents: limitCents,
        discountTenths: tenths,
        quotaCents: quota,
        quotaMonth: month,
        remark: input.remark ?? null,
        updatedAt: new Date(),
      })
      .where(eq(staffCards.id, card.id));
    await db.insert(staffRecords).values({
      cardId: card.id,
      orgId: card.orgId,
      kind: 'edit',
      amountCents: quota - before,
      quotaBefore: before,
      quotaAfter: quota,
      detail: changes(
        {
          name: card.employeeName,
          no: card.employeeNo,
          status: card.status,
          limit: card.monthlyLimitCents / 100,
          discount: card.discountTenths / 10,
        },
        { name: input.employeeName, no: input.employeeNo, status: input.status, limit: input.monthlyLimit, discount: tenths / 10 },
      ),
      operatorId: auth.userId,
      operatorName: operatorOf(auth).name,
    });
    return answer(db, card.id);
  }
  const orgId = await cardCustomer(db, input.orgId, auth);
  await assertNoFree(db, orgId, input.employeeNo);
  const currency = (await orgCurrencies(db, [orgId])).get(orgId)!;
  const [card] = await db
    .insert(staffCards)
    .values({
      orgId,
      employeeName: input.employeeName,
      employeeNo: input.employeeNo,
      status: input.status,
      monthlyLimitCents: limitCents,
      quotaCents: limitCents,
      quotaMonth: month,
      discountTenths: tenths,
      currency,
      remark: input.remark ?? null,
      createdBy: auth.userId,
    })
    .returning({ id: staffCards.id });
  await db.insert(staffRecords).values({
    cardId: card!.id,
    orgId,
    kind: 'add',
    amountCents: limitCents,
    quotaBefore: 0,
    quotaAfter: limitCents,
    operatorId: auth.userId,
    operatorName: operatorOf(auth).name,
  });
  return answer(db, card!.id);
}

/** Enables or disables a card; a disabled card is refused at every machine. */
export async function setStaffCardStatus(db: Database, input: StaffStatusChange, auth: AuthContext): Promise<StaffCard> {
  const card = await cardInScope(db, input.id, auth);
  if (card.status !== input.status) {
    const month = await businessMonth(db);
    const quota = card.quotaMonth === month ? card.quotaCents : card.monthlyLimitCents;
    await db.update(staffCards).set({ status: input.status, updatedAt: new Date() }).where(eq(staffCards.id, card.id));
    await db.insert(staffRecords).values({
      cardId: card.id,
      orgId: card.orgId,
      kind: 'status',
      quotaBefore: quota,
      quotaAfter: quota,
      detail: `${card.status} → ${input.status}`,
      operatorId: auth.userId,
      operatorName: operatorOf(auth).name,
    });
  }
  return answer(db, card.id);
}
