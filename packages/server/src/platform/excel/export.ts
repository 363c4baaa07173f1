import { PassThrough } from 'node:stream';
import { EXPORT_SHEET_NAME, type Lang } from '@vr/contracts';
import type { FastifyReply } from 'fastify';
import { type ExcelColumn, headerText } from './columns.js';
import { localDateTime } from '../settings/calendar-day.js';
import { DEFAULT_TIME_ZONE } from '../settings/time-zone.js';
import { type SheetLayout, openSheet } from './sheet-writer.js';

export { neutralised } from './sheet-writer.js';

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

/** The layout of a spec's sheet: its columns' headers in the spec's language, keys and widths. */
export function sheetLayout<Row>(columns: readonly ExcelColumn<Row>[], lang: Lang, timeZone: string): SheetLayout {
  return {
    sheetName: EXPORT_SHEET_NAME,
    headers: columns.map((c) => headerText(c, lang)),
    keys: columns.map((c) => c.key),
    widths: columns.map((c) => c.width ?? 20),
    timeZone,
  };
}

/** A row's values in the columns' order, before they are made cells. */
export function columnValues<Row>(columns: readonly ExcelColumn<Row>[], row: Row, lang: Lang): unknown[] {
  return columns.map((c) => (c.value ? c.value(row, lang) : (row as Record<string, unknown>)[c.key]));
}

/**
 * Writes the workbook into `out`, batch by batch; rejects (and destroys `out`) on failure.
 * `first` is the first batch when the caller has read it already.
 */
export async function writeXlsx<Row>(out: PassThrough, spec: XlsxExport<Row>, first?: Row[]): Promise<void> {
  const sheet = await openSheet(out, sheetLayout(spec.columns, spec.lang, spec.timeZone));
  const size = spec.batchSize ?? EXPORT_BATCH_SIZE;
  if (spec.batch) {
    for (let offset = 0; ; offset += size) {
      const rows = offset === 0 && first ? first : await spec.batch({ offset, limit: size });
      sheet.addRows(rows.map((row) => columnValues(spec.columns, row, spec.lang)));
      if (rows.length < size) break;
      // Let the zip stream drain before the next batch.
      await new Promise((r) => setImmediate(r));
    }
  }
  await sheet.close();
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
