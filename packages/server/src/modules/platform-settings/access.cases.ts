import type { AccessModule } from '../../test/access-matrix.js';

/** Platform settings: platform-wide; the read is public (platform-settings.test.ts). */
export const accessCases: AccessModule = {
  module: 'platform-settings',
  scope: [],
};
