import { DEVICE_PERMS, SCREENS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';

const button = (name: string, perms: string, sort: number, titles: MenuDefinition['titles']): MenuDefinition => ({
  name,
  parent: 'DeviceList',
  menuType: 'F',
  perms,
  sort,
  titles,
});

/** Devices → Device list, with its buttons (the add page `/deviceManage/add` is a hidden route). */
export const DEVICE_MENUS: MenuDefinition[] = [
  {
    name: 'DeviceList',
    parent: 'Devices',
    menuType: 'C',
    path: 'device',
    component: SCREENS.deviceList,
    perms: DEVICE_PERMS.list,
    icon: 'desktop',
    sort: 1,
    titles: { zh: '设备列表', en: 'Device list', es: 'Lista de dispositivos', ja: 'デバイス一覧' },
  },
  button('DeviceQuery', DEVICE_PERMS.query, 1, { zh: '设备查询', en: 'View', es: 'Consultar', ja: '照会' }),
  button('DeviceAdd', DEVICE_PERMS.add, 2, { zh: '设备新增', en: 'Add', es: 'Añadir', ja: '追加' }),
  button('DeviceEdit', DEVICE_PERMS.edit, 3, { zh: '设备修改', en: 'Edit', es: 'Editar', ja: '編集' }),
  button('DeviceRemove', DEVICE_PERMS.remove, 4, { zh: '设备删除', en: 'Delete', es: 'Eliminar', ja: '削除' }),
  button('DeviceExport', DEVICE_PERMS.export, 5, { zh: '设备导出', en: 'Export', es: 'Exportar', ja: 'エクスポート' }),
  button('DeviceImport', DEVICE_PERMS.import, 6, { zh: '设备导入', en: 'Import', es: 'Importar', ja: 'インポート' }),
  button('DeviceGrant', DEVICE_PERMS.grant, 7, { zh: '设备授权', en: 'Grant devices', es: 'Asignar dispositivos', ja: 'デバイス付与' }),
  button('DeviceSecret', DEVICE_PERMS.secret, 8, {
    zh: '重置设备密钥',
    en: 'Rotate secret',
    es: 'Renovar secreto',
    ja: 'シークレット再発行',
  }),
];
