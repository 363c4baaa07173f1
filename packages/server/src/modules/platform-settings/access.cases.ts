import { PLATFORM_SETTINGS_API, PLATFORM_SETTINGS_PERMS } from '@vr/contracts';
import type { AccessModule } from '../../test/access-matrix.js';

/** Platform settings: platform-wide; the read is public (platform-settings.test.ts). */
export const platformSettingsAccess: AccessModule = {
  module: 'platform-settings',
  routes: [
    {
      method: 'PUT',
      url: PLATFORM_SETTINGS_API.settings,
      payload: { title: 'x', logo: '', defaultLanguage: 'en', timeZone: 'UTC', currency: 'USD' },
      permission: PLATFORM_SETTINGS_PERMS.edit,
    },
  ],
  scope: [],
};
