import { changeCounter } from '../../../platform/http/change-counter.js';

/** Changes whenever this process changes sales (orders stored by the gateway, a recount, a rebuild). */
const sales = changeCounter();

export const salesChanged = sales.changed;
export const salesGeneration = sales.current;
