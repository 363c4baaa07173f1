import { DICT_PERMS, SCREENS } from '@vr/contracts';
import { lazy } from 'react';
import { hiddenRoute, type PageArea } from '../../app/page-area';

export const area = {
  screens: {
    [SCREENS.systemDict]: lazy(() => import('./DictTypePage')),
    [SCREENS.systemDictData]: lazy(() => import('./DictDataPage')),
  },
  hiddenRoutes: [
    hiddenRoute('dictData', '/system/dict-data/index/:dictId', SCREENS.systemDictData, [DICT_PERMS.list], { numeric: ['dictId'] }),
  ],
} satisfies PageArea;
