import { DICT_DATA_IMPORT_MAX_ROWS, type ImportRowError, type Lang, dictDataImportSchema, message } from '@vr/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../platform/db/database.js';
import { duplicateRows, parseImport } from '../../platform/excel/index.js';
import { dictCache } from './cache.js';
import { DICT_DATA_COLUMNS } from './excel.js';
import { dictData, dictTypes } from './schema.js';
import { cleanLabels } from './service.js';

const keyOf = (d: { dictType: string; dictValue: string }) => `${d.dictType}\u0000${d.dictValue}`;

/**
 * Imports dictionary entries from xlsx, all or nothing: each row's type must exist, a value is
 * unique within its type, and an existing value is changed only when `update` is set.
 */
export async function importDictData(db: Database, request: FastifyRequest, update: boolean, lang: Lang): Promise<number> {
  const existingId = new Map<string, number>();
  const rows = await parseImport(request, {
    columns: DICT_DATA_COLUMNS as never,
    schema: dictDataImportSchema,
    maxRows: DICT_DATA_IMPORT_MAX_ROWS,
    lang,
    check: async (valid) => {
      const errors: ImportRowError[] = duplicateRows(valid, keyOf, 'dictValue', lang);
      const types = [...new Set(valid.map((r) => r.data.dictType))];
      if (types.length === 0) return errors;
      const known = new Set(
        (await db.select({ t: dictTypes.dictType }).from(dictTypes).where(inArray(dictTypes.dictType, types))).map((r) => r.t),
      );
      const existing = await db
        .select({ id: dictData.id, dictType: dictData.dictType, dictValue: dictData.dictValue })
        .from(dictData)
        .where(inArray(dictData.dictType, types));
      for (const e of existing) existingId.set(keyOf(e), e.id);
      for (const { row, data } of valid) {
        if (!known.has(data.dictType)) {
          errors.push({ row, field: 'dictType', message: message('dictTypeUnknown', lang, { dictType: data.dictType }) });
        } else if (!update && existingId.has(keyOf(data))) {
          errors.push({ row, field: 'dictValue', message: message('dictValueExists', lang, { dictValue: data.dictValue }) });
        }
      }
      return errors;
    },
  });

  const toInsert: (typeof dictData.$inferInsert)[] = [];
  await db.transaction(async (tx) => {
    for (const { data } of rows) {
      const { labelZh, labelEn, labelEs, labelJa, ...rest } = data;
      const values = {
        ...rest,
        cssClass: rest.cssClass ?? null,
        remark: rest.remark ?? null,
        labels: cleanLabels({ zh: labelZh, en: labelEn, es: labelEs, ja: labelJa }),
      };
      const id = existingId.get(keyOf(data));
      if (id !== undefined)
        await tx
          .update(dictData)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(dictData.id, id));
      else toInsert.push(values);
    }
    for (let i = 0; i < toInsert.length; i += 500) await tx.insert(dictData).values(toInsert.slice(i, i + 500));
  });
  dictCache.clear();
  return rows.length;
}
