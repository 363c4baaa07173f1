import { SCREENS } from '@vr/contracts';
import { lazy } from 'react';
import type { ScreenMap } from '../../app/screen-map';

export const screens = {
  [SCREENS.systemCustomer]: lazy(() => import('./customer/CustomerPage')),
  [SCREENS.systemDept]: lazy(() => import('./dept/DeptPage')),
  [SCREENS.systemWebPage]: lazy(() => import('./web-page/WebPagePage')),
  [SCREENS.systemDict]: lazy(() => import('./dict/DictTypePage')),
  [SCREENS.systemDictData]: lazy(() => import('./dict/DictDataPage')),
  [SCREENS.systemConfig]: lazy(() => import('./config/ConfigPage')),
  [SCREENS.systemUser]: lazy(() => import('./user/UserPage')),
  [SCREENS.systemRole]: lazy(() => import('./role/RolePage')),
  [SCREENS.systemMenu]: lazy(() => import('./menu/MenuPage')),
  [SCREENS.systemNotice]: lazy(() => import('./notice/NoticePage')),
  [SCREENS.systemTheme]: lazy(() => import('./theme/ThemePage')),
  [SCREENS.systemMobileConfig]: lazy(() => import('./mobile-config/MobileConfigPage')),
  [SCREENS.systemPlatformSettings]: lazy(() => import('./platform-settings/PlatformSettingsPage')),
} satisfies ScreenMap;
