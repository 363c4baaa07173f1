import { defineArea } from '../../platform/area.js';
import { seedDeviceState } from './demo-data.js';
import { markSilentOfflineHandler } from './silent-devices-job.js';

/** The device-gateway area: what it adds to the platform. */
export const area = defineArea({
  name: 'device-gateway',
  jobs: [markSilentOfflineHandler],
  // After the devices (60): their open faults and warnings, and the counters derived from them.
  demoSeed: { order: 65, run: seedDeviceState },
});

export { PortInUseError, type RunningDeviceLink, deviceLinkEndpoints, startDeviceLink } from './device-link.js';
export { phoneOrderCart } from './phone-cart.js';
