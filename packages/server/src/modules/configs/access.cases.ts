import type { AccessModule } from '../../test/access-matrix.js';

/** Parameters are platform-wide: no data-scope cases (their routes are checked from their registration). */
export const accessCases: AccessModule = {
  module: 'configs',
  scope: [],
};
