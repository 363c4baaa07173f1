import { defineArea } from '../../platform/area.js';

/** The alarms area: what it adds to the platform. */
export const area = defineArea({
  name: 'alarms',
});

/* What other areas use of this one. */
export { deviceAlarms } from './schema.js';
