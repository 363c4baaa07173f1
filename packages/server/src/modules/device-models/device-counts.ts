import { providedCounts } from '../../platform/provided-counts.js';

/**
 * How many devices are of each model (absent: none). The devices sit above their models (a device
 * names its model), so that area provides the count instead of this one reading their table.
 */
const modelCounts = providedCounts();
export const provideModelDeviceCounts = modelCounts.provide;
export const modelDeviceCounts = modelCounts.countsOf;
