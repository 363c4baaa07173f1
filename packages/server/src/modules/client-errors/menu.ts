import { CLIENT_ERROR_PERMS, SCREENS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuEntries } from '../../platform/menu-entries.js';

const { page } = menuEntries('clientError');

/** System → Client error log and its button. */
export const CLIENT_ERROR_MENUS: MenuDefinition[] = page({
  name: 'ClientErrorLog',
  parent: 'System',
  path: 'client-error',
  component: SCREENS.monitorClientError,
  perms: CLIENT_ERROR_PERMS.list,
  icon: 'alert',
  sort: 62,
  title: 'clientError:title',
  buttons: CLIENT_ERROR_PERMS,
});
