import { countsPort } from '../../platform/provided-counts.js';

/**
 * How many machines sell each product (absent: none). The machines' goods sit above the products
 * (they name products), so that area provides the count instead of this one reading its table.
 */
const counts = countsPort('products.machineCounts');
export const productMachineCountsPort = counts.port;
export const productMachineCounts = counts.countsOf;
