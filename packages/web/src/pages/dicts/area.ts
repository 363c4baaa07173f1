import { DICT_PERMS, SCREENS } from '@vr/contracts';
import { lazy } from 'react';
import type { PageArea } from '../../app/page-area';

export const area = {
  screens: {
    [SCREENS.systemDict]: lazy(() => import('./DictTypePage')),
    [SCREENS.systemDictData]: lazy(() => import('./DictDataPage')),
  },
  hiddenRoutes: [
    {
      id: 'dictData',
      path: '/system/dict-data/index/:dictId',
      component: SCREENS.systemDictData,
      perms: [DICT_PERMS.list],
      numeric: ['dictId'],
    },
  ],
} satisfies PageArea;
