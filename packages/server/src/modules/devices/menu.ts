import { DEVICE_PERMS, SCREENS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuEntries } from '../../platform/menu-entries.js';

const { page } = menuEntries('devices');

/** Devices → Device list, with its buttons (the add page `/deviceManage/add` is a hidden route). */
export const DEVICE_MENUS: MenuDefinition[] = page({
  name: 'DeviceList',
  parent: 'Devices',
  path: 'device',
  component: SCREENS.deviceList,
  perms: DEVICE_PERMS.list,
  icon: 'desktop',
  sort: 1,
  buttons: [
    ['DeviceQuery', DEVICE_PERMS.query],
    ['DeviceAdd', DEVICE_PERMS.add],
    ['DeviceEdit', DEVICE_PERMS.edit],
    ['DeviceRemove', DEVICE_PERMS.remove],
    ['DeviceExport', DEVICE_PERMS.export],
    ['DeviceImport', DEVICE_PERMS.import],
    ['DeviceGrant', DEVICE_PERMS.grant],
    ['DeviceSecret', DEVICE_PERMS.secret],
  ],
});
