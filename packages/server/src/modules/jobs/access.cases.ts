import type { AccessModule } from '../../test/access-matrix.js';

/** Scheduled jobs are platform-wide (no organisation): no data-scope cases. */
export const accessCases: AccessModule = {
  module: 'jobs',
  scope: [],
};
