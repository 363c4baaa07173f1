import { CODEGEN_PERMS, SCREENS } from '@vr/contracts';
import { lazy } from 'react';
import { hiddenRoute, type PageArea } from '../../app/page-area';

export const area = {
  screens: {
    [SCREENS.codegen]: lazy(() => import('./CodegenPage')),
    [SCREENS.genEdit]: lazy(() => import('./GenEditPage')),
  },
  hiddenRoutes: [hiddenRoute('genEdit', '/tool/gen-edit/index/:tableId', SCREENS.genEdit, [CODEGEN_PERMS.edit], { numeric: ['tableId'] })],
} satisfies PageArea;
