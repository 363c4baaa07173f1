import { TEMPLATE_API as API, TEMPLATE_PERMS as PERMS } from '@vr/contracts';
import { eq } from 'drizzle-orm';
import { type AccessModule, type ScopeContext, saveChecks } from '../../test/access-matrix.js';
import { getWith, listed, postIds, rowStill, send } from '../../test/access-cases.js';
import { deviceModels } from '../device-models/index.js';
import { goodsTemplates } from './schema.js';

const probe = { templateName: 'Probe', modelId: 1, capacity: 4, items: [] };

/** A Harbor Drinks Ltd. template for the CM-200. */
async function harborTemplate(ctx: ScopeContext): Promise<number> {
  const [model] = await ctx.db.select({ id: deviceModels.id }).from(deviceModels).where(eq(deviceModels.code, 'CM-200'));
  const [row] = await ctx.db
    .insert(goodsTemplates)
    .values({ orgId: ctx.orgs.harbor, name: `Harbor probe ${Math.floor(Math.random() * 1e6)}`, modelId: model!.id, capacity: 4 })
    .returning({ id: goodsTemplates.id });
  return row!.id;
}

/** Product templates: saves are session access with add/edit checked once the body is valid. */
export const accessCases: AccessModule = {
  module: 'product-templates',
  checkedLater: { [`POST ${API.save}`]: saveChecks(probe, { create: PERMS.add, update: PERMS.edit }) },
  scope: [
    {
      name: 'a Harbor Drinks Ltd. product template',
      permissions: Object.values(PERMS),
      foreignRow: harborTemplate,
      list: listed(`${API.list}?limit=1000`),
      detail: getWith(API.detail),
      update: send('POST', API.save, (id) => ({ ...probe, id, templateName: 'Taken over' })),
      remove: postIds(API.remove),
      unchanged: rowStill(goodsTemplates, goodsTemplates.id, (template) => template.name.startsWith('Harbor probe')),
    },
    {
      name: 'a Harbor Drinks Ltd. template applied to a Demo Coffee Co. machine',
      permissions: Object.values(PERMS),
      foreignRow: harborTemplate,
      detail: send('POST', API.applyPreview, (id) => ({ templateId: id, deviceIds: [1] })),
      update: send('POST', API.apply, (id) => ({ templateId: id, deviceIds: [1] })),
    },
  ],
};
