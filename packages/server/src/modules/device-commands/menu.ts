import { DEVICE_COMMAND_PERMS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuButton } from '../../platform/menu-buttons.js';

/**
 * The remote-operations button of the device list (clean, reset, restart, lock, unlock through
 * POST /api/DeviceAppend/sendCmd). The command log reads with the device's own view permission.
 */
export const DEVICE_COMMAND_MENUS: MenuDefinition[] = [
  menuButton('DeviceList', 'DeviceCommand', DEVICE_COMMAND_PERMS.send, 20, 'deviceRemote:menu.DeviceCommand'),
];
