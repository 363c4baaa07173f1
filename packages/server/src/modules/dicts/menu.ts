import { DICT_PERMS, SCREENS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuEntries } from '../../platform/menu-entries.js';

const { page, buttons } = menuEntries('dict');

/** System → Dictionaries, its hidden data page (/system/dict-data/index/{dictId}) and buttons. */
export const DICT_MENUS: MenuDefinition[] = [
  ...page({
    name: 'SystemDict',
    parent: 'System',
    path: 'dict',
    component: SCREENS.systemDict,
    perms: DICT_PERMS.list,
    icon: 'book',
    sort: 60,
  }),
  ...page({
    name: 'SystemDictData',
    parent: 'System',
    path: 'dict-data/index/:dictId',
    component: SCREENS.systemDictData,
    perms: DICT_PERMS.list,
    icon: 'book',
    sort: 61,
    hidden: true,
    title: 'shell:hidden.dictData',
  }),
  ...buttons({ parent: 'SystemDict', firstSort: 1 }, [
    ['SystemDictQuery', DICT_PERMS.query],
    ['SystemDictAdd', DICT_PERMS.add],
    ['SystemDictEdit', DICT_PERMS.edit],
    ['SystemDictRemove', DICT_PERMS.remove],
    ['SystemDictExport', DICT_PERMS.export],
    ['SystemDictImport', DICT_PERMS.import],
  ]),
];
