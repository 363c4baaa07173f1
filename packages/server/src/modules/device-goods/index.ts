import { defineArea } from '../../platform/area.js';
import { provide } from '../../platform/wiring/index.js';
import { productGoodsChangedPort, productMachineCountsPort } from '../products/index.js';
import { markProductGoodsChanged } from './changes.js';
import { machinesSellingProducts } from './read.js';
import { seedDeviceGoods } from './demo-data.js';
import { DEVICE_GOODS_MENUS } from './menu.js';
import { deviceGoodsRoutes } from './routes.js';

/** Each machine's goods: which products it sells, where, at which price, with its own recipe. */
export const area = defineArea({
  name: 'device-goods',
  routes: deviceGoodsRoutes,
  menus: DEVICE_GOODS_MENUS,
  // The product list shows how many machines sell each product; a product's save that changes
  // what machines are told of it marks the goods of the machines selling it changed.
  provides: [provide(productMachineCountsPort, machinesSellingProducts), provide(productGoodsChangedPort, markProductGoodsChanged)],
  demoSeed: { order: 64, run: seedDeviceGoods },
  uniques: { dev_goods_device_slot_uq: { field: 'slotNo', key: 'deviceGoodsSlotExists', param: 'slotNo' } },
});

/* What other areas use of this one. */
export { deviceAccessories, deviceGoods, deviceGoodsChanges, deviceGoodsSource } from './schema.js';
export { goodsRevisions } from './changes.js';
export { readDeviceGoods } from './read.js';
export {
  type GoodsDevice,
  type WantedItem,
  goodsDevice,
  previewGoodsChange,
  productNameIn,
  replaceDeviceGoods,
  sameModelTargets,
} from './service.js';
export { restoreDeviceGoods } from './restore.js';
export { clearTemplateSource, recordTemplateSource } from './template-source.js';
export { type DeviceGoodsChanged, deviceGoodsChanged } from './changes.js';
