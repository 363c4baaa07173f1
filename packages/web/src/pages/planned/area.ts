import { PLANNED_PERMISSIONS, PLANNED_SCREENS } from '@vr/contracts';
import type { PageArea } from '../../app/page-area';

/**
 * Hidden routes of planned screens (`PLANNED_SCREENS`), whose areas are not built yet: they
 * answer 404, or 401 without their permission. Building an area moves its routes to its own
 * index.ts.
 */
export const area = {
  screens: {},
  hiddenRoutes: [
    {
      id: 'genEdit',
      path: '/tool/gen-edit/index/:tableId',
      component: PLANNED_SCREENS.genEdit,
      perms: [PLANNED_PERMISSIONS.genEdit],
      numeric: ['tableId'],
    },
    {
      id: 'interfaceEdit',
      path: '/deviceManage/deviceModule/InterfaceConfiguration/Edit/index/:Id',
      component: PLANNED_SCREENS.interfaceEdit,
    },
    {
      id: 'interfaceAdd',
      path: '/deviceManage/deviceModule/InterfaceConfiguration/Add/index',
      component: PLANNED_SCREENS.interfaceAdd,
    },
    { id: 'staffSwipeRecord', path: '/staffSwipe/record', component: PLANNED_SCREENS.staffSwipeRecord },
    { id: 'memberSwipeRecord', path: '/memberSwipe/record', component: PLANNED_SCREENS.memberSwipeRecord },
    { id: 'braceletRecordList', path: '/braceletInformation/recordList', component: PLANNED_SCREENS.braceletRecordList },
    { id: 'braceletRecord', path: '/braceletInformation/record/index/:id', component: PLANNED_SCREENS.braceletRecord },
  ],
} satisfies PageArea;
