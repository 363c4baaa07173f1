import type { Writable } from 'node:stream';
import type { Lang, Translations } from '@vr/contracts';
import type { ZodType } from 'zod';
import type { AuthContext } from '../auth/types.js';
import type { Database } from '../db/database.js';
import type { ExcelColumn } from '../excel/columns.js';

/** What an export is built with: the caller as they were when they asked, in their language and the business time zone. */
export interface ExportContext {
  db: Database;
  user: AuthContext;
  lang: Lang;
  timeZone: string;
}

/** The rows of one export, read batch by batch in a stable order (a short batch ends it). */
export interface ExportPlan<Row = Record<string, unknown>> {
  columns: ExcelColumn<Row>[];
  batch: (page: { offset: number; limit: number }) => Promise<Row[]>;
  /** How many rows to expect, for the progress bar (an estimate is fine). */
  total?: () => Promise<number>;
  /** Rows per batch (500 by default). */
  batchSize?: number;
}

/**
 * An export that is not a sheet (e.g. a zip of images): it writes the whole file into `out`,
 * calling `progress` with the items done so far, and answers how many items it wrote.
 */
export interface ExportFilePlan {
  extension: 'zip';
  total?: () => Promise<number>;
  write(out: Writable, progress: (done: number) => void): Promise<number>;
}

/**
 * One kind of export an area offers. The export centre runs it in the background: it checks
 * `permission` and `query` when a user asks, keeps the caller and the query with the task, and
 * later builds the plan and writes the file.
 */
// Areas list kinds of different query and row types side by side, so the defaults must accept any.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface ExportKind<Query = any, Row = any> {
  /** Unique across areas, e.g. `orders`. */
  kind: string;
  permission: string;
  /** The list's filters, the same schema its list route reads. */
  query: ZodType<Query>;
  /** The file's name (without timestamp and extension) in each language; "文件导出" when none. */
  fileName?: Translations;
  /** Whether the user may choose the columns (label, key) of this export. */
  columnChoice?: boolean;
  plan(ctx: ExportContext, query: Query): Promise<ExportPlan<Row> | ExportFilePlan>;
}

export function isFilePlan(plan: ExportPlan<unknown> | ExportFilePlan): plan is ExportFilePlan {
  return 'write' in plan;
}
