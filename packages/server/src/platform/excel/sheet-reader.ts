import { createRequire } from 'node:module';
import type { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { cellText, isFormulaWithoutValue, normHeader } from './cells.js';
import { type ZipEntry, type ZipLimits, ZipRefused, checkDeclaredSizes, openEntry, readCentralDirectory } from './zip.js';

/** What the sheet reader is asked: plain data, so it can cross into a worker thread. */
export interface SheetJob {
  /** The uploaded xlsx (a zip archive). */
  file: Uint8Array;
  /** Normalised header text (any language, or the key) → column key. */
  headers: Array<[string, string]>;
  /** Keys of the columns the header row must name. */
  required: string[];
  /** Largest number of data rows; reading stops at the next one. */
  maxRows: number;
  limits: ZipLimits;
}

export interface SheetRow {
  /** Sheet row number (the header is row 1). */
  row: number;
  values: Record<string, string | undefined>;
  /** Keys of the cells holding a formula without a cached result. */
  formulaWithoutValue: string[];
}

export type SheetOutcome =
  | { kind: 'rows'; rows: SheetRow[] }
  | { kind: 'notXlsx' }
  | { kind: 'bomb' }
  | { kind: 'empty' }
  | { kind: 'columnMissing'; key: string }
  | { kind: 'tooManyRows' };

/** The parts of exceljs's streaming reader used here, each fed one entry of the archive. */
interface StreamingWorkbook {
  model?: { sheets?: Array<{ rId: string }> };
  workbookRels?: Array<{ Id: string; Target: string }>;
  sharedStrings?: unknown[];
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncIterable<unknown>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseWorksheet(entry: Readable, sheetNo: string): Iterable<{ value: AsyncIterable<ExcelJS.Row> }>;
}
type StreamingWorkbookClass = new (input: null, options: Record<string, string>) => StreamingWorkbook;

let readerClass: StreamingWorkbookClass | undefined;
/** exceljs's streaming workbook reader (loaded once per thread). */
export function loadStreamingReader(): StreamingWorkbookClass {
  return (readerClass ??= createRequire(import.meta.url)('exceljs/lib/stream/xlsx/workbook-reader.js') as StreamingWorkbookClass);
}

/** The archive path of the workbook's first sheet, from the workbook's relationships. */
function firstSheetPath(book: StreamingWorkbook, entries: ZipEntry[]): string | undefined {
  const rId = book.model?.sheets?.[0]?.rId;
  const target = book.workbookRels?.find((r) => r.Id === rId)?.Target;
  if (target) return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
  return entries.map((e) => e.name).find((n) => /^xl\/worksheets\/sheet\d+\.xml$/.test(n));
}

/**
 * Reads the first sheet of an xlsx without ever holding it whole: the archive is checked
 * against `limits` from its directory and again while inflating, the sheet is parsed as a
 * stream and reading stops at `maxRows + 1` data rows. Blank rows are skipped.
 */
export async function readSheet(job: SheetJob): Promise<SheetOutcome> {
  const zip = Buffer.from(job.file.buffer, job.file.byteOffset, job.file.byteLength);
  const opened: Readable[] = [];
  try {
    const entries = readCentralDirectory(zip);
    checkDeclaredSizes(entries, job.limits);
    const byName = new Map(entries.map((e) => [e.name, e]));
    const budget = { remaining: job.limits.maxTotalBytes };
    const open = (name: string): Readable | undefined => {
      const entry = byName.get(name);
      if (!entry) return undefined;
      const stream = openEntry(zip, entry, budget);
      opened.push(stream);
      return stream;
    };

    const Reader = loadStreamingReader();
    const book = new Reader(null, { worksheets: 'emit', sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'cache', entries: 'ignore' });
    const workbook = open('xl/workbook.xml');
    if (!workbook) return { kind: 'notXlsx' };
    const rels = open('xl/_rels/workbook.xml.rels');
    if (rels) await book._parseRels(rels);
    await book._parseWorkbook(workbook);
    const strings = open('xl/sharedStrings.xml');
    if (strings) for await (const _ of book._parseSharedStrings(strings));
    book.sharedStrings ??= [];
    const styles = open('xl/styles.xml');
    if (styles) await book._parseStyles(styles);
    const path = firstSheetPath(book, entries);
    const sheetStream = path ? open(path) : undefined;
    if (!sheetStream) return { kind: 'empty' };
    const [sheet] = [...book._parseWorksheet(sheetStream, '1')];
    if (!sheet) return { kind: 'empty' };

    const headers = new Map(job.headers);
    let positions: Map<number, string> | undefined;
    const mapHeader = (header: ExcelJS.Row | undefined): string | undefined => {
      positions = new Map();
      header?.eachCell((cell, col) => {
        const text = cellText(cell.value);
        const key = text ? headers.get(normHeader(text)) : undefined;
        if (key) positions!.set(col, key);
      });
      const present = new Set(positions.values());
      return job.required.find((k) => !present.has(k));
    };

    const rows: SheetRow[] = [];
    for await (const row of sheet.value) {
      if (!positions) {
        const missing = mapHeader(row.number === 1 ? row : undefined);
        if (missing) return { kind: 'columnMissing', key: missing };
        if (row.number === 1) continue;
      }
      const values: Record<string, string | undefined> = {};
      const formulaWithoutValue: string[] = [];
      let any = false;
      for (const [col, key] of positions!) {
        const value = row.getCell(col).value;
        if (isFormulaWithoutValue(value)) formulaWithoutValue.push(key);
        const text = cellText(value)?.trim();
        if (text !== undefined) any = true;
        values[key] = text;
      }
      if (!any && formulaWithoutValue.length === 0) continue;
      if (rows.length === job.maxRows) return { kind: 'tooManyRows' };
      rows.push({ row: row.number, values, formulaWithoutValue });
    }
    if (!positions) {
      const missing = mapHeader(undefined);
      if (missing) return { kind: 'columnMissing', key: missing };
    }
    return rows.length === 0 ? { kind: 'empty' } : { kind: 'rows', rows };
  } catch (error) {
    return { kind: error instanceof ZipRefused && error.reason === 'bomb' ? 'bomb' : 'notXlsx' };
  } finally {
    for (const stream of opened) stream.destroy();
  }
}
