import { MATERIAL_API, MATERIAL_CLASS_PERMS, MATERIAL_PERMS } from '@vr/contracts';
import { eq } from 'drizzle-orm';
import { type AccessModule, type ScopeContext, saveChecks } from '../../test/access-matrix.js';
import { materialClasses, materials } from './schema.js';

const probe = { materialCode: 'PROBE', nameEn: 'Probe', materialType: 'other' };
const harborMaterial = async (ctx: ScopeContext) =>
  (
    await ctx.db
      .insert(materials)
      .values({ orgId: ctx.orgs.harbor, code: 'HARBOR-PROBE', nameEn: 'Harbor probe', type: 'other' })
      .returning({ id: materials.id })
  )[0]!.id;
const harborClass = async (ctx: ScopeContext) =>
  (
    await ctx.db
      .insert(materialClasses)
      .values({ orgId: ctx.orgs.harbor, code: 'HARBOR-PROBE', nameEn: 'Harbor probe' })
      .returning({ id: materialClasses.id })
  )[0]!.id;
const idsOf = (data: unknown) => (data as Array<{ id: number }>).map((r) => r.id);

/**
 * Raw materials and their classifications: saves are session access with add/edit checked once the
 * body is valid. The material codes of the device model form are session-level, scoped (materials.test.ts).
 */
export const materialAccess: AccessModule = {
  module: 'materials',
  checkedLater: {
    [`POST ${MATERIAL_API.save}`]: saveChecks(probe, { create: MATERIAL_PERMS.add, update: MATERIAL_PERMS.edit }),
    [`POST ${MATERIAL_API.classSave}`]: saveChecks(
      { classCode: 'PROBE', nameEn: 'Probe' },
      { create: MATERIAL_CLASS_PERMS.add, update: MATERIAL_CLASS_PERMS.edit },
    ),
  },
  scope: [
    {
      name: 'a Harbor Drinks Ltd. raw material',
      permissions: Object.values(MATERIAL_PERMS),
      foreignRow: harborMaterial,
      list: { call: { method: 'GET', url: `${MATERIAL_API.list}?limit=1000` }, ids: idsOf },
      detail: (id) => ({ method: 'GET', url: `${MATERIAL_API.detail}?id=${id}` }),
      update: (id) => ({ method: 'POST', url: MATERIAL_API.save, payload: { ...probe, id, nameEn: 'Taken over' } }),
      remove: (id) => ({ method: 'POST', url: MATERIAL_API.remove, payload: { ids: [id] } }),
      unchanged: async (ctx, id) =>
        (
          await ctx.db
            .select()
            .from(materials)
            .where(eq(materials.id, Number(id)))
        )[0]?.nameEn === 'Harbor probe',
    },
    {
      name: 'a Harbor Drinks Ltd. material classification',
      permissions: Object.values(MATERIAL_CLASS_PERMS),
      foreignRow: harborClass,
      list: { call: { method: 'GET', url: `${MATERIAL_API.classList}?limit=1000` }, ids: idsOf },
      update: (id) => ({ method: 'POST', url: MATERIAL_API.classSave, payload: { id, classCode: 'TAKEN', nameEn: 'Taken over' } }),
      remove: (id) => ({ method: 'POST', url: MATERIAL_API.classRemove, payload: { ids: [id] } }),
      unchanged: async (ctx, id) =>
        (
          await ctx.db
            .select()
            .from(materialClasses)
            .where(eq(materialClasses.id, Number(id)))
        )[0]?.nameEn === 'Harbor probe',
    },
  ],
};
