import { GOODS_DEPLOY_PERMS, SCREENS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuEntries } from '../../platform/menu-entries.js';

const { page } = menuEntries('goodsDeploy');

/** Goods → deployment, and its buttons. */
export const GOODS_DEPLOY_MENUS: MenuDefinition[] = page({
  name: 'GoodsDeploy',
  parent: 'Goods',
  path: 'deploy',
  component: SCREENS.goodsDeploy,
  perms: GOODS_DEPLOY_PERMS.list,
  icon: 'cluster',
  sort: 9,
  buttons: GOODS_DEPLOY_PERMS,
});
