import { IMPORT_MAX_BYTES, type ImportRowError, type Lang, LANGS, Status, localizeIssues, message } from '@vr/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../http/errors.js';
import { normHeader } from './cells.js';
import { type ExcelColumn, headerText } from './columns.js';
import { ImportSlots } from './import-slots.js';
import { SheetWorkers } from './sheet-workers.js';
import { XLSX_ZIP_LIMITS } from './zip.js';

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

export { cellText } from './cells.js';

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

/** Imports at once: one per account, two sheets read per process (each holds a worker and its file). */
export const importSlots = new ImportSlots(1, 2);

const sheetWorkers = new SheetWorkers({ timeoutMs: 20_000, idleMs: 60_000, maxHeapMb: 256, maxIdle: importSlots.perProcess });

/** Ends the idle import workers (at shutdown and after tests). */
export function closeImportWorkers(): Promise<void> {
  return sheetWorkers.close();
}

/**
 * Parses the first sheet of an xlsx in a worker thread: the header row names the columns (in
 * any of the four languages, or by key), each data row is validated with `schema`. Refuses,
 * before anything is written, an archive that unpacks past its limits, a file over `maxRows`
 * rows (reading stops at the next one) or with any invalid row, answering every row error.
 */
export async function parseXlsxRows<S extends z.ZodType>(buffer: Buffer, spec: ImportSpec<S>): Promise<ParsedRow<z.output<S>>[]> {
  const headers: Array<[string, string]> = [];
  for (const column of spec.columns) {
    headers.push([normHeader(column.key), column.key]);
    for (const lang of LANGS) headers.push([normHeader(headerText(column, lang)), column.key]);
  }
  const release = importSlots.takeProcess();
  let outcome;
  try {
    outcome = await sheetWorkers.read({
      file: buffer,
      headers,
      required: spec.columns.filter((c) => !c.optional).map((c) => c.key),
      maxRows: spec.maxRows,
      limits: XLSX_ZIP_LIMITS,
    });
  } finally {
    release();
  }
  switch (outcome.kind) {
    case 'rows':
      break;
    case 'notXlsx':
      throw AppError.field('file', 'importNotXlsx');
    case 'bomb':
      throw AppError.field('file', 'importUnpackedTooLarge', { mb: Math.round(XLSX_ZIP_LIMITS.maxTotalBytes / 1024 / 1024) });
    case 'empty':
      throw AppError.field('file', 'importEmpty');
    case 'columnMissing': {
      const column = spec.columns.find((c) => c.key === outcome.key)!;
      throw AppError.field('file', 'importColumnMissing', { column: headerText(column, spec.lang) });
    }
    case 'tooManyRows':
      throw AppError.field('file', 'importTooManyRows', { max: spec.maxRows });
    case 'timeout':
    case 'crashed':
      throw AppError.field('file', 'importUnreadable');
  }

  const errors: ImportRowError[] = [];
  const parsed: ParsedRow<z.output<S>>[] = [];
  for (const { row, values, formulaWithoutValue } of outcome.rows) {
    if (formulaWithoutValue.length > 0) {
      for (const field of formulaWithoutValue) errors.push({ row, field, message: message('importFormulaWithoutValue', spec.lang) });
      continue;
    }
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

/** Whether an import's `updateSupport` asks to update the rows whose key exists (else they are refused). */
export function updatesExisting(updateSupport: 'true' | 'false' | '1' | '0' | undefined): boolean {
  return updateSupport === 'true' || updateSupport === '1';
}

/** Reads the upload and parses it: the one call an import route needs before its own checks. */
export async function parseImport<S extends z.ZodType>(request: FastifyRequest, spec: ImportSpec<S>): Promise<ParsedRow<z.output<S>>[]> {
  const release = importSlots.takeUser(request.auth ? `user:${request.auth.userId}` : `ip:${request.ip}`);
  try {
    const file = await readUploadedXlsx(request);
    return await parseXlsxRows(file.buffer, spec);
  } finally {
    release();
  }
}
