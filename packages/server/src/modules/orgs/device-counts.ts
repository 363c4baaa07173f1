import { providedCounts } from '../../platform/provided-counts.js';

/**
 * How many devices each organisation holds, itself and everything below it (absent: none). The
 * devices sit above the organisations (they name one), so that area provides the count instead
 * of this one reading its table.
 */
const orgCounts = providedCounts();
export const provideOrgDeviceCounts = orgCounts.provide;
export const deviceCountsBelow = orgCounts.countsOf;
