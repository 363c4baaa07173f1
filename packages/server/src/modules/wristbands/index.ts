import { defineArea } from '../../platform/area.js';
import { NOT_USER_INPUT } from '../../platform/db/unique.js';
import { seedWristbands } from './demo-data.js';
import { expireWristbandsHandler } from './job.js';
import { WRISTBAND_MENUS } from './menu.js';
import { wristbandRoutes } from './routes.js';

/** Wristbands (bracelets): passes activated by their first use at a machine, expiring after their duration, with every use recorded. */
export const area = defineArea({
  name: 'wristbands',
  routes: wristbandRoutes,
  menus: WRISTBAND_MENUS,
  jobs: [expireWristbandsHandler],
  demoSeed: { order: 77, run: seedWristbands },
  uniques: {
    // Imports check the numbers before the insert and answer each row; a race is the import's fault to answer.
    wb_wristband_no_uq: { field: 'wristbandNo', key: 'wristbandImportExists', param: 'wristbandNo' },
    // Uses are made by the server from a machine's request; a retry or a second request is answered before the insert.
    wb_wristband_record_request_uq: NOT_USER_INPUT,
    wb_wristband_record_order_uq: NOT_USER_INPUT,
  },
});

/* What other areas use of this one: the gateway's side of a wristband paying at a machine, the demo machines' bands. */
export {
  authoriseWristband,
  cancelWristbandUse,
  settleWristbandOrders,
  WRISTBAND_METHOD,
  wristbandUnavailable,
  type WristbandAuthAnswer,
  type WristbandDevice,
  type WristbandVerdict,
} from './machine.js';
export { wristbands, wristbandRecords } from './schema.js';
export { payingWristbandNumbers } from './demo-data.js';
