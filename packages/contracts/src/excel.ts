import { z } from 'zod';

/** One bad cell of an import: the sheet row (1 = header, data from 2), the field and why. */
export interface ImportRowError {
  row: number;
  field: string;
  /** The column's header in the request's language (when the field is a column of the sheet). */
  column?: string;
  message: string;
}

/** `data` of a refused import (status 400): every problem found; nothing was written. */
export interface ImportFailure {
  rowErrors: ImportRowError[];
}

/** `data` of a successful import. */
export interface ImportSummary {
  /** Rows written. */
  imported: number;
}

/** Largest import file the server accepts (an xlsx of 10,000 short rows is well below it). */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** Default row limit of an import when an area sets none (each area may set its own). */
export const IMPORT_DEFAULT_MAX_ROWS = 1000;

/** Query of an import call: `updateSupport` replaces rows with the same key instead of refusing them. */
export const importQuerySchema = z.object({
  updateSupport: z.enum(['true', 'false', '1', '0']).optional(),
});

/** The sheet name of every export. */
export const EXPORT_SHEET_NAME = 'Sheet1';
