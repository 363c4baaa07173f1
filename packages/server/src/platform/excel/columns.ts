import type { Lang, Translations } from '@vr/contracts';
import { type TextKey, texts } from '@vr/contracts/texts';

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

/** The labels of a coded value (a status, a type), by code. */
export type CodeLabels = Record<string | number, Translations>;

/** What may follow `prefix.` in a screen text's key. */
type TextsUnder<P extends string> = TextKey extends infer K ? (K extends `${P}.${infer Rest}` ? Rest : never) : never;

/**
 * Labels that are the screen texts under one prefix, by code: `codeLabels('jobs:status', { 0: 'normal', 1: 'paused' })`,
 * or `codeLabels('role:scope', ['1', '2'])` where each text is named by its code.
 */
export function codeLabels<P extends string>(
  prefix: P,
  names: Record<string | number, TextsUnder<P>> | readonly TextsUnder<P>[],
): CodeLabels {
  const byCode = Array.isArray(names) ? names.map((name) => [name, name]) : Object.entries(names);
  return Object.fromEntries(byCode.map(([code, name]) => [code, texts(`${prefix}.${name}` as TextKey)]));
}

/** The label of a code in the reader's language, worked out (a dictionary's labels). */
export type CodeLabeler = (code: string | number | null | undefined, lang: Lang) => unknown;

/** A column of a coded value: its label in the reader's language; a code without one is written as it is. */
export function codeColumn<Row>(
  key: keyof Row & string,
  header: Translations,
  labels: CodeLabels | CodeLabeler,
  width?: number,
): ExcelColumn<Row> {
  return {
    key,
    header,
    ...(width === undefined ? {} : { width }),
    value: (row, lang) => {
      const code = row[key] as string | number | null | undefined;
      if (typeof labels === 'function') return labels(code, lang);
      return code == null ? code : (labels[code]?.[lang] ?? code);
    },
  };
}

/** A column of a moment (an ISO time, or none): written on the clock of the business time zone. */
export function timeColumn<Row>(key: keyof Row & string, header: Translations, width = 22): ExcelColumn<Row> {
  return {
    key,
    header,
    width,
    value: (row) => {
      const moment = row[key] as string | null | undefined;
      return moment ? new Date(moment) : null;
    },
  };
}
