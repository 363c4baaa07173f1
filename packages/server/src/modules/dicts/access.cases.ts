import { DICT_PERMS } from '@vr/contracts';
import type { AccessModule } from '../../test/access-matrix.js';

/** Dictionaries are platform-wide: routes only, no data-scope cases. */
export const dictAccess: AccessModule = {
  module: 'dicts',
  routes: [
    { method: 'GET', url: '/admin/system/dict/type/list', permission: DICT_PERMS.list },
    { method: 'GET', url: '/admin/system/dict/type/optionselect', permission: DICT_PERMS.list },
    { method: 'DELETE', url: '/admin/system/dict/type/refreshCache', permission: DICT_PERMS.remove },
    { method: 'GET', url: '/admin/system/dict/type/1', permission: DICT_PERMS.query },
    { method: 'POST', url: '/admin/system/dict/type', permission: DICT_PERMS.add, payload: { dictName: 'x', dictType: 'x', remark: 'x' } },
    {
      method: 'PUT',
      url: '/admin/system/dict/type',
      permission: DICT_PERMS.edit,
      payload: { dictId: 1, dictName: 'x', dictType: 'x', remark: 'x' },
    },
    { method: 'DELETE', url: '/admin/system/dict/type/1', permission: DICT_PERMS.remove },
    { method: 'GET', url: '/admin/system/dict/data/list', permission: DICT_PERMS.list },
    { method: 'GET', url: '/admin/system/dict/data/importTemplate', permission: DICT_PERMS.import },
    { method: 'POST', url: '/admin/system/dict/data/importData', permission: DICT_PERMS.import },
    { method: 'GET', url: '/admin/system/dict/data/1', permission: DICT_PERMS.query },
    {
      method: 'POST',
      url: '/admin/system/dict/data',
      permission: DICT_PERMS.add,
      payload: { dictType: 'x', dictLabel: 'x', dictValue: 'x' },
    },
    {
      method: 'PUT',
      url: '/admin/system/dict/data',
      permission: DICT_PERMS.edit,
      payload: { dictCode: 1, dictType: 'x', dictLabel: 'x', dictValue: 'x' },
    },
    { method: 'DELETE', url: '/admin/system/dict/data/1', permission: DICT_PERMS.remove },
  ],
  scope: [],
};
