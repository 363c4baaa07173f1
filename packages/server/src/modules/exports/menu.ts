import { EXPORT_TASK_PERMS, SCREENS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuEntries } from '../../platform/menu-entries.js';

const { page } = menuEntries('exportCentre');

/** Reports → export download, with its buttons. */
export const EXPORT_MENUS: MenuDefinition[] = page({
  name: 'ExportCentre',
  parent: 'Reports',
  path: 'exportTask',
  component: SCREENS.exportCentre,
  perms: EXPORT_TASK_PERMS.list,
  icon: 'download',
  sort: 90,
  title: 'exportCentre:title',
  buttons: [
    ['ExportCentreRemove', EXPORT_TASK_PERMS.remove, 'common:action.delete'],
    ['ExportCentreAll', EXPORT_TASK_PERMS.all],
    ['ExportCentreQrCodes', EXPORT_TASK_PERMS.qrCodes],
  ],
});
