import { PLATFORM_SETTINGS_PERMS, SCREENS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';

/** System → Platform settings and its button. */
export const PLATFORM_SETTINGS_MENUS: MenuDefinition[] = [
  {
    name: 'SystemPlatformSettings',
    parent: 'System',
    menuType: 'C',
    path: 'platform-settings',
    component: SCREENS.systemPlatformSettings,
    perms: PLATFORM_SETTINGS_PERMS.query,
    icon: 'global',
    sort: 86,
    titles: { zh: '平台设置', en: 'Platform settings', es: 'Ajustes de plataforma', ja: 'プラットフォーム設定' },
  },
  {
    name: 'SystemPlatformSettingsEdit',
    parent: 'SystemPlatformSettings',
    menuType: 'F',
    perms: PLATFORM_SETTINGS_PERMS.edit,
    titles: { zh: '设置修改', en: 'Edit', es: 'Editar', ja: '編集' },
    sort: 1,
  },
];
