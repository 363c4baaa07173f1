import { countsPort } from '../../platform/provided-counts.js';

/**
 * How many devices are of each model (absent: none). The devices sit above their models (a device
 * names its model), so that area provides the count instead of this one reading their table.
 */
const counts = countsPort('device-models.deviceCounts');
export const modelDeviceCountsPort = counts.port;
export const modelDeviceCounts = counts.countsOf;
