import { countsPort } from '../../platform/provided-counts.js';

/**
 * How many devices each organisation holds, itself and everything below it (absent: none). The
 * devices sit above the organisations (they name one), so that area provides the count instead
 * of this one reading its table.
 */
const counts = countsPort('orgs.deviceCounts');
export const orgDeviceCounts = counts.port;
export const deviceCountsBelow = counts.countsOf;
