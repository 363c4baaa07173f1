import { SCREENS, TEMPLATE_PERMS } from '@vr/contracts';
import { texts } from '@vr/contracts/texts';
import type { MenuDefinition } from '../../platform/area.js';
import { permissionButtons } from '../../platform/menu-buttons.js';

/** Goods → product templates, and its buttons. */
export const TEMPLATE_MENUS: MenuDefinition[] = [
  {
    name: 'GoodsTemplate',
    parent: 'Goods',
    menuType: 'C',
    path: 'template',
    component: SCREENS.goodsTemplate,
    perms: TEMPLATE_PERMS.list,
    icon: 'appstore',
    sort: 5,
    titles: texts('deviceGoods:menu.GoodsTemplate'),
  },
  ...permissionButtons('GoodsTemplate', TEMPLATE_PERMS, {
    query: 'deviceGoods:menu.GoodsTemplateQuery',
    add: 'deviceGoods:menu.GoodsTemplateAdd',
    edit: 'deviceGoods:menu.GoodsTemplateEdit',
    remove: 'deviceGoods:menu.GoodsTemplateRemove',
    apply: 'deviceGoods:template.apply',
  }),
];
