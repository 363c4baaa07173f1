import { defineArea } from '../../platform/area.js';

/** Each machine's goods: which products it sells, where, at which price, with its own recipe. */
export const area = defineArea({
  name: 'device-goods',
  uniques: { dev_goods_device_slot_uq: { field: 'slotNo', key: 'deviceGoodsSlotExists', param: 'slotNo' } },
});

/* What other areas use of this one. */
export { deviceGoods } from './schema.js';
