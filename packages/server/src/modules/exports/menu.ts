import { EXPORT_TASK_PERMS, SCREENS } from '@vr/contracts';
import { texts } from '@vr/contracts/texts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuButton } from '../../platform/menu-buttons.js';

/** Reports → export download, with its buttons. */
export const EXPORT_MENUS: MenuDefinition[] = [
  {
    name: 'ExportCentre',
    parent: 'Reports',
    menuType: 'C',
    path: 'exportTask',
    component: SCREENS.exportCentre,
    perms: EXPORT_TASK_PERMS.list,
    icon: 'download',
    sort: 90,
    titles: texts('exportCentre:title'),
  },
  menuButton('ExportCentre', 'ExportCentreRemove', EXPORT_TASK_PERMS.remove, 1, 'common:action.delete'),
  menuButton('ExportCentre', 'ExportCentreAll', EXPORT_TASK_PERMS.all, 2, 'exportCentre:menu.ExportCentreAll'),
  menuButton('ExportCentre', 'ExportCentreQrCodes', EXPORT_TASK_PERMS.qrCodes, 3, 'exportCentre:menu.ExportCentreQrCodes'),
];
