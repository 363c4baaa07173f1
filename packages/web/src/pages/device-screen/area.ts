import { DEVICE_SCREEN_PERMS, SCREENS } from '@vr/contracts';
import { lazy } from 'react';
import { hiddenRoute, type PageArea } from '../../app/page-area';

export const area = {
  screens: {
    [SCREENS.interfaceConfig]: lazy(() => import('./ScreenConfigPage')),
    [SCREENS.interfaceAdd]: lazy(() => import('./ScreenConfigFormPage')),
    [SCREENS.interfaceEdit]: lazy(() => import('./ScreenConfigFormPage')),
    [SCREENS.appletColor]: lazy(() => import('./AppletColorPage')),
  },
  hiddenRoutes: [
    hiddenRoute(
      'interfaceEdit',
      '/deviceManage/deviceModule/InterfaceConfiguration/Edit/index/:Id',
      SCREENS.interfaceEdit,
      [DEVICE_SCREEN_PERMS.edit],
      {
        numeric: ['Id'],
      },
    ),
    hiddenRoute('interfaceAdd', '/deviceManage/deviceModule/InterfaceConfiguration/Add/index', SCREENS.interfaceAdd, [
      DEVICE_SCREEN_PERMS.add,
    ]),
  ],
} satisfies PageArea;
