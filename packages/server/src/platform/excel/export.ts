import { PassThrough } from 'node:stream';
import { EXPORT_SHEET_NAME, type Lang } from '@vr/contracts';
import type ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { type ExcelColumn, headerText } from './columns.js';
import { localDateTime } from '../settings/calendar-day.js';
import { DEFAULT_TIME_ZONE } from '../settings/time-zone.js';
import { loadExcelJs } from './exceljs.js';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Rows read from the database per round trip while exporting. */
export const EXPORT_BATCH_SIZE = 500;

export interface XlsxExport<Row> {
  /** File name without extension; a timestamp is appended. */
  fileName: string;
  lang: Lang;
  columns: ExcelColumn<Row>[];
  /**
   * One batch of rows in a stable order; an empty or short batch ends the export. Called with
   * growing offsets, so memory stays constant whatever the number of rows. Omit for a template.
   */
  batch?: (page: { offset: number; limit: number }) => Promise<Row[]>;
  batchSize?: number;
  /**
   * The business time zone (`businessTimeZone(db)`): moments (dates, ISO times) are written as
   * `YYYY-MM-DD HH:mm:ss` on its clock, and the file name's stamp too.
   */
  timeZone: string;
}

function stamp(timeZone: string, date = new Date()): string {
  return localDateTime(timeZone, date).replace(/\D/g, '');
}

/** A moment in ISO 8601 with its offset, as the API answers times (`2026-06-01T21:30:05.000Z`). */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * Text that a spreadsheet program could take for a formula when the cell is edited or the sheet is
 * saved as CSV: a formula character (or its full-width form, which some programs read the same),
 * also behind spaces and line breaks, or a tab or line break first.
 */
const FORMULA_START = /^[\s\u3000]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|^[\t\r\n]/;

/**
 * Text cells that begin like a formula are written behind a single quote, so opening the export
 * never runs what a user typed into a field (CSV/formula injection); numbers stay numbers.
 */
export function neutralised(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A cell: moments as local times of `timeZone` (never raw UTC), numbers and booleans as such, the rest as safe text. */
function cellValue(value: unknown, timeZone: string): ExcelJS.CellValue {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : localDateTime(timeZone, value);
  if (typeof value === 'string' && ISO_INSTANT.test(value)) return localDateTime(timeZone, new Date(value));
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  return neutralised(typeof value === 'string' ? value : JSON.stringify(value));
}

/**
 * Writes the workbook into `out`, batch by batch; rejects (and destroys `out`) on failure.
 * `first` is the first batch when the caller has read it already.
 */
export async function writeXlsx<Row>(out: PassThrough, spec: XlsxExport<Row>, first?: Row[]): Promise<void> {
  const { stream } = await loadExcelJs();
  const workbook = new stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(EXPORT_SHEET_NAME, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = spec.columns.map((c) => ({ key: c.key, width: c.width ?? 20 }));
  const header = sheet.addRow(spec.columns.map((c) => headerText(c, spec.lang)));
  header.font = { bold: true };
  header.commit();
  const size = spec.batchSize ?? EXPORT_BATCH_SIZE;
  if (spec.batch) {
    for (let offset = 0; ; offset += size) {
      const rows = offset === 0 && first ? first : await spec.batch({ offset, limit: size });
      for (const row of rows) {
        sheet
          .addRow(
            spec.columns.map((c) => cellValue(c.value ? c.value(row, spec.lang) : (row as Record<string, unknown>)[c.key], spec.timeZone)),
          )
          .commit();
      }
      if (rows.length < size) break;
      // Let the zip stream drain before the next batch.
      await new Promise((r) => setImmediate(r));
    }
  }
  sheet.commit();
  await workbook.commit();
}

/**
 * Answers an xlsx download that is streamed while it is written: header labels in the
 * request's language, rows read in batches (never all at once), sheet "Sheet1". The first batch
 * is read before the answer starts, so a query that fails (a bad filter or sort) is answered
 * with an error envelope rather than a file cut short.
 */
export async function sendXlsx<Row>(reply: FastifyReply, spec: XlsxExport<Row>): Promise<FastifyReply> {
  const first = spec.batch ? await spec.batch({ offset: 0, limit: spec.batchSize ?? EXPORT_BATCH_SIZE }) : undefined;
  const out = new PassThrough();
  const name = `${spec.fileName}_${stamp(spec.timeZone)}.xlsx`;
  writeXlsx(out, spec, first).catch((error: unknown) => {
    reply.log.error({ err: error }, 'xlsx export failed');
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return reply
    .header('content-type', XLSX_MIME)
    .header('content-disposition', `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`)
    .header('cache-control', 'no-store')
    .send(out);
}

/** An import template: the header row only, in the request's language (no moments: its name is stamped in the default zone). */
export function sendTemplate(reply: FastifyReply, fileName: string, lang: Lang, columns: ExcelColumn<never>[]): Promise<FastifyReply> {
  return sendXlsx(reply, { fileName, lang, columns, timeZone: DEFAULT_TIME_ZONE });
}
