import type { Translations } from '@vr/contracts';
import type { ZodType } from 'zod';
import type { ExcelColumn } from '../excel/columns.js';
import type { ExportContext, ExportKind } from './kind.js';

/** A query of rows in a stable order, to be read a page at a time (a drizzle select after its `orderBy`). */
export interface PagedSelect<Raw> {
  limit(limit: number): { offset(offset: number): PromiseLike<Raw[]> };
}

/** An export of a list query: the list's own filters, read batch by batch, with the columns the user may choose. */
export interface ListExportSpec<Query, Where, Raw, Row> {
  kind: string;
  permission: string;
  /** The list's filters, the same schema its list route reads. */
  query: ZodType<Query>;
  fileName: Translations;
  columns: ExcelColumn<Row>[];
  /** The list's condition for the query and the caller, worked out once per export. */
  filter: (query: Query, ctx: ExportContext) => Where | Promise<Where>;
  /** The rows under that condition, in a stable order (the export pages it). */
  select: (ctx: ExportContext, where: Where) => PagedSelect<Raw>;
  /** One row as the sheet shows it. */
  toRow: (raw: Raw, ctx: ExportContext) => Row;
}

/** The export kind of a list query (see `ListExportSpec`). */
export function listExportKind<Query, Where, Raw, Row>({
  columns,
  filter,
  select,
  toRow,
  ...kind
}: ListExportSpec<Query, Where, Raw, Row>): ExportKind<Query, Row> {
  return {
    ...kind,
    columnChoice: true,
    async plan(ctx, query) {
      const where = await filter(query, ctx);
      return {
        columns,
        batch: async ({ offset, limit }) => (await select(ctx, where).limit(limit).offset(offset)).map((raw) => toRow(raw, ctx)),
      };
    },
  };
}
