import { MATERIAL_API, MATERIAL_CLASS_PERMS, MATERIAL_PERMS } from '@vr/contracts';
import { type AccessModule, saveChecks } from '../../test/access-matrix.js';
import { getWith, insertRow, listed, postIds, rowStill, send } from '../../test/access-cases.js';
import { materialClasses, materials } from './schema.js';

const probe = { materialCode: 'PROBE', nameEn: 'Probe', materialType: 'other' };
const harborMaterial = insertRow(materials, (ctx) => ({
  orgId: ctx.orgs.harbor,
  code: 'HARBOR-PROBE',
  nameEn: 'Harbor probe',
  type: 'other',
}));
const harborClass = insertRow(materialClasses, (ctx) => ({ orgId: ctx.orgs.harbor, code: 'HARBOR-PROBE', nameEn: 'Harbor probe' }));

/**
 * Raw materials and their classifications: saves are session access with add/edit checked once the
 * body is valid. The material codes of the device model form are session-level, scoped (materials.test.ts).
 */
export const accessCases: AccessModule = {
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
      list: listed(`${MATERIAL_API.list}?limit=1000`),
      detail: getWith(MATERIAL_API.detail),
      update: send('POST', MATERIAL_API.save, (id) => ({ ...probe, id, nameEn: 'Taken over' })),
      remove: postIds(MATERIAL_API.remove),
      unchanged: rowStill(materials, materials.id, (material) => material.nameEn === 'Harbor probe'),
    },
    {
      name: 'a Harbor Drinks Ltd. material classification',
      permissions: Object.values(MATERIAL_CLASS_PERMS),
      foreignRow: harborClass,
      list: listed(`${MATERIAL_API.classList}?limit=1000`),
      update: send('POST', MATERIAL_API.classSave, (id) => ({ id, classCode: 'TAKEN', nameEn: 'Taken over' })),
      remove: postIds(MATERIAL_API.classRemove),
      unchanged: rowStill(materialClasses, materialClasses.id, (materialClass) => materialClass.nameEn === 'Harbor probe'),
    },
  ],
};
