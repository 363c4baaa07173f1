import { SyncOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { DICT_API, DICT_PERMS, type DictType, dictTypeSchema } from '@vr/contracts';
import { Button, DatePicker, Form, Input, type TableColumnsType } from 'antd';
import { type Key, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Authorized } from '../../../components/authorized/Authorized';
import {
  DictSelect,
  DictTag,
  ExportButton,
  feedback,
  FormDrawer,
  ListPage,
  ListTable,
  RowActions,
  SearchForm,
  splitRange,
  useConfirmAction,
  useDeleteAction,
  useListQuery,
  useRefreshDicts,
  AddButton,
  BatchDeleteButton,
} from '../../../components/list-page';
import { dictApi } from './api';
import { DictTypeFields } from './DictTypeForm';
import { formatTime } from './format';

type Filters = { dictName?: string; dictType?: string; status?: number; createRange?: unknown };
const toParams = (f: Filters) => splitRange(f, 'createRange', 'beginTime', 'endTime');

/** System → Dictionaries: the dictionary types (the reference list screen). */
export default function DictTypePage() {
  const { t } = useTranslation(['dict', 'common']);
  const [searchForm] = Form.useForm<Filters>();
  const [form] = Form.useForm();
  const query = useListQuery<DictType, Filters>({ key: 'dict-type', url: DICT_API.typeList, toParams });
  const [selected, setSelected] = useState<Key[]>([]);
  const [editing, setEditing] = useState<DictType | 'new' | null>(null);
  const refreshDicts = useRefreshDicts();
  const confirm = useConfirmAction();
  const navigate = useNavigate();

  const afterChange = useCallback(() => {
    setSelected([]);
    query.refetch();
    void refreshDicts();
  }, [query, refreshDicts]);
  const confirmDelete = useDeleteAction({ remove: dictApi.removeTypes, onDone: afterChange });

  const columns = useMemo<TableColumnsType<DictType>>(
    () => [
      { title: t('dict:field.dictId'), dataIndex: 'dictId', key: 'dictId', sorter: true, width: 90 },
      { title: t('dict:field.dictName'), dataIndex: 'dictName', key: 'dictName', sorter: true, ellipsis: true },
      {
        title: t('dict:field.dictType'),
        dataIndex: 'dictType',
        key: 'dictType',
        sorter: true,
        render: (value: string, row) => <Link to={`/system/dict-data/index/${row.dictId}`}>{value}</Link>,
      },
      {
        title: t('common:field.status'),
        dataIndex: 'status',
        key: 'status',
        sorter: true,
        width: 100,
        render: (v: number) => <DictTag dict="sys_normal_disable" value={v} />,
      },
      {
        title: t('dict:field.builtIn'),
        dataIndex: 'builtIn',
        key: 'builtIn',
        width: 100,
        render: (v: boolean) => <DictTag dict="sys_yes_no" value={v ? 'Y' : 'N'} />,
      },
      { title: t('common:field.remark'), dataIndex: 'remark', key: 'remark', ellipsis: true },
      { title: t('common:field.createTime'), dataIndex: 'createTime', key: 'createTime', sorter: true, width: 180, render: formatTime },
      {
        title: t('common:field.actions'),
        key: 'actions',
        fixed: 'right',
        width: 220,
        render: (_, row) => (
          <RowActions
            actions={[
              {
                key: 'edit',
                permission: DICT_PERMS.edit,
                onClick: () => setEditing(row),
              },
              {
                key: 'data',
                label: t('dict:action.data'),
                icon: <UnorderedListOutlined />,
                permission: DICT_PERMS.list,
                onClick: () => void navigate(`/system/dict-data/index/${row.dictId}`),
              },
              {
                key: 'delete',
                disabled: row.builtIn,
                permission: DICT_PERMS.remove,
                onClick: () => confirmDelete([row.dictId], row.dictName),
              },
            ]}
          />
        ),
      },
    ],
    [t, confirmDelete, navigate],
  );

  const refreshCache = () =>
    confirm(t('common:confirm.refreshCache'), async () => {
      await dictApi.refreshCache();
      await refreshDicts();
      feedback.success(t('common:result.cacheRefreshed'));
    });

  const current = editing && editing !== 'new' ? editing : null;
  return (
    <ListPage
      testId="dict-type-page"
      search={
        <SearchForm form={searchForm} onSearch={query.search} onReset={query.reset}>
          <Form.Item name="dictName" label={t('dict:field.dictName')}>
            <Input allowClear data-testid="search-dictName" />
          </Form.Item>
          <Form.Item name="dictType" label={t('dict:field.dictType')}>
            <Input allowClear data-testid="search-dictType" />
          </Form.Item>
          <Form.Item name="status" label={t('common:field.status')}>
            <DictSelect dict="sys_normal_disable" numeric />
          </Form.Item>
          <Form.Item name="createRange" label={t('common:field.dateRange')}>
            <DatePicker.RangePicker placeholder={[t('common:placeholder.startDate'), t('common:placeholder.endDate')]} />
          </Form.Item>
        </SearchForm>
      }
    >
      <ListTable<DictType, Filters>
        tableId="system-dict-type"
        rowKey="dictId"
        query={query}
        columns={columns}
        selection={{ selectedRowKeys: selected, onChange: setSelected }}
        toolbar={
          <>
            <AddButton permission={DICT_PERMS.add} onClick={() => setEditing('new')} />
            <BatchDeleteButton permission={DICT_PERMS.remove} selected={selected} onDelete={confirmDelete} />
            <ExportButton url={DICT_API.typeExport} params={query.exportParams} permission={DICT_PERMS.export} fileName="dict_type" />
            <Authorized permission={DICT_PERMS.remove}>
              <Button icon={<SyncOutlined />} onClick={refreshCache} data-testid="refresh-cache">
                {t('common:action.refreshCache')}
              </Button>
            </Authorized>
          </>
        }
      />
      <FormDrawer
        open={editing !== null}
        title={current ? t('common:form.editTitle', { name: t('dict:typeName') }) : t('common:form.addTitle', { name: t('dict:typeName') })}
        form={form}
        schema={dictTypeSchema}
        initialValues={current ?? { status: 0 }}
        onClose={() => setEditing(null)}
        onSubmit={async (values) => {
          if (current) await dictApi.editType(current.dictId, values);
          else await dictApi.addType(values);
          afterChange();
        }}
      >
        <DictTypeFields builtIn={current?.builtIn ?? false} />
      </FormDrawer>
    </ListPage>
  );
}
