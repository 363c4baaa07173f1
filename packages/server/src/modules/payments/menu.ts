import { PAY_CONFIG_PERMS, SCREENS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';
import { permissionButtons as buttons } from '../../platform/menu-buttons.js';

/** Finance → payment config and setting, and its buttons. */
export const PAYMENT_MENUS: MenuDefinition[] = [
  {
    name: 'FinancePayConfig',
    parent: 'Finance',
    menuType: 'C',
    path: 'payConfig',
    component: SCREENS.financePayConfig,
    perms: PAY_CONFIG_PERMS.list,
    icon: 'credit-card',
    sort: 1,
    titles: { zh: '支付配置与设置', en: 'Payment config and setting', es: 'Configuración de pagos', ja: '決済設定' },
  },
  ...buttons('FinancePayConfig', PAY_CONFIG_PERMS, '支付配置'),
];
