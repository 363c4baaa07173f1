import { PLANNED_PERMISSIONS, PLANNED_SCREENS } from '@vr/contracts';
import { hiddenRoute, type PageArea } from '../../app/page-area';

/**
 * Hidden routes of planned screens (`PLANNED_SCREENS`), whose areas are not built yet: they
 * answer 404, or 401 without their permission. Building an area moves its routes to its own
 * index.ts.
 */
export const area = {
  screens: {},
  hiddenRoutes: [
    hiddenRoute('genEdit', '/tool/gen-edit/index/:tableId', PLANNED_SCREENS.genEdit, [PLANNED_PERMISSIONS.genEdit], {
      numeric: ['tableId'],
    }),
  ],
} satisfies PageArea;
