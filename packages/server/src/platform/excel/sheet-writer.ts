import type { Writable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { localDateTime } from '../settings/calendar-day.js';
import { loadExcelJs } from './exceljs.js';

// Imported by the export worker thread: only what writing a sheet needs (no contracts, no database).

/** The shape of an exported sheet as plain data, so it can be handed to a worker thread. */
export interface SheetLayout {
  sheetName: string;
  /** Header texts, already in the reader's language. */
  headers: string[];
  keys: string[];
  widths: number[];
  /** Moments are written on this zone's clock. */
  timeZone: string;
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

/**
 * A column's value as it may cross to another thread: text, numbers, booleans, moments and blanks
 * as they are, anything else as its JSON text (which `cellValue` then writes just as it would the
 * object itself).
 */
export function portableValue(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value) ?? null;
}

/** From this instant on every zone's offset is whole minutes, so a moment's seconds are its UTC seconds. */
const WHOLE_MINUTE_OFFSETS_SINCE = Date.UTC(2000, 0, 1);
const MINUTES_KEPT = 10_000;
const minuteTexts = new Map<string, Map<number, string>>();

/**
 * `localDateTime`, with the zone's clock read once per minute: formatting with Intl is most of
 * the work of writing a sheet of moments, and an export's rows come in time order.
 */
export function momentText(timeZone: string, at: Date): string {
  const ms = at.getTime();
  if (ms < WHOLE_MINUTE_OFFSETS_SINCE) return localDateTime(timeZone, at);
  let minutes = minuteTexts.get(timeZone);
  if (!minutes) minuteTexts.set(timeZone, (minutes = new Map()));
  const minute = Math.floor(ms / 60_000);
  let text = minutes.get(minute);
  if (text === undefined) {
    if (minutes.size >= MINUTES_KEPT) minutes.clear();
    text = localDateTime(timeZone, new Date(minute * 60_000)).slice(0, 16);
    minutes.set(minute, text);
  }
  const seconds = at.getUTCSeconds();
  return `${text}:${seconds < 10 ? '0' : ''}${seconds}`;
}

/** A cell: moments as local times of `timeZone` (never raw UTC), numbers and booleans as such, the rest as safe text. */
export function cellValue(value: unknown, timeZone: string): ExcelJS.CellValue {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : momentText(timeZone, value);
  if (typeof value === 'string' && ISO_INSTANT.test(value)) return momentText(timeZone, new Date(value));
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  return neutralised(typeof value === 'string' ? value : JSON.stringify(value));
}

/** A sheet being written: rows of column values in the layout's order, then `close`. */
export interface SheetOutput {
  addRows(rows: readonly (readonly unknown[])[]): void;
  /** Ends the workbook; resolves when all of it has been written into `out`. */
  close(): Promise<void>;
}

type AddStyleModel = (model: object | undefined, cellType?: number) => number;

/**
 * exceljs works out the style id of every cell from its style, even when that is the same empty
 * style of every data cell (and remembers each cell's style object in a WeakMap): the id of an
 * empty style is worked out once per cell type, the same id exceljs would give.
 */
function emptyStylesOnce(styles: { addStyleModel: AddStyleModel }): void {
  const addStyleModel = styles.addStyleModel.bind(styles);
  const ids = new Map<number | undefined, number>();
  styles.addStyleModel = (model, cellType) => {
    if (!model || Object.keys(model).length > 0) return addStyleModel(model, cellType);
    let id = ids.get(cellType);
    if (id === undefined) ids.set(cellType, (id = addStyleModel(model, cellType)));
    return id;
  };
}

/** Starts a workbook of one sheet in `out` (exceljs' streaming writer): a bold header row, frozen. */
export async function openSheet(out: Writable, layout: SheetLayout): Promise<SheetOutput> {
  const { stream } = await loadExcelJs();
  const workbook = new stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  emptyStylesOnce((workbook as unknown as { styles: { addStyleModel: AddStyleModel } }).styles);
  const sheet = workbook.addWorksheet(layout.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = layout.keys.map((key, i) => ({ key, width: layout.widths[i] }));
  const header = sheet.addRow(layout.headers);
  header.font = { bold: true };
  header.commit();
  return {
    addRows(rows) {
      for (const row of rows) sheet.addRow(row.map((value) => cellValue(value, layout.timeZone))).commit();
    },
    async close() {
      sheet.commit();
      await workbook.commit();
    },
  };
}
