import { GOODS_DEPLOY_PERMS, SCREENS } from '@vr/contracts';
import { texts } from '@vr/contracts/texts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuButton } from '../../platform/menu-buttons.js';

/** Goods → deployment, and its buttons. */
export const GOODS_DEPLOY_MENUS: MenuDefinition[] = [
  {
    name: 'GoodsDeploy',
    parent: 'Goods',
    menuType: 'C',
    path: 'deploy',
    component: SCREENS.goodsDeploy,
    perms: GOODS_DEPLOY_PERMS.list,
    icon: 'cluster',
    sort: 9,
    titles: texts('goodsDeploy:menu.GoodsDeploy'),
  },
  menuButton('GoodsDeploy', 'GoodsDeployDeploy', GOODS_DEPLOY_PERMS.deploy, 1, 'goodsDeploy:menu.GoodsDeployDeploy'),
  menuButton('GoodsDeploy', 'GoodsDeployRollback', GOODS_DEPLOY_PERMS.rollback, 2, 'goodsDeploy:menu.GoodsDeployRollback'),
];
