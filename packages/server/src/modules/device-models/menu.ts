import { DEVICE_MODEL_PERMS, SCREENS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';

const button = (name: string, perms: string, titles: MenuDefinition['titles'], sort: number): MenuDefinition => ({
  name,
  parent: 'DeviceModel',
  menuType: 'F',
  perms,
  titles,
  sort,
});

/** Devices → Device models (with their containers) and its buttons. */
export const DEVICE_MODEL_MENUS: MenuDefinition[] = [
  {
    name: 'DeviceModel',
    parent: 'Devices',
    menuType: 'C',
    path: 'model',
    component: SCREENS.deviceModel,
    perms: DEVICE_MODEL_PERMS.list,
    icon: 'coffee',
    sort: 2,
    titles: { zh: '设备型号', en: 'Device models', es: 'Modelos de dispositivo', ja: '機種管理' },
  },
  button('DeviceModelQuery', DEVICE_MODEL_PERMS.query, { zh: '型号查询', en: 'View', es: 'Ver', ja: '照会' }, 1),
  button('DeviceModelAdd', DEVICE_MODEL_PERMS.add, { zh: '型号新增', en: 'Add', es: 'Añadir', ja: '追加' }, 2),
  button('DeviceModelEdit', DEVICE_MODEL_PERMS.edit, { zh: '型号修改', en: 'Edit', es: 'Editar', ja: '編集' }, 3),
  button('DeviceModelRemove', DEVICE_MODEL_PERMS.remove, { zh: '型号删除', en: 'Delete', es: 'Eliminar', ja: '削除' }, 4),
];
