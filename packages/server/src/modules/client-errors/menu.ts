import { CLIENT_ERROR_PERMS, SCREENS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';

/** System → Client error log and its button. */
export const CLIENT_ERROR_MENUS: MenuDefinition[] = [
  {
    name: 'ClientErrorLog',
    parent: 'System',
    menuType: 'C',
    path: 'client-error',
    component: SCREENS.monitorClientError,
    perms: CLIENT_ERROR_PERMS.list,
    icon: 'alert',
    sort: 62,
    titles: { zh: '前端错误日志', en: 'Client error log', es: 'Errores del cliente', ja: 'クライアントエラーログ' },
  },
  {
    name: 'ClientErrorLogRemove',
    parent: 'ClientErrorLog',
    menuType: 'F',
    perms: CLIENT_ERROR_PERMS.remove,
    sort: 1,
    titles: { zh: '错误日志删除', en: 'Delete', es: 'Eliminar', ja: '削除' },
  },
];
