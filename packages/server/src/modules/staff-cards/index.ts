import { defineArea } from '../../platform/area.js';
import { NOT_USER_INPUT } from '../../platform/db/unique.js';
import { subscribe } from '../../platform/wiring/index.js';
import { orderRefunded } from '../refunds/index.js';
import { seedStaffCards } from './demo-data.js';
import { releaseStaffHoldsHandler, resetStaffQuotaHandler } from './job.js';
import { STAFF_CARD_MENUS } from './menu.js';
import { refundToStaffCard } from './refund.js';
import { staffCardRoutes } from './routes.js';

/** Staff (employee) cards: a monthly quota and a discount, the holds machines ask for, and every swipe and change recorded. */
export const area = defineArea({
  name: 'staff-cards',
  routes: staffCardRoutes,
  menus: STAFF_CARD_MENUS,
  jobs: [releaseStaffHoldsHandler, resetStaffQuotaHandler],
  demoSeed: { order: 76, run: seedStaffCards },
  // A refund of an order a staff card paid goes back to the card's quota.
  subscribes: [subscribe(orderRefunded, refundToStaffCard)],
  uniques: {
    crd_staff_card_no_uq: { field: 'employeeNo', key: 'staffNoTaken', param: 'employeeNo' },
    // Holds are made by the server from a machine's request; a retry or a second request is answered before the insert.
    crd_staff_hold_request_uq: NOT_USER_INPUT,
    crd_staff_hold_order_uq: NOT_USER_INPUT,
  },
});

/* What other areas use of this one: the gateway's side of a staff card paying at a machine, the demo machines' cards. */
export {
  STAFF_CARD_METHOD,
  authoriseStaffCard,
  cancelStaffHold,
  settleStaffCardOrders,
  staffCardUnavailable,
  type StaffAuthAnswer,
  type StaffCardVerdict,
} from './holds.js';
export { staffCards, staffHolds, staffRecords } from './schema.js';
export { payingStaffNumbers } from './demo-data.js';
