import { CLIENT_ERROR_PERMS, SCREENS } from '@vr/contracts';
import { texts } from '@vr/contracts/texts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuButton } from '../../platform/menu-buttons.js';

/** System → Client error log and its button. */
export const CLIENT_ERROR_MENUS: MenuDefinition[] = [
  {
    name: 'ClientErrorLog',
    parent: 'System',
    menuType: 'C',
    path: 'client-error',
    component: SCREENS.monitorClientError,
    perms: CLIENT_ERROR_PERMS.list,
    icon: 'alert',
    sort: 62,
    titles: texts('clientError:title'),
  },
  menuButton('ClientErrorLog', 'ClientErrorLogRemove', CLIENT_ERROR_PERMS.remove, 1, 'clientError:menu.ClientErrorLogRemove'),
];
