import { DICT_PERMS, SCREENS } from '@vr/contracts';
import { texts } from '@vr/contracts/texts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuButton } from '../../platform/menu-buttons.js';

/** System → Dictionaries, its hidden data page (/system/dict-data/index/{dictId}) and buttons. */
export const DICT_MENUS: MenuDefinition[] = [
  {
    name: 'SystemDict',
    parent: 'System',
    menuType: 'C',
    path: 'dict',
    component: SCREENS.systemDict,
    perms: DICT_PERMS.list,
    icon: 'book',
    sort: 60,
    titles: texts('dict:menu.SystemDict'),
  },
  {
    name: 'SystemDictData',
    parent: 'System',
    menuType: 'C',
    path: 'dict-data/index/:dictId',
    component: SCREENS.systemDictData,
    perms: DICT_PERMS.list,
    icon: 'book',
    sort: 61,
    hidden: true,
    titles: texts('shell:hidden.dictData'),
  },
  menuButton('SystemDict', 'SystemDictQuery', DICT_PERMS.query, 1, 'dict:menu.SystemDictQuery'),
  menuButton('SystemDict', 'SystemDictAdd', DICT_PERMS.add, 2, 'dict:menu.SystemDictAdd'),
  menuButton('SystemDict', 'SystemDictEdit', DICT_PERMS.edit, 3, 'dict:menu.SystemDictEdit'),
  menuButton('SystemDict', 'SystemDictRemove', DICT_PERMS.remove, 4, 'dict:menu.SystemDictRemove'),
  menuButton('SystemDict', 'SystemDictExport', DICT_PERMS.export, 5, 'dict:menu.SystemDictExport'),
  menuButton('SystemDict', 'SystemDictImport', DICT_PERMS.import, 6, 'dict:menu.SystemDictImport'),
];
