import { type ImportRowError, LANGS, type Lang, type Translations, localizeIssues } from '@vr/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ExcelColumn } from './columns.js';
import { type ParsedRow, duplicateRows, importFailure, parseImport } from './import.js';

/** A cell read by its label: its code, or its label in any of the four languages (any case). */
export function labelReader<V extends string | boolean>(entries: ReadonlyArray<readonly [value: V, code: string, labels: Translations]>) {
  const byText = new Map<string, V>();
  for (const [value, code, labels] of entries) {
    byText.set(code.toLowerCase(), value);
    for (const l of LANGS) byText.set(labels[l].trim().toLowerCase(), value);
  }
  /** The value of a cell, `undefined` for an empty one, `null` for one no label names. */
  return (cell: unknown): V | undefined | null => {
    if (cell === undefined || cell === null || (typeof cell === 'string' && cell.trim() === '')) return undefined;
    const found = byText.get(String(cell).trim().toLowerCase());
    return found === undefined ? null : found;
  };
}

/** One row's cells judged: its data, or its errors (field and message). */
export type RowJudgement<T> = { data: T } | { errors: Array<{ field: string; message: string }> };

/** Judges the cells of a row with a schema: its data, or its issues in `lang`. */
export function judgeWith<S extends z.ZodType>(schema: S, cells: Record<string, unknown>, lang: Lang): RowJudgement<z.output<S>> {
  const parsed = schema.safeParse(cells, { reportInput: true });
  return parsed.success ? { data: parsed.data } : { errors: localizeIssues(parsed.error.issues, lang) };
}

export interface KeyedImportSpec<T> {
  columns: ExcelColumn<never>[];
  maxRows: number;
  lang: Lang;
  /** Write the good rows when some are bad (the bad ones are answered as left out). */
  goodRows: boolean;
  judge: (cells: Record<string, unknown>) => RowJudgement<T>;
  /** The row's key, unique within the file and against what exists, and the field it is answered on. */
  key: (data: T) => string;
  keyField: string;
  /** The keys among these that exist already, and what a row with one is told. */
  taken: (keys: string[]) => Promise<Set<string>>;
  takenMessage: (key: string) => string;
}

/**
 * Reads an import of rows with a unique key: every bad row is named with its reason (a cell out
 * of its rules, a key twice in the file, a key that exists already), and the import is refused
 * with all of them unless `goodRows` asks for the others. Answers the rows to write and the bad
 * rows left out; refuses when no row is left to write and some are bad.
 */
export async function readKeyedImport<T>(
  request: FastifyRequest,
  spec: KeyedImportSpec<T>,
): Promise<{ rows: ParsedRow<T>[]; skipped: ImportRowError[] }> {
  const { columns, lang } = spec;
  let good: ParsedRow<T>[] = [];
  let errors: ImportRowError[] = [];
  await parseImport(request, {
    columns,
    schema: z.record(z.string(), z.unknown()),
    maxRows: spec.maxRows,
    lang,
    check: async (rows) => {
      for (const { row, data } of rows) {
        const judged = spec.judge(data);
        if ('data' in judged) good.push({ row, data: judged.data });
        else for (const e of judged.errors) errors.push({ row, field: e.field, message: e.message });
      }
      errors.push(...duplicateRows(good, spec.key, spec.keyField, lang));
      const keys = [...new Set(good.map((r) => spec.key(r.data)))];
      const taken = keys.length > 0 ? await spec.taken(keys) : new Set<string>();
      for (const { row, data } of good)
        if (taken.has(spec.key(data))) errors.push({ row, field: spec.keyField, message: spec.takenMessage(spec.key(data)) });
      errors = errors.sort((a, b) => a.row - b.row);
      return spec.goodRows ? [] : errors;
    },
  });
  const bad = new Set(errors.map((e) => e.row));
  good = good.filter((r) => !bad.has(r.row));
  const failure = importFailure(errors, lang, columns);
  if (good.length === 0 && errors.length > 0) throw failure;
  return { rows: good, skipped: (failure.data as { rowErrors: ImportRowError[] }).rowErrors };
}
