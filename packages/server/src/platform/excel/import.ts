import { IMPORT_MAX_BYTES, type ImportRowError, type Lang, LANGS, Status, localizeIssues, message } from '@vr/contracts';
import type ExcelJS from 'exceljs';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../http/errors.js';
import { type ExcelColumn, headerText } from './columns.js';
import { loadExcelJs } from './exceljs.js';

/** Every xlsx is a zip archive: it starts with the local file header "PK\x03\x04". */
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

export interface UploadedFile {
  filename: string;
  buffer: Buffer;
  /** Other multipart fields sent with the file. */
  fields: Record<string, string>;
}

/**
 * Reads the one file of a multipart request (field name free), refusing a missing file, one
 * larger than `maxBytes`, or content that is not an xlsx workbook.
 */
export async function readUploadedXlsx(request: FastifyRequest, maxBytes = IMPORT_MAX_BYTES): Promise<UploadedFile> {
  let part;
  try {
    part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  } catch {
    throw AppError.field('file', 'importFileMissing');
  }
  if (!part) throw AppError.field('file', 'importFileMissing');
  let buffer: Buffer;
  try {
    buffer = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw AppError.field('file', 'importTooLarge', { mb: Math.round(maxBytes / 1024 / 1024) });
    }
    throw error;
  }
  if (buffer.length < ZIP_MAGIC.length || !buffer.subarray(0, ZIP_MAGIC.length).equals(ZIP_MAGIC)) {
    throw AppError.field('file', 'importNotXlsx');
  }
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(part.fields)) {
    const v = value as { type?: string; value?: unknown } | undefined;
    if (v && v.type === 'field') fields[key] = String(v.value);
  }
  return { filename: part.filename, buffer, fields };
}

/** A cell as the text a person typed: rich text joined, formulas by result, dates as ISO. */
export function cellText(value: ExcelJS.CellValue): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('error' in value) return undefined;
  }
  return String(value as unknown);
}

const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');

export interface ImportSpec<S extends z.ZodType> {
  columns: ExcelColumn<never>[];
  /** Validates one row (keys = column keys, values = cell texts). */
  schema: S;
  /** Largest number of data rows accepted; each area sets its own. */
  maxRows: number;
  lang: Lang;
  /**
   * Business checks of the valid rows (duplicates, existing keys, unknown references): their
   * errors are answered together with the format errors of the other rows.
   */
  check?: (rows: ParsedRow<z.output<S>>[]) => Promise<ImportRowError[]> | ImportRowError[];
}

export interface ParsedRow<T> {
  /** Sheet row number (the header is row 1). */
  row: number;
  data: T;
}

/**
 * The refusal of an import with its row errors; nothing has been written. Given the columns,
 * each error also names its column header in `lang`.
 */
export function importFailure(errors: ImportRowError[], lang?: Lang, columns?: ExcelColumn<never>[]): AppError {
  const rowErrors = lang && columns ? withColumns(errors, columns, lang) : errors;
  return new AppError(Status.BAD_REQUEST, 'importRowErrors', { count: rowErrors.length }, { rowErrors });
}

/** Adds each error's column header (request language), so the client can name the column. */
function withColumns(errors: ImportRowError[], columns: ExcelColumn<never>[], lang: Lang): ImportRowError[] {
  const byKey = new Map(columns.map((c) => [c.key, headerText(c, lang)]));
  return errors.map((e) => {
    const column = e.column ?? byKey.get(e.field);
    return column ? { ...e, column } : e;
  });
}

/**
 * Parses the first sheet of an xlsx: the header row names the columns (in any of the four
 * languages, or by key), each data row is validated with `schema`. Refuses, before anything is
 * written, a file over `maxRows` rows or with any invalid row, answering every row error.
 */
export async function parseXlsxRows<S extends z.ZodType>(buffer: Buffer, spec: ImportSpec<S>): Promise<ParsedRow<z.output<S>>[]> {
  const workbook = new (await loadExcelJs()).Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw AppError.field('file', 'importNotXlsx');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw AppError.field('file', 'importEmpty');

  // Header: map each column of the sheet to a field.
  const byHeader = new Map<string, string>();
  for (const column of spec.columns) {
    byHeader.set(norm(column.key), column.key);
    for (const lang of LANGS) byHeader.set(norm(headerText(column, lang)), column.key);
  }
  const positions = new Map<number, string>();
  sheet.getRow(1).eachCell((cell, col) => {
    const text = cellText(cell.value);
    const key = text ? byHeader.get(norm(text)) : undefined;
    if (key) positions.set(col, key);
  });
  const present = new Set(positions.values());
  const missing = spec.columns.find((c) => !c.optional && !present.has(c.key));
  if (missing) throw AppError.field('file', 'importColumnMissing', { column: headerText(missing, spec.lang) });

  // Data rows: skip blank ones, count the rest before validating anything.
  const raw: Array<{ row: number; values: Record<string, string | undefined> }> = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rowNumber === 1) return;
    const values: Record<string, string | undefined> = {};
    let any = false;
    for (const [col, key] of positions) {
      const text = cellText(row.getCell(col).value);
      if (text !== undefined) any = true;
      values[key] = text?.trim();
    }
    if (any) raw.push({ row: rowNumber, values });
  });
  if (raw.length === 0) throw AppError.field('file', 'importEmpty');
  if (raw.length > spec.maxRows) {
    throw AppError.field('file', 'importTooManyRows', { count: raw.length, max: spec.maxRows });
  }

  const errors: ImportRowError[] = [];
  const parsed: ParsedRow<z.output<S>>[] = [];
  for (const { row, values } of raw) {
    const result = spec.schema.safeParse(values, { reportInput: true });
    if (result.success) parsed.push({ row, data: result.data });
    else for (const e of localizeIssues(result.error.issues, spec.lang)) errors.push({ row, field: e.field, message: e.message });
  }
  if (spec.check) errors.push(...(await spec.check(parsed)));
  if (errors.length > 0)
    throw importFailure(
      errors.sort((a, b) => a.row - b.row),
      spec.lang,
      spec.columns,
    );
  return parsed;
}

/**
 * Row errors for rows whose `key` repeats an earlier row of the same file (e.g. a dictionary
 * value twice in one sheet).
 */
export function duplicateRows<T>(rows: ParsedRow<T>[], key: (data: T) => string, field: string, lang: Lang): ImportRowError[] {
  const first = new Map<string, number>();
  const errors: ImportRowError[] = [];
  for (const { row, data } of rows) {
    const k = key(data);
    const seen = first.get(k);
    if (seen === undefined) first.set(k, row);
    else errors.push({ row, field, message: message('importDuplicateInFile', lang, { row: seen }) });
  }
  return errors;
}

/** Reads the upload and parses it: the one call an import route needs before its own checks. */
export async function parseImport<S extends z.ZodType>(request: FastifyRequest, spec: ImportSpec<S>): Promise<ParsedRow<z.output<S>>[]> {
  const file = await readUploadedXlsx(request);
  return parseXlsxRows(file.buffer, spec);
}
