import { SCREENS, TEMPLATE_PERMS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuEntries } from '../../platform/menu-entries.js';

const { page } = menuEntries('deviceGoods');

/** Goods → product templates, and its buttons. */
export const TEMPLATE_MENUS: MenuDefinition[] = page({
  name: 'GoodsTemplate',
  parent: 'Goods',
  path: 'template',
  component: SCREENS.goodsTemplate,
  perms: TEMPLATE_PERMS.list,
  icon: 'appstore',
  sort: 5,
  buttons: TEMPLATE_PERMS,
  buttonTitles: { apply: 'deviceGoods:template.apply' },
});
