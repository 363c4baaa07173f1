import { ArrowLeftOutlined, UploadOutlined } from '@ant-design/icons';
import { DICT_API, DICT_DATA_IMPORT_MAX_ROWS, DICT_PERMS, type DictData, dictDataSchema } from '@vr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, Select, type TableColumnsType, Tag } from 'antd';
import { type Key, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Authorized } from '../../../components/authorized/Authorized';
import { tagColor } from '../../../components/dict-tag';
import {
  DictSelect,
  DictTag,
  ExportButton,
  FormDrawer,
  ImportDialog,
  ListPage,
  ListTable,
  RowActions,
  SearchForm,
  useDeleteAction,
  useListQuery,
  useRefreshDicts,
  AddButton,
  BatchDeleteButton,
} from '../../../components/list-page';
import { dictApi } from './api';
import { DictDataFields } from './DictDataForm';
import { formatTime } from './format';

type Filters = { dictType?: string; dictLabel?: string; status?: number };

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
  const { t } = useTranslation(['dict', 'common']);
  const navigate = useNavigate();
  const [searchForm] = Form.useForm<Filters>();
  const [form] = Form.useForm();
  const initialFilters = useMemo(() => ({ dictType: initialType }), [initialType]);
  const query = useListQuery<DictData, Filters>({ key: 'dict-data', url: DICT_API.dataList, initialFilters });
  const types = useQuery({ queryKey: ['dict-type-options'], queryFn: dictApi.typeOptions });
  const [selected, setSelected] = useState<Key[]>([]);
  const [editing, setEditing] = useState<DictData | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const refreshDicts = useRefreshDicts();
  const dictType = query.state.filters.dictType ?? initialType;

  const afterChange = useCallback(() => {
    setSelected([]);
    query.refetch();
    void refreshDicts();
  }, [query, refreshDicts]);
  const confirmDelete = useDeleteAction({ remove: dictApi.removeData, onDone: afterChange });

  const columns = useMemo<TableColumnsType<DictData>>(
    () => [
      { title: t('dict:field.dictCode'), dataIndex: 'dictCode', key: 'dictCode', sorter: true, width: 90 },
      {
        title: t('dict:field.dictLabel'),
        dataIndex: 'dictLabel',
        key: 'dictLabel',
        sorter: true,
        render: (label: string, row) => (
          <Tag color={tagColor(row.listClass)} className={row.cssClass ?? undefined}>
            {label}
          </Tag>
        ),
      },
      { title: t('dict:field.dictValue'), dataIndex: 'dictValue', key: 'dictValue', sorter: true },
      { title: t('dict:field.dictSort'), dataIndex: 'dictSort', key: 'dictSort', sorter: true, width: 100 },
      {
        title: t('common:field.status'),
        dataIndex: 'status',
        key: 'status',
        sorter: true,
        width: 100,
        render: (v: number) => <DictTag dict="sys_normal_disable" value={v} />,
      },
      { title: t('common:field.remark'), dataIndex: 'remark', key: 'remark', ellipsis: true },
      { title: t('common:field.createTime'), dataIndex: 'createTime', key: 'createTime', sorter: true, width: 180, render: formatTime },
      {
        title: t('common:field.actions'),
        key: 'actions',
        fixed: 'right',
        width: 170,
        render: (_, row) => (
          <RowActions
            actions={[
              {
                key: 'edit',
                permission: DICT_PERMS.edit,
                onClick: () => setEditing(row),
              },
              {
                key: 'delete',
                permission: DICT_PERMS.remove,
                onClick: () => confirmDelete([row.dictCode], row.dictLabel),
              },
            ]}
          />
        ),
      },
    ],
    [t, confirmDelete],
  );

  const current = editing && editing !== 'new' ? editing : null;
  const initialValues = current
    ? { ...current, dictLabel: current.defaultLabel, labels: current.labels }
    : { dictType, status: 0, listClass: 'default' };

  return (
    <ListPage
      testId="dict-data-page"
      search={
        <SearchForm form={searchForm} onSearch={query.search} onReset={query.reset} initialValues={initialFilters}>
          <Form.Item name="dictType" label={t('dict:field.dictType')}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              style={{ minWidth: 220 }}
              loading={types.isLoading}
              options={(types.data ?? []).map((d) => ({ value: d.dictType, label: `${d.dictName} (${d.dictType})` }))}
            />
          </Form.Item>
          <Form.Item name="dictLabel" label={t('dict:field.dictLabel')}>
            <Input allowClear data-testid="search-dictLabel" />
          </Form.Item>
          <Form.Item name="status" label={t('common:field.status')}>
            <DictSelect dict="sys_normal_disable" numeric />
          </Form.Item>
        </SearchForm>
      }
    >
      <ListTable<DictData, Filters>
        tableId="system-dict-data"
        rowKey="dictCode"
        query={query}
        columns={columns}
        selection={{ selectedRowKeys: selected, onChange: setSelected }}
        toolbar={
          <>
            <AddButton permission={DICT_PERMS.add} onClick={() => setEditing('new')} />
            <BatchDeleteButton permission={DICT_PERMS.remove} selected={selected} onDelete={confirmDelete} />
            <ExportButton url={DICT_API.dataExport} params={query.exportParams} permission={DICT_PERMS.export} fileName="dict_data" />
            <Authorized permission={DICT_PERMS.import}>
              <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="import-button">
                {t('common:action.import')}
              </Button>
            </Authorized>
            <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate('/system/dict')}>
              {t('dict:action.back')}
            </Button>
          </>
        }
      />
      <FormDrawer
        open={editing !== null}
        title={current ? t('common:form.editTitle', { name: t('dict:dataName') }) : t('common:form.addTitle', { name: t('dict:dataName') })}
        form={form}
        schema={dictDataSchema}
        initialValues={initialValues}
        onClose={() => setEditing(null)}
        onSubmit={async (values) => {
          if (current) await dictApi.editData(current.dictCode, values);
          else await dictApi.addData(values);
          afterChange();
        }}
      >
        <DictDataFields />
      </FormDrawer>
      <ImportDialog
        open={importing}
        onClose={() => setImporting(false)}
        name={t('dict:dataName')}
        url={DICT_API.dataImport}
        templateUrl={DICT_API.dataTemplate}
        templateName="dict_data_template"
        maxRows={DICT_DATA_IMPORT_MAX_ROWS}
        allowUpdate
        onDone={afterChange}
      />
    </ListPage>
  );
}
