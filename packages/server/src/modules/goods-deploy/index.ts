import { defineArea } from '../../platform/area.js';
import { NOT_USER_INPUT } from '../../platform/db/unique.js';
import { seedDeployedGoods } from './demo-data.js';
import { GOODS_DEPLOY_MENUS } from './menu.js';
import { goodsDeployRoutes } from './routes.js';

/** Deployment of each machine's goods as versioned packages over the device protocol. */
export const area = defineArea({
  name: 'goods-deploy',
  routes: goodsDeployRoutes,
  menus: GOODS_DEPLOY_MENUS,
  // After the devices (60) and the products (62): each demo machine's goods, deployed as version 1.
  demoSeed: { order: 67, run: seedDeployedGoods },
  uniques: {
    // Versions are taken under a row lock on the machine's state; a clash is never the user's input.
    goods_package_device_version_uq: NOT_USER_INPUT,
  },
});

/* What other areas use of this one. */
export { type GoodsDeployed, goodsDeployed } from './changes.js';
export { GoodsSync } from './sync.js';
export { goodsDeviceStates, goodsPackages } from './schema.js';
