import { UnorderedListOutlined } from '@ant-design/icons';
import { DICT_ENDPOINTS, DICT_PERMS, dictTypeSchema } from '@vr/contracts';
import { Link } from 'react-router';
import { DICT_QUERY_KEY } from '../../components/dict-tag';
import {
  createTimeColumn,
  defineScreen,
  DictTag,
  idColumn,
  ListScreen,
  refreshCacheButton,
  remarkColumn,
  statusColumn,
} from '../../components/list-page';
import { dictApi } from './api';
import { DictTypeFields } from './DictTypeForm';

const dataPath = (dictId: number) => `/system/dict-data/index/${dictId}`;

const dictTypeScreen = defineScreen({
  endpoint: DICT_ENDPOINTS.typeList,
  key: 'dict-type',
  tableId: 'system-dict-type',
  testId: 'dict-type-page',
  namespaces: ['dict'],
  rowKey: 'dictId',
  permissions: DICT_PERMS,
  columns: [
    idColumn('dictId', 'dict:field.dictId', { priority: 3 }),
    { key: 'dictName', priority: 1, label: 'dict:field.dictName', sortable: true, ellipsis: true, width: 200, search: 'text' },
    {
      key: 'dictType',
      priority: 1,
      label: 'dict:field.dictType',
      sortable: true,
      search: 'text',
      render: (row) => <Link to={dataPath(row.dictId)}>{row.dictType}</Link>,
    },
    statusColumn(),
    {
      key: 'builtIn',
      priority: 3,
      label: 'dict:field.builtIn',
      width: 100,
      render: (row) => <DictTag dict="sys_yes_no" value={row.builtIn ? 'Y' : 'N'} />,
    },
    remarkColumn({ priority: 3 }),
    createTimeColumn({
      priority: 4,
      search: { type: 'dateRange', name: 'createRange', label: 'common:field.dateRange', from: 'beginTime', to: 'endTime' },
    }),
  ],
  toolbar: [
    'add',
    'batchDelete',
    'export',
    refreshCacheButton(DICT_PERMS.remove, async (queryClient) => {
      await dictApi.refreshCache();
      await queryClient.invalidateQueries({ queryKey: [DICT_QUERY_KEY] });
    }),
  ],
  rowActions: [
    'edit',
    {
      key: 'data',
      label: 'dict:action.data',
      icon: <UnorderedListOutlined />,
      permission: DICT_PERMS.list,
      onClick: (row, ctx) => void ctx.navigate(dataPath(row.dictId)),
    },
    'delete',
  ],
  remove: { call: dictApi.removeTypes, name: (row) => row.dictName, disabled: (row) => row.builtIn },
  export: { kind: 'dictTypes', columnChoice: true },
  invalidates: [[DICT_QUERY_KEY]],
  form: {
    schema: dictTypeSchema,
    entity: 'dict:typeName',
    fields: (row) => <DictTypeFields builtIn={row?.builtIn ?? false} />,
    initialValues: (row) => row ?? { status: 0 },
    create: (values) => dictApi.addType(values),
    update: (row, values) => dictApi.editType(row.dictId, values),
  },
});

/** System → Dictionaries: the dictionary types (the reference list screen). */
export default function DictTypePage() {
  return <ListScreen screen={dictTypeScreen} />;
}
