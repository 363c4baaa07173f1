import type { ChangedBy } from '../devices/index.js';
import { defineEvent } from '../../platform/wiring/index.js';

/** Packages made of machines' current goods (a deployment, a rollout's stage): the version each machine is sent. */
export interface GoodsDeployed {
  packages: Array<{ deviceId: number; version: number }>;
  by: ChangedBy;
}

/**
 * Published after the commit that made the packages. A rollback is not one: it puts earlier goods
 * back on the machines, which the goods' own change tells.
 */
export const goodsDeployed = defineEvent<GoodsDeployed>('goods-deploy.deployed');
