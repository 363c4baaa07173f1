import type { CardChangeKind } from '@vr/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { rowsOf } from '../../platform/db/rows.js';
import { icCardChanges, icCards } from './schema.js';

export interface CardChange {
  cardId: number;
  kind: CardChangeKind;
  /** Signed change of the balance, in cents. */
  cents: number;
  /** Signed change of the free uses. */
  freeUses: number;
  reason?: string | null;
  orderCode?: string | null;
  deviceId?: number | null;
  operator?: { id: number; name: string } | null;
  /** Only while the card is enabled (a machine's charge). */
  whileEnabled?: boolean;
  /** The balance may not end above this many cents (people's top-ups and adjustments). */
  maxBalanceCents?: number;
}

export interface CardAfter {
  id: number;
  orgId: number;
  balanceCents: number;
  freeUses: number;
  currency: string;
}

/**
 * Moves a card's balance and free uses and writes the change record, in one statement: the update
 * is conditional (nothing goes below zero, and the other conditions asked), so concurrent changes
 * of one card queue on its row and each sees the other's result; no change, no record. Answers
 * the card after the change, or null when a condition refused it.
 */
export async function changeCard(db: Database, c: CardChange): Promise<CardAfter | null> {
  const result = await db.execute(sql`
    with changed as (
      update ${icCards}
         set balance_cents = balance_cents + ${c.cents}, free_uses = free_uses + ${c.freeUses}, updated_at = now()
       where id = ${c.cardId}
         and balance_cents + ${c.cents} >= 0
         and free_uses + ${c.freeUses} >= 0
         ${c.whileEnabled ? sql`and status = 'enabled'` : sql``}
         ${c.maxBalanceCents !== undefined ? sql`and balance_cents + ${c.cents} <= ${c.maxBalanceCents}` : sql``}
      returning id, org_id, balance_cents, free_uses, currency
    ),
    recorded as (
      insert into ${icCardChanges} (card_id, org_id, kind, amount_cents, balance_before, balance_after, free_uses_before,
        free_uses_after, reason, order_code, device_id, operator_id, operator_name)
      select id, org_id, ${c.kind}, ${c.cents}, balance_cents - ${c.cents}, balance_cents, free_uses - ${c.freeUses}, free_uses,
        ${c.reason ?? null}, ${c.orderCode ?? null}, ${c.deviceId ?? null}::integer, ${c.operator?.id ?? null}::integer,
        ${c.operator?.name.slice(0, 64) ?? null}
      from changed
    )
    select id, org_id, balance_cents, free_uses, currency from changed`);
  const [row] = rowsOf<{ id: number; org_id: number; balance_cents: string | number; free_uses: number; currency: string }>(result);
  if (!row) return null;
  return {
    id: Number(row.id),
    orgId: Number(row.org_id),
    balanceCents: Number(row.balance_cents),
    freeUses: Number(row.free_uses),
    currency: row.currency,
  };
}
