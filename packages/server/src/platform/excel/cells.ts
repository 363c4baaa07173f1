import type ExcelJS from 'exceljs';

/**
 * A formula cell whose file holds no usable result (never calculated, or an error such as
 * #DIV/0!): its value cannot be imported.
 */
export function isFormulaWithoutValue(value: ExcelJS.CellValue): boolean {
  if (value === null || typeof value !== 'object' || value instanceof Date) return false;
  if (!('formula' in value) && !('sharedFormula' in value)) return false;
  const result = (value as { result?: unknown }).result;
  return (
    result === undefined ||
    result === null ||
    (typeof result === 'number' && Number.isNaN(result)) ||
    (typeof result === 'object' && !(result instanceof Date))
  );
}

/**
 * A cell as the text a person typed: rich text joined, hyperlinks by their text, formulas by
 * their cached result, dates as ISO. Anything else (errors, formulas without a result) is blank.
 */
export function cellText(value: ExcelJS.CellValue): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (typeof value === 'number') return Number.isNaN(value) ? undefined : String(value);
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    if ('richText' in value && Array.isArray(value.richText)) return cellText(value.richText.map((r) => r.text).join(''));
    if ('text' in value) return cellText(value.text as ExcelJS.CellValue);
    if ('formula' in value || 'sharedFormula' in value) {
      return isFormulaWithoutValue(value) ? undefined : cellText((value as { result?: ExcelJS.CellValue }).result ?? null);
    }
  }
  return undefined;
}

/** A header as compared with the columns' names: case, outer and repeated blanks ignored. */
export const normHeader = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');
