import { ArrowLeftOutlined } from '@ant-design/icons';
import { DICT_API, DICT_DATA_IMPORT_MAX_ROWS, DICT_ENDPOINTS, DICT_PERMS, dictDataSchema } from '@vr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Tag } from 'antd';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { DICT_QUERY_KEY, tagColor } from '../../components/dict-tag';
import { createTimeColumn, defineScreen, idColumn, ListScreen, remarkColumn, statusColumn } from '../../components/list-page';
import { dictApi } from './api';
import { DictDataFields } from './DictDataForm';
import { DictTypeSelect } from './DictTypeSelect';

const dictDataScreen = defineScreen({
  endpoint: DICT_ENDPOINTS.dataList,
  key: 'dict-data',
  tableId: 'system-dict-data',
  testId: 'dict-data-page',
  namespaces: ['dict'],
  rowKey: 'dictCode',
  permissions: DICT_PERMS,
  columns: [
    { key: 'dictType', label: 'dict:field.dictType', searchOnly: true, search: { type: 'custom', input: <DictTypeSelect /> } },
    idColumn('dictCode', 'dict:field.dictCode', { priority: 3 }),
    {
      key: 'dictLabel',
      priority: 1,
      label: 'dict:field.dictLabel',
      sortable: true,
      search: 'text',
      render: (row) => (
        <Tag color={tagColor(row.listClass)} className={row.cssClass ?? undefined}>
          {row.dictLabel}
        </Tag>
      ),
    },
    { key: 'dictValue', priority: 1, label: 'dict:field.dictValue', sortable: true },
    { key: 'dictSort', priority: 3, label: 'dict:field.dictSort', sortable: true, width: 100 },
    statusColumn(),
    remarkColumn(),
    createTimeColumn(),
  ],
  toolbar: [
    'add',
    'batchDelete',
    'export',
    'import',
    { key: 'back', label: 'dict:action.back', icon: <ArrowLeftOutlined />, onClick: (ctx) => void ctx.navigate('/system/dict') },
  ],
  rowActions: ['edit', 'delete'],
  remove: { call: dictApi.removeData, name: (row) => row.dictLabel },
  export: { kind: 'dictData', columnChoice: true },
  import: {
    entity: 'dict:dataName',
    path: DICT_API.dataImport,
    templatePath: DICT_API.dataTemplate,
    templateName: 'dict_data_template',
    maxRows: DICT_DATA_IMPORT_MAX_ROWS,
    allowUpdate: true,
  },
  invalidates: [[DICT_QUERY_KEY]],
  form: {
    schema: dictDataSchema,
    entity: 'dict:dataName',
    fields: () => <DictDataFields />,
    // The form edits the stored default label; a new entry joins the type being listed.
    initialValues: (row, ctx) =>
      row
        ? { ...row, dictLabel: row.defaultLabel, labels: row.labels }
        : { dictType: ctx.filters.dictType, status: 0, listClass: 'default' },
    create: (values) => dictApi.addData(values),
    update: (row, values) => dictApi.editData(row.dictCode, values),
  },
});

/** The entries of one dictionary type (hidden route /system/dict-data/index/{dictId}). */
export default function DictDataPage() {
  const { dictId } = useParams();
  const id = Number(dictId);
  const { data: type } = useQuery({
    queryKey: ['dict-type', id],
    queryFn: () => dictApi.type(id),
    enabled: Number.isInteger(id) && id > 0,
  });
  // The page opens on its type; the search may switch to another.
  return type ? <DictDataList key={type.dictType} initialType={type.dictType} /> : null;
}

function DictDataList({ initialType }: { initialType: string }) {
  const initialFilters = useMemo(() => ({ dictType: initialType }), [initialType]);
  return <ListScreen screen={dictDataScreen} initialFilters={initialFilters} />;
}
