import { defineArea } from '../../platform/area.js';
import { NOT_USER_INPUT } from '../../platform/db/unique.js';
import { subscribe } from '../../platform/wiring/index.js';
import { orderRefunded } from '../refunds/index.js';
import { seedCards } from './demo-data.js';
import { releaseHoldsHandler } from './job.js';
import { refundToCard } from './refund.js';
import { CARD_MENUS } from './menu.js';
import { cardRoutes } from './routes.js';

/** Member (IC) cards: their balances and change records, and the holds machines ask for when a card pays. */
export const area = defineArea({
  name: 'cards',
  routes: cardRoutes,
  menus: CARD_MENUS,
  jobs: [releaseHoldsHandler],
  demoSeed: { order: 75, run: seedCards },
  // A refund of an order a card paid goes back to the card.
  subscribes: [subscribe(orderRefunded, refundToCard)],
  uniques: {
    crd_ic_card_code_uq: { field: 'icCode', key: 'cardCodeTaken', param: 'icCode' },
    // Holds are made by the server from a machine's request; a retry or a second request is answered before the insert.
    crd_ic_card_hold_request_uq: NOT_USER_INPUT,
    crd_ic_card_hold_order_uq: NOT_USER_INPUT,
  },
});

/* What other areas use of this one: the gateway's side of a card paying at a machine. */
export { authoriseCard, cancelCardHold, cardUnavailable, type CardAuthAnswer, type CardDevice } from './holds.js';
export { MEMBER_CARD_METHOD, settleCardOrders, type CardOrder, type CardVerdict } from './settle.js';
export { icCardChanges, icCardHolds, icCards } from './schema.js';
export { payingCardNumbers } from './demo-data.js';
export { cardCustomer } from './commands.js';
