import {
  type Lang,
  WRISTBAND_LIMITS,
  WRISTBAND_UNITS,
  type WristbandImportRow,
  type WristbandImportSummary,
  message,
  wristbandImportRowSchema,
} from '@vr/contracts';
import { texts } from '@vr/contracts/texts';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { type ExcelColumn, judgeWith, labelReader, readKeyedImport } from '../../platform/excel/index.js';
import type { ImportTemplate } from '../../platform/routes/import.js';
import { cardCustomer } from '../cards/index.js';
import { wristbands } from './schema.js';

/** The sheet's columns: the import template and what an imported sheet is read by. */
export const WRISTBAND_IMPORT_COLUMNS: ExcelColumn<WristbandImportRow>[] = [
  { key: 'wristbandNo', header: texts('wristbands:field.wristbandNo'), width: 20 },
  { key: 'tier', header: texts('wristbands:field.tier'), width: 14, optional: true },
  { key: 'duration', header: texts('wristbands:field.duration'), width: 12 },
  { key: 'durationUnit', header: texts('wristbands:field.durationUnit'), width: 10, optional: true },
  { key: 'reusable', header: texts('wristbands:field.reusable'), width: 12, optional: true },
  { key: 'remark', header: texts('wristbands:field.remark'), width: 30, optional: true },
];
const COLUMNS = WRISTBAND_IMPORT_COLUMNS as ExcelColumn<never>[];

export const WRISTBAND_IMPORT_TEMPLATE: ImportTemplate = { fileName: 'wristbands', columns: COLUMNS };

/** A unit cell: "Hours" or "Days" (its code, or its label in any of the four languages). */
const unitOf = labelReader(WRISTBAND_UNITS.map((u) => [u, u, texts(`wristbands:unit.${u}`)] as const));
/** A reuse cell: Yes or No (in any language), true/false or 1/0. */
const reuseOf = labelReader([
  [true, 'true', texts('wristbands:reuse.yes')],
  [true, '1', texts('wristbands:reuse.yes')],
  [false, 'false', texts('wristbands:reuse.no')],
  [false, '0', texts('wristbands:reuse.no')],
] as const);

function judge(cells: Record<string, unknown>, lang: Lang) {
  const durationUnit = unitOf(cells['durationUnit']);
  if (durationUnit === null) return { errors: [{ field: 'durationUnit', message: message('wristbandImportUnit', lang) }] };
  const reusable = reuseOf(typeof cells['reusable'] === 'boolean' ? String(cells['reusable']) : cells['reusable']);
  if (reusable === null) return { errors: [{ field: 'reusable', message: message('wristbandImportReusable', lang) }] };
  return judgeWith(wristbandImportRowSchema, { ...cells, durationUnit, reusable }, lang);
}

/**
 * Adds the bands of a sheet (at most 10 000 rows) to one customer, not activated. Every bad row
 * is answered with its row and reason (a cell out of its rules, a number twice in the sheet, a
 * number the customer has already); nothing is written while any row is bad, unless `goodRows`
 * asks to write the others (the bad ones are answered as left out).
 */
export async function importWristbands(
  db: Database,
  request: FastifyRequest,
  query: { orgId?: number | undefined; goodRows?: 'true' | 'false' | undefined },
  auth: AuthContext,
  lang: Lang,
): Promise<WristbandImportSummary> {
  const customer = await cardCustomer(db, query.orgId, auth);
  const { rows, skipped } = await readKeyedImport(request, {
    columns: COLUMNS,
    maxRows: WRISTBAND_LIMITS.importRows,
    lang,
    goodRows: query.goodRows === 'true',
    judge: (cells) => judge(cells, lang),
    key: (d) => d.wristbandNo,
    keyField: 'wristbandNo',
    taken: async (numbers) =>
      new Set(
        (
          await db
            .select({ no: wristbands.wristbandNo })
            .from(wristbands)
            .where(and(eq(wristbands.orgId, customer), inArray(wristbands.wristbandNo, numbers)))
        ).map((r) => r.no),
      ),
    takenMessage: (wristbandNo) => message('wristbandImportExists', lang, { wristbandNo }),
  });
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    for (let i = 0; i < rows.length; i += 1000) {
      await t.insert(wristbands).values(
        rows.slice(i, i + 1000).map(({ data }) => ({
          orgId: customer,
          wristbandNo: data.wristbandNo,
          tier: data.tier ?? null,
          duration: data.duration,
          durationUnit: data.durationUnit,
          reusable: data.reusable,
          remark: data.remark ?? null,
          createdBy: auth.userId,
        })),
      );
    }
  });
  return { imported: rows.length, skipped };
}
