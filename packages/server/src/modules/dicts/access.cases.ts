import type { AccessModule } from '../../test/access-matrix.js';

/** Dictionaries are platform-wide: no data-scope cases (their routes are checked from their registration). */
export const accessCases: AccessModule = {
  module: 'dicts',
  scope: [],
};
