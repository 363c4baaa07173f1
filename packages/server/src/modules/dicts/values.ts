import type { DictData, DictType, Lang } from '@vr/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { dictData, dictTypes } from './schema.js';
import { dataOfType, toDictData, toDictType } from './service.js';

/** Every dictionary type, by type code (for selects). */
export async function allDictTypes(db: Database, lang: Lang): Promise<DictType[]> {
  return (await db.select().from(dictTypes).orderBy(asc(dictTypes.dictType))).map((row) => toDictType(row, lang));
}

/** The enabled entries of one type (cached), labelled in the caller's language. */
export async function enabledEntries(db: Database, dictType: string, lang: Lang): Promise<DictData[]> {
  return (await dataOfType(db, dictType)).map((r) => toDictData(r, lang));
}

/** For other modules: the enabled values of a type (e.g. to validate a field against a dictionary). */
export async function dictValues(db: Database, dictType: string): Promise<string[]> {
  const rows = await db
    .select({ v: dictData.dictValue })
    .from(dictData)
    .where(and(eq(dictData.dictType, dictType), eq(dictData.status, 0)));
  return rows.map((r) => r.v);
}

/** For other areas' exports: a value's label in the reader's language (the value itself when the type lacks it). */
export async function dictLabeler(
  db: Database,
  dictType: string,
  lang: Lang,
): Promise<(value: string | number | null | undefined) => string> {
  const labels = new Map((await enabledEntries(db, dictType, lang)).map((e) => [e.dictValue, e.dictLabel]));
  return (value) => (value === null || value === undefined ? '' : (labels.get(String(value)) ?? String(value)));
}

/** For other areas' imports: the value a cell names, by the value itself or by a label in any language (else the text as given). */
export async function dictValueReader(db: Database, dictType: string): Promise<(text: string) => string> {
  const values = new Map<string, string>();
  for (const row of await dataOfType(db, dictType)) {
    for (const label of [row.dictLabel, ...Object.values(row.labels)]) values.set(label.toLocaleLowerCase(), row.dictValue);
    values.set(row.dictValue.toLocaleLowerCase(), row.dictValue);
  }
  return (text) => values.get(text.trim().toLocaleLowerCase()) ?? text;
}
