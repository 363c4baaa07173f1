import { defineArea } from '../../platform/area.js';
import { NOT_USER_INPUT } from '../../platform/db/unique.js';
import { FRANCHISEE_MENUS } from './menu.js';
import { franchiseeRoutes } from './routes.js';

/** Franchisee review: online franchise applications, reviewed into customers with their first account. */
export const area = defineArea({
  name: 'franchisees',
  routes: franchiseeRoutes,
  menus: FRANCHISEE_MENUS,
  uniques: {
    // Tokens are random; a customer is set once, by the review that took the application.
    frn_application_token_uq: NOT_USER_INPUT,
    frn_application_customer_uq: NOT_USER_INPUT,
  },
});
