import { defineArea } from '../../platform/area.js';
import { NOT_USER_INPUT } from '../../platform/db/unique.js';
import { DEVICE_RECORDING_MENUS } from './menu.js';
import { deviceRecordingRoutes } from './routes.js';

/** Camera playback: recordings asked of machines over the device protocol, uploaded and played. */
export const area = defineArea({
  name: 'device-recording',
  routes: deviceRecordingRoutes,
  menus: DEVICE_RECORDING_MENUS,
  // Upload tokens are random.
  uniques: { dev_recording_token_uq: NOT_USER_INPUT },
});

/* What other areas use of this one. */
export { RecordingSync } from './sync.js';
