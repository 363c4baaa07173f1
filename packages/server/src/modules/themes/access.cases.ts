import { THEME_API, THEME_PERMS } from '@vr/contracts';
import type { AccessModule } from '../../test/access-matrix.js';
import { insertRow, listed, postIds, rowStill, send } from '../../test/access-cases.js';
import { themes } from './schema.js';

const perms = Object.values(THEME_PERMS);
const harborTheme = insertRow(themes, (ctx) => ({ orgId: ctx.orgs.harbor, name: 'Harbor probe', color: '#0000ff' }));

/** Theme presets; GET /api/Theme/current needs only a session (themes.test.ts). */
export const accessCases: AccessModule = {
  module: 'themes',
  scope: [
    {
      name: 'a Harbor Drinks Ltd. theme preset',
      permissions: perms,
      foreignRow: harborTheme,
      list: listed(`${THEME_API.list}?limit=100`, 'themeId'),
      update: send('POST', THEME_API.update, (id) => ({ themeId: id, themeName: 'Taken over', themeColor: '#ff0000' })),
      remove: postIds(THEME_API.delete),
      unchanged: rowStill(themes, themes.id, (theme) => theme.name === 'Harbor probe' && theme.color === '#0000ff'),
    },
    {
      name: 'a Harbor Drinks Ltd. theme made default',
      permissions: perms,
      foreignRow: harborTheme,
      update: send('POST', THEME_API.setDefault, (id) => ({ themeId: id })),
      unchanged: rowStill(themes, themes.id, (theme) => theme.isDefault === false),
    },
  ],
};
