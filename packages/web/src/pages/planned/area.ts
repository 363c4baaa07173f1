import type { PageArea } from '../../app/page-area';

/**
 * Hidden routes of planned screens (`PLANNED_SCREENS`), whose areas are not built yet: they
 * answer 404, or 401 without their permission. Building an area moves its routes to its own
 * index.ts. None is planned now.
 */
export const area = {
  screens: {},
  hiddenRoutes: [],
} satisfies PageArea;
