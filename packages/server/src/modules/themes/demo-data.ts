import { HEX_COLOR_PATTERN } from '@vr/contracts';
import type { DemoSeedContext } from '../../platform/area.js';
import { customers } from '../customers/index.js';
import { themes } from './schema.js';

/** Every demo customer starts with a default preset in its own colour, so its staff sign in to its theme. */
export async function seedThemes(ctx: DemoSeedContext): Promise<void> {
  const rows = await ctx.db.select({ orgId: customers.orgId, color: customers.themeColor }).from(customers);
  const presets = rows
    .filter((r) => HEX_COLOR_PATTERN.test(r.color))
    .map((r) => ({
      orgId: r.orgId,
      name: 'Brand colour',
      color: r.color.toLowerCase(),
      isDefault: true,
      sort: 1,
      createdBy: ctx.users.admin,
    }));
  if (presets.length > 0) await ctx.db.insert(themes).values(presets);
}
