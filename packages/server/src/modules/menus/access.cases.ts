import type { AccessModule } from '../../test/access-matrix.js';

/** Menus are platform-wide (not org-owned): no scope case; the trees show only the caller's own menus (menus.test.ts). */
export const accessCases: AccessModule = {
  module: 'menus',
  scope: [],
};
