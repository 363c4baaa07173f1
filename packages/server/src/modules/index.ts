import type { AreaDefinition } from '../platform/area.js';
import { area as auth } from './auth/index.js';
import { area as menus } from './menus/index.js';
import { area as users } from './users/index.js';
import { area as roles } from './roles/index.js';
import { area as dicts } from './dicts/index.js';
import { area as configs } from './configs/index.js';
import { area as webPages } from './web-pages/index.js';
import { area as clientErrors } from './client-errors/index.js';
import { area as customers } from './customers/index.js';
import { area as orgs } from './orgs/index.js';
import { area as notices } from './notices/index.js';
import { area as themes } from './themes/index.js';
import { area as mobileConfig } from './mobile-config/index.js';
import { area as platformSettings } from './platform-settings/index.js';
import { area as devices } from './devices/index.js';
import { area as deviceSettings } from './device-settings/index.js';
import { area as points } from './points/index.js';
import { area as deviceModels } from './device-models/index.js';
import { area as logs } from './logs/index.js';
import { area as onlineUsers } from './online-users/index.js';
import { area as monitor } from './monitor/index.js';
import { area as jobs } from './jobs/index.js';
import { area as deviceCommands } from './device-commands/index.js';
import { area as uploads } from './uploads/index.js';
import { area as profile } from './profile/index.js';
import { area as deviceDetail } from './device-detail/index.js';
import { area as dashboard } from './dashboard/index.js';
import { area as deviceGateway } from './device-gateway/index.js';
import { area as orders } from './orders/index.js';
import { area as alarms } from './alarms/index.js';
import { area as deviceSimDemo } from './device-sim-demo/index.js';
import { area as materials } from './materials/index.js';
import { area as products } from './products/index.js';
import { area as deviceGoods } from './device-goods/index.js';
import { area as productTemplates } from './product-templates/index.js';
import { area as goodsDeploy } from './goods-deploy/index.js';
import { area as refunds } from './refunds/index.js';
import { area as payments } from './payments/index.js';
import { area as reports } from './reports/index.js';
import { area as sharing } from './sharing/index.js';
import { area as exports } from './exports/index.js';

/**
 * Every business area, one line each. This order is the order of their routes, of the menu
 * catalogue (the menus area brings the top-level directories, so it comes first) and of their
 * reference data; demo data runs by each area's own `demoSeed.order`.
 */
export const AREAS: readonly AreaDefinition[] = [
  auth,
  menus,
  users,
  roles,
  dicts,
  configs,
  webPages,
  clientErrors,
  customers,
  orgs,
  notices,
  themes,
  mobileConfig,
  platformSettings,
  devices,
  deviceSettings,
  points,
  deviceModels,
  logs,
  onlineUsers,
  monitor,
  jobs,
  deviceCommands,
  uploads,
  profile,
  deviceDetail,
  dashboard,
  deviceGateway,
  orders,
  alarms,
  deviceSimDemo,
  materials,
  products,
  deviceGoods,
  productTemplates,
  goodsDeploy,
  refunds,
  payments,
  reports,
  sharing,
  exports,
];
