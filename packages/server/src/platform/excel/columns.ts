import type { Lang, Translations } from '@vr/contracts';

/** A column of an export, an import template or an import sheet. */
export interface ExcelColumn<Row = Record<string, unknown>> {
  /** Field name: the row property exported, and the key an imported cell is given. */
  key: string;
  /** Header text per language (the request's language is written). */
  header: Translations;
  /** Character width of the column; 20 by default. */
  width?: number;
  /** The cell value of a row; `row[key]` by default. */
  value?: (row: Row, lang: Lang) => unknown;
  /** Import: the column may be left out of the sheet. */
  optional?: boolean;
}

export function headerText(column: Pick<ExcelColumn, 'header' | 'key'>, lang: Lang): string {
  return column.header[lang] ?? column.key;
}
