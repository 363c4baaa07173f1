import { SCREENS, WEB_PAGE_PERMS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';

const button = (name: string, perms: string, titles: MenuDefinition['titles'], sort: number): MenuDefinition => ({
  name,
  parent: 'SystemWebPage',
  menuType: 'F',
  perms,
  titles,
  sort,
});

/** System → Web pages (the customers' links of the header dropdown) and its buttons. */
export const WEB_PAGE_MENUS: MenuDefinition[] = [
  {
    name: 'SystemWebPage',
    parent: 'System',
    menuType: 'C',
    path: 'web-page',
    component: SCREENS.systemWebPage,
    perms: WEB_PAGE_PERMS.list,
    icon: 'link',
    sort: 80,
    titles: { zh: '网页管理', en: 'Web pages', es: 'Páginas web', ja: 'ウェブページ' },
  },
  button('SystemWebPageQuery', WEB_PAGE_PERMS.query, { zh: '网页查询', en: 'View', es: 'Ver', ja: '照会' }, 1),
  button('SystemWebPageAdd', WEB_PAGE_PERMS.add, { zh: '网页新增', en: 'Add', es: 'Añadir', ja: '追加' }, 2),
  button('SystemWebPageEdit', WEB_PAGE_PERMS.edit, { zh: '网页修改', en: 'Edit', es: 'Editar', ja: '編集' }, 3),
  button('SystemWebPageRemove', WEB_PAGE_PERMS.remove, { zh: '网页删除', en: 'Delete', es: 'Eliminar', ja: '削除' }, 4),
];
