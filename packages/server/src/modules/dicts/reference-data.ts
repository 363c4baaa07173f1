import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { BUILT_IN_DICTS } from './builtin.js';
import { storedBuiltInName, storedBuiltInRemark } from './names.js';
import { dictData, dictTypes } from './schema.js';

/**
 * Adds the built-in dictionaries that are missing (by type, and by value within a type) and
 * brings the built-in rows an administrator never edited up to date with the code. A row is
 * unedited while its `updated_at` still equals its `created_at`: every edit of the screens and
 * of the import moves `updated_at`, and this sync leaves it alone. What an administrator changed
 * is kept. Safe to run at every start.
 */
export async function syncBuiltInDicts(db: Database): Promise<void> {
  for (const dict of BUILT_IN_DICTS) {
    await db
      .insert(dictTypes)
      .values({ dictName: storedBuiltInName(dict.name), dictType: dict.type, remark: storedBuiltInRemark(dict), builtIn: true })
      .onConflictDoUpdate({
        target: dictTypes.dictType,
        set: { dictName: sql`excluded.dict_name`, remark: sql`excluded.remark` },
        setWhere: sql`${dictTypes.builtIn} and ${dictTypes.updatedAt} = ${dictTypes.createdAt}
          and (${dictTypes.dictName}, ${dictTypes.remark}) is distinct from (excluded.dict_name, excluded.remark)`,
      });
    await db
      .insert(dictData)
      .values(
        dict.entries.map(([value, listClass, labels], i) => ({
          dictType: dict.type,
          dictValue: value,
          dictLabel: labels.en,
          labels,
          listClass,
          dictSort: i + 1,
          builtIn: true,
        })),
      )
      .onConflictDoUpdate({
        target: [dictData.dictType, dictData.dictValue],
        set: {
          dictLabel: sql`excluded.dict_label`,
          labels: sql`excluded.labels`,
          listClass: sql`excluded.list_class`,
          dictSort: sql`excluded.dict_sort`,
        },
        setWhere: sql`${dictData.builtIn} and ${dictData.updatedAt} = ${dictData.createdAt}
          and (${dictData.dictLabel}, ${dictData.labels}, ${dictData.listClass}, ${dictData.dictSort})
            is distinct from (excluded.dict_label, excluded.labels, excluded.list_class, excluded.dict_sort)`,
      });
  }
}
