import { CONFIG_API, CONFIG_ENDPOINTS, CONFIG_LIMITS, CONFIG_PERMS, configSchema } from '@vr/contracts';
import type { Key } from 'react';
import { del, post, put } from '../../api/request';
import {
  createTimeColumn,
  defineScreen,
  dictColumn,
  idColumn,
  ListScreen,
  refreshCacheButton,
  remarkColumn,
} from '../../components/list-page';

const configScreen = defineScreen({
  endpoint: CONFIG_ENDPOINTS.list,
  key: 'config',
  tableId: 'system-config',
  testId: 'config-page',
  namespaces: ['config'],
  rowKey: 'configId',
  permissions: CONFIG_PERMS,
  columns: [
    idColumn('configId', 'config:field.configId'),
    { key: 'configName', priority: 1, label: 'config:field.configName', sortable: true, ellipsis: true, width: 200, search: 'text' },
    { key: 'configKey', priority: 1, label: 'config:field.configKey', sortable: true, ellipsis: true, width: 200, search: 'text' },
    { key: 'configValue', priority: 2, label: 'config:field.configValue', ellipsis: true, width: 200 },
    dictColumn('configType', 'config:field.configType', 'sys_yes_no', { priority: 2, width: 110 }),
    remarkColumn(),
    createTimeColumn(),
  ],
  toolbar: ['add', 'batchDelete', 'export', refreshCacheButton(CONFIG_PERMS.remove, () => del(CONFIG_API.refreshCache))],
  rowActions: ['edit', 'delete'],
  remove: {
    call: (ids: Key[]) => del(`${CONFIG_API.base}/${ids.join(',')}`),
    name: (row) => row.configName,
    // Built-in parameters stay.
    disabled: (row) => row.configType === 'Y',
  },
  export: { kind: 'configs', columnChoice: true },
  form: {
    schema: configSchema,
    entity: 'config:name',
    fields: [
      { name: 'configName', label: 'config:field.configName', required: true },
      {
        name: 'configKey',
        label: 'config:field.configKey',
        required: true,
        // The key of a built-in parameter is read by the code and cannot change.
        disabled: (row) => row?.configType === 'Y',
        extra: (row) => (row?.configType === 'Y' ? 'config:hint.builtInKey' : undefined),
      },
      {
        name: 'configValue',
        label: 'config:field.configValue',
        required: true,
        input: 'textarea',
        rows: 2,
        maxLength: CONFIG_LIMITS.value + 10,
      },
      { name: 'remark', label: 'common:field.remark', input: 'textarea', maxLength: CONFIG_LIMITS.remark + 10, testId: false },
    ],
    create: (values) => post(CONFIG_API.base, values),
    update: (row, values) => put(CONFIG_API.base, { ...values, configId: row.configId }),
  },
});

/** System → Parameter settings. */
export default function ConfigPage() {
  return <ListScreen screen={configScreen} />;
}
