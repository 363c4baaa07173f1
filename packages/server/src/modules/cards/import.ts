import {
  CARD_LIMITS,
  CARD_STATUSES,
  type CardStatus,
  type ImportRowError,
  LANGS,
  type Lang,
  type MemberCard,
  cardImportRowSchema,
  message,
  toCents,
} from '@vr/contracts';
import { texts } from '@vr/contracts/texts';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { type ExcelColumn, duplicateRows, parseImport } from '../../platform/excel/index.js';
import type { ImportTemplate } from '../../platform/routes/import.js';
import { orgCurrencies } from '../customers/index.js';
import { cardCustomer } from './commands.js';
import { changeCard } from './ledger.js';
import { icCards } from './schema.js';

/** The sheet's columns: the import template and what an imported sheet is read by. */
export const CARD_IMPORT_COLUMNS: ExcelColumn<MemberCard>[] = [
  { key: 'icCode', header: texts('cards:field.icCode'), width: 22 },
  { key: 'merchant', header: texts('cards:field.merchant'), width: 22, optional: true },
  { key: 'status', header: texts('cards:field.status'), width: 12, optional: true },
  { key: 'balance', header: texts('cards:field.openingBalance'), width: 14, optional: true },
  { key: 'freeUses', header: texts('cards:field.freeUses'), width: 12, optional: true },
  { key: 'remark', header: texts('cards:field.remark'), width: 30, optional: true },
];

export const CARD_IMPORT_TEMPLATE: ImportTemplate = { fileName: 'member_cards', columns: CARD_IMPORT_COLUMNS as ExcelColumn<never>[] };

/** A status cell: its code, or its label in any of the four languages. */
const STATUS_BY_LABEL = new Map<string, CardStatus>(
  CARD_STATUSES.flatMap((status) => {
    const labels = texts(`cards:status.${status}`);
    return [[status.toLowerCase(), status] as const, ...LANGS.map((l) => [labels[l].toLowerCase(), status] as const)];
  }),
);

const rowSchema = cardImportRowSchema.extend({
  status: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? (STATUS_BY_LABEL.get(v.trim().toLowerCase()) ?? v) : v),
    cardImportRowSchema.shape.status,
  ),
});

/**
 * Adds the cards of a sheet to one customer, all or nothing: every bad row is answered with its
 * reason (a number twice in the sheet, a number the customer has already, a cell out of its
 * rules) and nothing is written while any row is bad. Opening balances and free uses are recorded
 * as top-ups.
 */
export async function importCards(
  db: Database,
  request: FastifyRequest,
  orgId: number | undefined,
  auth: AuthContext,
  lang: Lang,
): Promise<number> {
  const customer = await cardCustomer(db, orgId, auth);
  const rows = await parseImport(request, {
    columns: CARD_IMPORT_COLUMNS as never,
    schema: rowSchema,
    maxRows: CARD_LIMITS.importRows,
    lang,
    check: async (valid) => {
      const errors: ImportRowError[] = duplicateRows(valid, (d) => d.icCode, 'icCode', lang);
      const codes = [...new Set(valid.map((r) => r.data.icCode))];
      if (codes.length === 0) return errors;
      const taken = new Set(
        (
          await db
            .select({ icCode: icCards.icCode })
            .from(icCards)
            .where(and(eq(icCards.orgId, customer), inArray(icCards.icCode, codes)))
        ).map((r) => r.icCode),
      );
      for (const { row, data } of valid)
        if (taken.has(data.icCode))
          errors.push({ row, field: 'icCode', message: message('cardImportExists', lang, { icCode: data.icCode }) });
      return errors;
    },
  });
  const currency = (await orgCurrencies(db, [customer])).get(customer)!;
  const operator = { id: auth.userId, name: auth.employeeName || auth.username };
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    for (let i = 0; i < rows.length; i += 500) {
      const slice = rows.slice(i, i + 500);
      const made = await t
        .insert(icCards)
        .values(
          slice.map(({ data }) => ({
            orgId: customer,
            icCode: data.icCode,
            merchant: data.merchant ?? null,
            status: data.status,
            currency,
            remark: data.remark ?? null,
            createdBy: auth.userId,
          })),
        )
        .returning({ id: icCards.id, icCode: icCards.icCode });
      const idOf = new Map(made.map((m) => [m.icCode, m.id]));
      for (const { data } of slice) {
        const cents = toCents(data.balance);
        if (cents > 0 || data.freeUses > 0)
          await changeCard(t, { cardId: idOf.get(data.icCode)!, kind: 'topUp', cents, freeUses: data.freeUses, operator });
      }
    }
  });
  return rows.length;
}
