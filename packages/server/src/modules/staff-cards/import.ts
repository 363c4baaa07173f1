import {
  type Lang,
  STAFF_LIMITS,
  STAFF_STATUSES,
  type StaffImportRow,
  type StaffImportSummary,
  discountTenths,
  message,
  staffImportRowSchema,
} from '@vr/contracts';
import { texts } from '@vr/contracts/texts';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { type ExcelColumn, type RowJudgement, judgeWith, labelReader, readKeyedImport } from '../../platform/excel/index.js';
import type { ImportTemplate } from '../../platform/routes/import.js';
import { cardCustomer } from '../cards/index.js';
import { orgCurrencies } from '../customers/index.js';
import { operatorOf } from './commands.js';
import { businessMonth } from './ledger.js';
import { staffCards, staffRecords } from './schema.js';

/** The sheet's columns: the import template and what an imported sheet is read by. */
export const STAFF_IMPORT_COLUMNS: ExcelColumn<StaffImportRow>[] = [
  { key: 'employeeNo', header: texts('staffCards:field.employeeNo'), width: 18 },
  { key: 'employeeName', header: texts('staffCards:field.employeeName'), width: 20, optional: true },
  { key: 'status', header: texts('staffCards:field.status'), width: 12, optional: true },
  { key: 'monthlyLimit', header: texts('staffCards:field.monthlyLimit'), width: 14, optional: true },
  { key: 'discount', header: texts('staffCards:field.discount'), width: 14, optional: true },
  { key: 'remark', header: texts('staffCards:field.remark'), width: 30, optional: true },
];

export const STAFF_IMPORT_TEMPLATE: ImportTemplate = { fileName: 'staff_cards', columns: STAFF_IMPORT_COLUMNS as ExcelColumn<never>[] };

/** A status cell: "Enabled" or "Disabled" (its code, or its label in any of the four languages). */
const statusOf = labelReader(STAFF_STATUSES.map((status) => [status, status, texts(`staffCards:status.${status}`)] as const));

/** One row's cells: its card, or its errors. */
function judge(cells: Record<string, unknown>, lang: Lang): RowJudgement<StaffImportRow> {
  const status = statusOf(cells['status']);
  if (status === null) return { errors: [{ field: 'status', message: message('staffImportStatus', lang) }] };
  return judgeWith(staffImportRowSchema, { ...cells, status }, lang);
}

/**
 * Adds the cards of a sheet to one customer. Every bad row is answered with its row and reason (a
 * cell out of its rules, a number twice in the sheet, a number the customer has already); nothing
 * is written while any row is bad, unless `goodRows` asks to write the others (the bad ones are
 * answered as left out). Each card starts this month with its whole limit.
 */
export async function importStaffCards(
  db: Database,
  request: FastifyRequest,
  query: { orgId?: number | undefined; goodRows?: 'true' | 'false' | undefined },
  auth: AuthContext,
  lang: Lang,
): Promise<StaffImportSummary> {
  const customer = await cardCustomer(db, query.orgId, auth);
  const { rows, skipped } = await readKeyedImport(request, {
    columns: STAFF_IMPORT_COLUMNS as ExcelColumn<never>[],
    maxRows: STAFF_LIMITS.importRows,
    lang,
    goodRows: query.goodRows === 'true',
    judge: (cells) => judge(cells, lang),
    key: (d) => d.employeeNo,
    keyField: 'employeeNo',
    taken: async (numbers) =>
      new Set(
        (
          await db
            .select({ no: staffCards.employeeNo })
            .from(staffCards)
            .where(and(eq(staffCards.orgId, customer), inArray(staffCards.employeeNo, numbers)))
        ).map((r) => r.no),
      ),
    takenMessage: (employeeNo) => message('staffImportExists', lang, { employeeNo }),
  });
  if (rows.length === 0) return { imported: 0, skipped };
  const currency = (await orgCurrencies(db, [customer])).get(customer)!;
  const month = await businessMonth(db);
  const operator = operatorOf(auth);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    for (let i = 0; i < rows.length; i += 500) {
      const made = await t
        .insert(staffCards)
        .values(
          rows.slice(i, i + 500).map(({ data }) => ({
            orgId: customer,
            employeeName: data.employeeName ?? '',
            employeeNo: data.employeeNo,
            status: data.status,
            monthlyLimitCents: data.monthlyLimit * 100,
            quotaCents: data.monthlyLimit * 100,
            quotaMonth: month,
            discountTenths: discountTenths(data.discount),
            currency,
            remark: data.remark ?? null,
            createdBy: auth.userId,
          })),
        )
        .returning({ id: staffCards.id, limit: staffCards.monthlyLimitCents });
      await t.insert(staffRecords).values(
        made.map((m) => ({
          cardId: m.id,
          orgId: customer,
          kind: 'import',
          amountCents: m.limit,
          quotaBefore: 0,
          quotaAfter: m.limit,
          operatorId: operator.id,
          operatorName: operator.name,
        })),
      );
    }
  });
  return { imported: rows.length, skipped };
}
