import { saveBlob, stampedName } from '../components/list-page/download';

/** The default file name is "文件导出" plus a timestamp, the sheet is "Sheet1". */
export const DEFAULT_EXPORT_NAME = '文件导出';
export const DEFAULT_SHEET_NAME = 'Sheet1';
/** The thrown message when the fetched data is not an array. */
export const EXPORT_FORMAT_ERROR = 'export data format error';

/** A report export column: a label (header text) and the key of the value in a row. */
export interface ExportColumn<Row = Record<string, unknown>> {
  label: string;
  key: string;
  /** Turns the row into the cell value (default: `row[key]`). */
  value?: (row: Row) => unknown;
  width?: number;
}

export interface ExportOptions<Row> {
  columns: readonly ExportColumn<Row>[];
  /** The rows; anything but an array throws `export data format error`. */
  data: unknown;
  /** Without extension; default "文件导出". A timestamp is always appended. */
  fileName?: string;
  sheetName?: string;
  now?: Date;
}

type Cell = string | number | boolean | Date | null;

function cellOf(value: unknown): Cell {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  return JSON.stringify(value);
}

/**
 * Builds the workbook in memory (exceljs is imported only here, when someone exports, so it is
 * never part of the sign-in bundle). Answers the xlsx bytes and the file name.
 */
export async function buildExcel<Row>(options: ExportOptions<Row>): Promise<{ buffer: ArrayBuffer; fileName: string }> {
  const { columns, data, fileName = DEFAULT_EXPORT_NAME, sheetName = DEFAULT_SHEET_NAME, now = new Date() } = options;
  if (!Array.isArray(data)) throw new Error(EXPORT_FORMAT_ERROR);
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.created = now;
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((c) => ({ header: c.label, key: c.key, width: c.width ?? Math.max(12, c.label.length * 2 + 2) }));
  sheet.getRow(1).font = { bold: true };
  for (const row of data as Row[]) {
    const record = (row ?? {}) as Record<string, unknown>;
    sheet.addRow(columns.map((c) => cellOf(c.value ? c.value(row) : record[c.key])));
  }
  const buffer = (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
  return { buffer, fileName: stampedName(fileName, now) };
}

/** Exports rows to an xlsx file the browser downloads. */
export async function exportExcel<Row>(options: ExportOptions<Row>): Promise<string> {
  const { buffer, fileName } = await buildExcel(options);
  saveBlob(new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), fileName);
  return fileName;
}
