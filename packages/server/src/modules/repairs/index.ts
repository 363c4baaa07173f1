import { defineArea } from '../../platform/area.js';
import { NOT_USER_INPUT } from '../../platform/db/unique.js';
import { subscribe } from '../../platform/wiring/index.js';
import { alarmRaised, alarmReleased } from '../alarms/index.js';
import { REPAIR_MENUS } from './menu.js';
import { noteReleased, openRepair } from './open.js';
import { repairRoutes } from './routes.js';

/** Repair records: opened by level-2 faults of the machines, processed by people. */
export const area = defineArea({
  name: 'repairs',
  routes: repairRoutes,
  menus: REPAIR_MENUS,
  subscribes: [
    // A level-2 fault opens a pending repair record, assigned to the maintainer of the device's route.
    subscribe(alarmRaised, openRepair),
    // The machine releasing the fault is noted on its record, which stays open.
    subscribe(alarmReleased, noteReleased),
  ],
  uniques: {
    // Records are opened by the server only, once per fault occurrence.
    dev_repair_alarm_uq: NOT_USER_INPUT,
  },
});

/* What other areas use of this one. */
export { repairs } from './schema.js';
