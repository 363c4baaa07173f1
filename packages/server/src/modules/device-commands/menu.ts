import { DEVICE_COMMAND_PERMS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';

/**
 * The remote-operations button of the device list (clean, reset, restart, lock, unlock through
 * POST /api/DeviceAppend/sendCmd). The command log reads with the device's own view permission.
 */
export const DEVICE_COMMAND_MENUS: MenuDefinition[] = [
  {
    name: 'DeviceCommand',
    parent: 'DeviceList',
    menuType: 'F',
    perms: DEVICE_COMMAND_PERMS.send,
    sort: 20,
    titles: { zh: '远程操作', en: 'Remote operations', es: 'Operaciones remotas', ja: 'リモート操作' },
  },
];
