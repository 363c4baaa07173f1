import { DEVICE_MODEL_PERMS, SCREENS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuEntries } from '../../platform/menu-entries.js';

const { page } = menuEntries('deviceModels');

/** Devices → Device models (with their containers) and its buttons. */
export const DEVICE_MODEL_MENUS: MenuDefinition[] = page({
  name: 'DeviceModel',
  parent: 'Devices',
  path: 'model',
  component: SCREENS.deviceModel,
  perms: DEVICE_MODEL_PERMS.list,
  icon: 'coffee',
  sort: 2,
  title: 'deviceModels:title',
  buttons: DEVICE_MODEL_PERMS,
});
