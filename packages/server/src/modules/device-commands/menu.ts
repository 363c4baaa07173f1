import { DEVICE_COMMAND_PERMS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuEntries } from '../../platform/menu-entries.js';

const { buttons } = menuEntries('deviceRemote');

/**
 * The remote-operations button of the device list (clean, reset, restart, lock, unlock through
 * POST /api/DeviceAppend/sendCmd). The command log reads with the device's own view permission.
 */
export const DEVICE_COMMAND_MENUS: MenuDefinition[] = buttons({ parent: 'DeviceList', firstSort: 20 }, [
  ['DeviceCommand', DEVICE_COMMAND_PERMS.send],
]);
