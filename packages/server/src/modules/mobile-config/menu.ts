import { MOBILE_CONFIG_PERMS, SCREENS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';

/** System → Mobile operation config and its button. */
export const MOBILE_CONFIG_MENUS: MenuDefinition[] = [
  {
    name: 'SystemMobileConfig',
    parent: 'System',
    menuType: 'C',
    path: 'mobile-config',
    component: SCREENS.systemMobileConfig,
    perms: MOBILE_CONFIG_PERMS.query,
    icon: 'mobile',
    sort: 84,
    titles: { zh: '移动端运维配置', en: 'Mobile operation config', es: 'Configuración móvil', ja: 'モバイル運用設定' },
  },
  {
    name: 'SystemMobileConfigEdit',
    parent: 'SystemMobileConfig',
    menuType: 'F',
    perms: MOBILE_CONFIG_PERMS.edit,
    titles: { zh: '配置修改', en: 'Edit', es: 'Editar', ja: '編集' },
    sort: 1,
  },
];
