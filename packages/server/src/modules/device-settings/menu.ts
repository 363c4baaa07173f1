import { DEVICE_DETAIL_PERMS, DEVICE_SETTINGS_PERMS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';

/** The device list's menu entry (H1's `modules/devices/menu.ts`); the settings buttons hang under it. */
const PARENT = 'DeviceList';

const button = (name: string, perms: string, titles: MenuDefinition['titles'], sort: number): MenuDefinition => ({
  name,
  parent: PARENT,
  menuType: 'F',
  perms,
  titles,
  sort,
});

/** Buttons of the remote settings and of the detail screen's separately granted parts. */
export const DEVICE_SETTINGS_MENUS: MenuDefinition[] = [
  button(
    'DeviceSettingsParams',
    DEVICE_SETTINGS_PERMS.params,
    { zh: '读取/设置参数', en: 'Read and set parameters', es: 'Leer y configurar parámetros', ja: 'パラメーター読取・設定' },
    40,
  ),
  button(
    'DeviceSettingsPassword',
    DEVICE_SETTINGS_PERMS.localPassword,
    { zh: '本地密码', en: 'Local password', es: 'Contraseña local', ja: 'ローカルパスワード' },
    41,
  ),
  button(
    'DeviceSettingsCupLimit',
    DEVICE_SETTINGS_PERMS.cupLimit,
    { zh: '出杯限制', en: 'Cup-output limit', es: 'Límite de vasos', ja: '出杯制限' },
    42,
  ),
  button(
    'DeviceSettingsClean',
    DEVICE_SETTINGS_PERMS.cleanConfig,
    { zh: '清洗设置', en: 'Cleaning settings', es: 'Ajustes de limpieza', ja: '洗浄設定' },
    43,
  ),
  button(
    'DeviceSettingsContainer',
    DEVICE_SETTINGS_PERMS.container,
    { zh: '料盒预警设置', en: 'Container alarms', es: 'Alarmas de contenedores', ja: 'コンテナ警告設定' },
    44,
  ),
  button(
    'DeviceSettingsMaxStock',
    DEVICE_SETTINGS_PERMS.maxStock,
    { zh: '最大库存', en: 'Max stock', es: 'Existencias máximas', ja: '最大在庫' },
    45,
  ),
  button(
    'DeviceDetailMaterial',
    DEVICE_DETAIL_PERMS.material,
    { zh: '查看物料信息', en: 'View material info', es: 'Ver materiales', ja: '原料情報の表示' },
    46,
  ),
  button(
    'DeviceDetailFault',
    DEVICE_DETAIL_PERMS.fault,
    { zh: '查看故障记录', en: 'View fault records', es: 'Ver averías', ja: '故障記録の表示' },
    47,
  ),
  button(
    'DeviceDetailWarning',
    DEVICE_DETAIL_PERMS.warning,
    { zh: '查看预警记录', en: 'View warning records', es: 'Ver advertencias', ja: '警告記録の表示' },
    48,
  ),
];
