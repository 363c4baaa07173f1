import {
  type ImportRowError,
  LANGS,
  type Lang,
  STAFF_LIMITS,
  STAFF_STATUSES,
  type StaffImportRow,
  type StaffImportSummary,
  type StaffStatus,
  discountTenths,
  localizeIssues,
  message,
  staffImportRowSchema,
} from '@vr/contracts';
import { texts } from '@vr/contracts/texts';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { type ExcelColumn, duplicateRows, importFailure, parseImport, type ParsedRow } from '../../platform/excel/index.js';
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
const STATUS_BY_LABEL = new Map<string, StaffStatus>(
  STAFF_STATUSES.flatMap((status) => {
    const labels = texts(`staffCards:status.${status}`);
    return [[status, status] as const, ...LANGS.map((l) => [labels[l].toLowerCase(), status] as const)];
  }),
);

/** The sheet is read cell by cell; each row is judged here, so the good rows are known when some are bad. */
const anyRow = z.record(z.string(), z.unknown());

function judge(rows: ParsedRow<Record<string, unknown>>[], lang: Lang) {
  const good: ParsedRow<StaffImportRow>[] = [];
  const errors: ImportRowError[] = [];
  for (const { row, data } of rows) {
    const cell = data['status'];
    let status: unknown = cell;
    if (typeof cell === 'string' && cell.trim() !== '') {
      status = STATUS_BY_LABEL.get(cell.trim().toLowerCase());
      if (!status) {
        errors.push({ row, field: 'status', message: message('staffImportStatus', lang) });
        continue;
      }
    }
    const parsed = staffImportRowSchema.safeParse({ ...data, status }, { reportInput: true });
    if (parsed.success) good.push({ row, data: parsed.data });
    else for (const e of localizeIssues(parsed.error.issues, lang)) errors.push({ row, field: e.field, message: e.message });
  }
  return { good, errors };
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
  const goodRows = query.goodRows === 'true';
  let judged: { good: ParsedRow<StaffImportRow>[]; errors: ImportRowError[] } = { good: [], errors: [] };
  await parseImport(request, {
    columns: STAFF_IMPORT_COLUMNS as never,
    schema: anyRow,
    maxRows: STAFF_LIMITS.importRows,
    lang,
    check: async (rows) => {
      judged = judge(rows, lang);
      judged.errors.push(...duplicateRows(judged.good, (d) => d.employeeNo, 'employeeNo', lang));
      const numbers = [...new Set(judged.good.map((r) => r.data.employeeNo))];
      if (numbers.length > 0) {
        const taken = new Set(
          (
            await db
              .select({ no: staffCards.employeeNo })
              .from(staffCards)
              .where(and(eq(staffCards.orgId, customer), inArray(staffCards.employeeNo, numbers)))
          ).map((r) => r.no),
        );
        for (const { row, data } of judged.good)
          if (taken.has(data.employeeNo))
            judged.errors.push({ row, field: 'employeeNo', message: message('staffImportExists', lang, { employeeNo: data.employeeNo }) });
      }
      judged.errors.sort((a, b) => a.row - b.row);
      return goodRows ? [] : judged.errors;
    },
  });
  const bad = new Set(judged.errors.map((e) => e.row));
  const rows = judged.good.filter((r) => !bad.has(r.row));
  const skipped = (importFailure(judged.errors, lang, STAFF_IMPORT_COLUMNS as ExcelColumn<never>[]).data as { rowErrors: ImportRowError[] })
    .rowErrors;
  if (rows.length === 0) {
    if (skipped.length > 0) throw importFailure(judged.errors, lang, STAFF_IMPORT_COLUMNS as ExcelColumn<never>[]);
    return { imported: 0, skipped };
  }
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
