import type { Database } from '../../platform/db/database.js';
import { BUILT_IN_DICTS } from './builtin.js';
import { dictData, dictTypes } from './schema.js';

/**
 * Adds the built-in dictionaries that are missing (by type, and by value within a type);
 * what an administrator changed is kept. Safe to run at every start.
 */
export async function syncBuiltInDicts(db: Database): Promise<void> {
  for (const dict of BUILT_IN_DICTS) {
    const [en, zh] = dict.name;
    await db
      .insert(dictTypes)
      .values({ dictName: `${zh} / ${en}`, dictType: dict.type, remark: dict.remark, builtIn: true })
      .onConflictDoNothing({ target: dictTypes.dictType });
    await db
      .insert(dictData)
      .values(
        dict.entries.map(([value, listClass, [lEn, lZh, lEs, lJa]], i) => ({
          dictType: dict.type,
          dictValue: value,
          dictLabel: lEn,
          labels: { en: lEn, zh: lZh, es: lEs, ja: lJa },
          listClass,
          dictSort: i + 1,
          builtIn: true,
        })),
      )
      .onConflictDoNothing({ target: [dictData.dictType, dictData.dictValue] });
  }
}
