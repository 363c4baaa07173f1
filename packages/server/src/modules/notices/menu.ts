import { NOTICE_PERMS, SCREENS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';

const button = (name: string, perms: string, titles: MenuDefinition['titles'], sort: number): MenuDefinition => ({
  name,
  parent: 'SystemNotice',
  menuType: 'F',
  perms,
  titles,
  sort,
});

/** System → Notices and its buttons. */
export const NOTICE_MENUS: MenuDefinition[] = [
  {
    name: 'SystemNotice',
    parent: 'System',
    menuType: 'C',
    path: 'notice',
    component: SCREENS.systemNotice,
    perms: NOTICE_PERMS.list,
    icon: 'notification',
    sort: 75,
    titles: { zh: '通知公告', en: 'Notices', es: 'Avisos', ja: 'お知らせ' },
  },
  button('SystemNoticeQuery', NOTICE_PERMS.query, { zh: '公告查询', en: 'View', es: 'Ver', ja: '照会' }, 1),
  button('SystemNoticeAdd', NOTICE_PERMS.add, { zh: '公告新增', en: 'Add', es: 'Añadir', ja: '追加' }, 2),
  button('SystemNoticeEdit', NOTICE_PERMS.edit, { zh: '公告修改', en: 'Edit', es: 'Editar', ja: '編集' }, 3),
  button('SystemNoticeRemove', NOTICE_PERMS.remove, { zh: '公告删除', en: 'Delete', es: 'Eliminar', ja: '削除' }, 4),
];
