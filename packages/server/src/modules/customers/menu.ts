import { CUSTOMER_PERMS, SCREENS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';

/** System → Customers, with its buttons. */
export const CUSTOMER_MENUS: MenuDefinition[] = [
  {
    name: 'SystemCustomer',
    parent: 'System',
    menuType: 'C',
    path: 'customer',
    component: SCREENS.systemCustomer,
    perms: CUSTOMER_PERMS.list,
    icon: 'team',
    sort: 3,
    titles: { zh: '客户管理', en: 'Customers', es: 'Clientes', ja: '顧客管理' },
  },
  {
    name: 'SystemCustomerQuery',
    parent: 'SystemCustomer',
    menuType: 'F',
    perms: CUSTOMER_PERMS.query,
    sort: 1,
    titles: { zh: '客户查询', en: 'View', es: 'Consultar', ja: '照会' },
  },
  {
    name: 'SystemCustomerAdd',
    parent: 'SystemCustomer',
    menuType: 'F',
    perms: CUSTOMER_PERMS.add,
    sort: 2,
    titles: { zh: '客户新增', en: 'Add', es: 'Añadir', ja: '追加' },
  },
  {
    name: 'SystemCustomerEdit',
    parent: 'SystemCustomer',
    menuType: 'F',
    perms: CUSTOMER_PERMS.edit,
    sort: 3,
    titles: { zh: '客户修改', en: 'Edit', es: 'Editar', ja: '編集' },
  },
  {
    name: 'SystemCustomerRemove',
    parent: 'SystemCustomer',
    menuType: 'F',
    perms: CUSTOMER_PERMS.remove,
    sort: 4,
    titles: { zh: '客户删除', en: 'Delete', es: 'Eliminar', ja: '削除' },
  },
  {
    name: 'SystemCustomerExport',
    parent: 'SystemCustomer',
    menuType: 'F',
    perms: CUSTOMER_PERMS.export,
    sort: 5,
    titles: { zh: '客户导出', en: 'Export', es: 'Exportar', ja: 'エクスポート' },
  },
];
