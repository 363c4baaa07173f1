import { MATERIAL_TYPE_LABELS, MATERIAL_TYPES, type MaterialType } from '@vr/contracts';
import { catalog } from '@vr/device-sim';
import type { DemoSeedContext } from '../../platform/area.js';
import { materialClasses, materials } from './schema.js';

const UNITS: Record<string, number> = { g: 1, ml: 2 };
/** The suggested price of the demo: the cost plus a half, rounded to cents. */
const suggested = (cost: number) => Math.round(cost * 150) / 100;

/** The catalogue's raw materials for each demo customer, classified by their type (classes named in the four languages). */
export async function seedMaterials({ db, orgs }: DemoSeedContext): Promise<void> {
  for (const orgId of [orgs.demo, orgs.harbor]) {
    const used = MATERIAL_TYPES.filter((t) => catalog.materials.some((m) => m.type === t));
    const classes = await db
      .insert(materialClasses)
      .values(
        used.map((t) => {
          const label = MATERIAL_TYPE_LABELS[t];
          return { orgId, code: t.toUpperCase(), nameZh: label.zh, nameEn: label.en, nameEs: label.es, nameJa: label.ja };
        }),
      )
      .returning({ id: materialClasses.id, code: materialClasses.code });
    const classOf = new Map(classes.map((c) => [c.code, c.id]));
    await db.insert(materials).values(
      catalog.materials.map((m) => ({
        orgId,
        code: m.code,
        nameZh: m.name.zh,
        nameEn: m.name.en,
        nameEs: m.name.es,
        nameJa: m.name.ja,
        classId: classOf.get(m.type.toUpperCase()) ?? null,
        type: m.type as MaterialType,
        netContent: m.netContent,
        shelfLifeDays: m.shelfLifeDays,
        costPrice: m.costPrice,
        salePrice: suggested(m.costPrice),
        unit: UNITS[m.unit] ?? 3,
        storageTemp: m.storageTemp,
        accessoryCode: m.accessory,
      })),
    );
  }
}
