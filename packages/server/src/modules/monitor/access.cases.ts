import type { AccessModule } from '../../test/access-matrix.js';

/** Monitoring: platform figures, no organisation-owned rows (so no scope cases). */
export const accessCases: AccessModule = {
  module: 'monitor',
  scope: [],
};
