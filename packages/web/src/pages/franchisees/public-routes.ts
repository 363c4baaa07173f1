import { FRANCHISE_APPLY_PATH } from '@vr/contracts';
import { lazy } from 'react';
import type { PublicRoute } from '../../app/page-area';

/** The application page, open without signing in. */
export const publicRoutes: readonly PublicRoute[] = [
  { path: FRANCHISE_APPLY_PATH, page: lazy(() => import('./ApplyPage')), titleKey: 'route.franchiseApply' },
];
