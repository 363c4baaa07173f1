import { THEME_API, THEME_PERMS } from '@vr/contracts';
import { eq } from 'drizzle-orm';
import type { AccessModule } from '../../test/access-matrix.js';
import { themes } from './schema.js';

const perms = Object.values(THEME_PERMS);
/** Theme presets; GET /api/Theme/current needs only a session (themes.test.ts). */
export const themeAccess: AccessModule = {
  module: 'themes',
  scope: [
    {
      name: 'a Harbor Drinks Ltd. theme preset',
      permissions: perms,
      foreignRow: async (ctx) => {
        const [row] = await ctx.db
          .insert(themes)
          .values({ orgId: ctx.orgs.harbor, name: 'Harbor probe', color: '#0000ff' })
          .returning({ id: themes.id });
        return row!.id;
      },
      list: {
        call: { method: 'GET', url: `${THEME_API.list}?limit=100` },
        ids: (data) => (data as Array<{ themeId: number }>).map((r) => r.themeId),
      },
      update: (id) => ({ method: 'POST', url: THEME_API.update, payload: { themeId: id, themeName: 'Taken over', themeColor: '#ff0000' } }),
      remove: (id) => ({ method: 'POST', url: THEME_API.delete, payload: { ids: [id] } }),
      unchanged: async (ctx, id) => {
        const [row] = await ctx.db
          .select()
          .from(themes)
          .where(eq(themes.id, Number(id)));
        return row?.name === 'Harbor probe' && row.color === '#0000ff';
      },
    },
    {
      name: 'a Harbor Drinks Ltd. theme made default',
      permissions: perms,
      foreignRow: async (ctx) => {
        const [row] = await ctx.db
          .insert(themes)
          .values({ orgId: ctx.orgs.harbor, name: 'Harbor probe', color: '#0000ff' })
          .returning({ id: themes.id });
        return row!.id;
      },
      update: (id) => ({ method: 'POST', url: THEME_API.setDefault, payload: { themeId: id } }),
      unchanged: async (ctx, id) => {
        const [row] = await ctx.db
          .select()
          .from(themes)
          .where(eq(themes.id, Number(id)));
        return row?.isDefault === false;
      },
    },
  ],
};
