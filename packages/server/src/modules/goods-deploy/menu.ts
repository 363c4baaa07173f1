import { GOODS_DEPLOY_PERMS, SCREENS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';

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
    titles: { zh: '商品下发', en: 'Deployment', es: 'Despliegue', ja: '商品配信' },
  },
  {
    name: 'GoodsDeployDeploy',
    parent: 'GoodsDeploy',
    menuType: 'F',
    perms: GOODS_DEPLOY_PERMS.deploy,
    sort: 1,
    titles: { zh: '下发商品', en: 'Deploy', es: 'Desplegar', ja: '配信' },
  },
  {
    name: 'GoodsDeployRollback',
    parent: 'GoodsDeploy',
    menuType: 'F',
    perms: GOODS_DEPLOY_PERMS.rollback,
    sort: 2,
    titles: { zh: '回滚商品', en: 'Roll back', es: 'Revertir', ja: 'ロールバック' },
  },
];
