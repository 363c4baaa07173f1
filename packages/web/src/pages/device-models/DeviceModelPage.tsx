import { DEVICE_MODEL_API, DEVICE_MODEL_KINDS, DEVICE_MODEL_PERMS, type DeviceModel } from '@vr/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, Select, type TableColumnsType, Tag, Typography } from 'antd';
import { type Key, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { get, post } from '../../api/request';
import {
  actionsColumnWidth,
  AddButton,
  BatchDeleteButton,
  DictSelect,
  DictTag,
  ListPage,
  ListTable,
  RowActions,
  SearchForm,
  useDeleteAction,
  useListQuery,
} from '../../components/list-page';
import { OrgTreeSelect } from '../../components/org-tree-select';
import { formatDateTime } from '../../utils/format';
import { DeviceModelForm } from './DeviceModelForm';
import { MODEL_OPTIONS_KEY } from './ModelSelect';

type Filters = { keyword?: string; modelKind?: string; status?: number; orgId?: number };
type Kind = (typeof DEVICE_MODEL_KINDS)[number];

/** Devices → Device models: names in four languages, kind, cup capacity and the containers of each model. */
export default function DeviceModelPage() {
  const { t } = useTranslation(['deviceModels', 'common']);
  const queryClient = useQueryClient();
  const [searchForm] = Form.useForm<Filters>();
  const query = useListQuery<DeviceModel, Filters>({ key: 'device-model', url: DEVICE_MODEL_API.list });
  const [selected, setSelected] = useState<Key[]>([]);
  const [editing, setEditing] = useState<DeviceModel | 'new' | null>(null);
  const { refetch } = query;
  const refresh = useCallback(() => {
    setSelected([]);
    refetch();
    void queryClient.invalidateQueries({ queryKey: [MODEL_OPTIONS_KEY] });
  }, [refetch, queryClient]);
  const remove = useCallback((ids: Key[]) => post(DEVICE_MODEL_API.delete, { ids }), []);
  const confirmDelete = useDeleteAction({ remove, onDone: refresh });
  const kindText = useCallback(
    (k: string) => ((DEVICE_MODEL_KINDS as readonly string[]).includes(k) ? t(`deviceModels:kind.${k as Kind}`) : k),
    [t],
  );

  const edit = useCallback(async (row: DeviceModel) => {
    const detail = await get<DeviceModel>(DEVICE_MODEL_API.detail, { id: row.id });
    setEditing(detail.data ?? row);
  }, []);

  const columns = useMemo<TableColumnsType<DeviceModel>>(
    () => [
      { title: t('deviceModels:field.modelCode'), dataIndex: 'modelCode', key: 'modelCode', sorter: true, width: 130 },
      { title: t('deviceModels:field.modelName'), dataIndex: 'modelName', key: 'modelName', sorter: true, width: 240, ellipsis: true },
      {
        title: t('deviceModels:field.modelKind'),
        dataIndex: 'modelKind',
        key: 'modelKind',
        sorter: true,
        width: 110,
        render: (k: string) => <Tag>{kindText(k)}</Tag>,
      },
      {
        title: t('deviceModels:field.cupCapacity'),
        dataIndex: 'cupCapacity',
        key: 'cupCapacity',
        sorter: true,
        width: 120,
        align: 'right',
      },
      { title: t('deviceModels:field.containers'), dataIndex: 'containerCount', key: 'containerCount', width: 100, align: 'right' },
      {
        title: t('deviceModels:field.customer'),
        dataIndex: 'orgName',
        key: 'orgName',
        width: 160,
        render: (v: string | null) => v ?? <Typography.Text type="secondary">{t('deviceModels:shared')}</Typography.Text>,
      },
      {
        title: t('common:field.status'),
        dataIndex: 'status',
        key: 'status',
        sorter: true,
        width: 90,
        render: (v: number) => <DictTag dict="sys_normal_disable" value={v} />,
      },
      {
        title: t('common:field.createTime'),
        dataIndex: 'createTime',
        key: 'createTime',
        sorter: true,
        width: 170,
        render: (v: string) => formatDateTime(v),
      },
      {
        title: t('common:field.actions'),
        key: 'actions',
        fixed: 'right',
        width: actionsColumnWidth(2),
        render: (_, row) => (
          <RowActions
            actions={[
              { key: 'edit', permission: DEVICE_MODEL_PERMS.edit, onClick: () => void edit(row).catch(() => undefined) },
              { key: 'delete', permission: DEVICE_MODEL_PERMS.remove, onClick: () => confirmDelete([row.id], `${row.modelName}`) },
            ]}
          />
        ),
      },
    ],
    [t, confirmDelete, edit, kindText],
  );

  const kindOptions = DEVICE_MODEL_KINDS.map((k) => ({ value: k, label: t(`deviceModels:kind.${k}`) }));
  return (
    <ListPage
      testId="device-model-page"
      search={
        <SearchForm form={searchForm} onSearch={query.search} onReset={query.reset}>
          <Form.Item name="keyword" label={t('deviceModels:field.keyword')}>
            <Input allowClear data-testid="search-keyword" />
          </Form.Item>
          <Form.Item name="modelKind" label={t('deviceModels:field.modelKind')}>
            <Select allowClear options={kindOptions} style={{ width: 140 }} />
          </Form.Item>
          <Form.Item name="status" label={t('common:field.status')}>
            <DictSelect dict="sys_normal_disable" numeric style={{ width: 120 }} />
          </Form.Item>
          <Form.Item name="orgId" label={t('deviceModels:field.customer')}>
            <OrgTreeSelect style={{ width: 200 }} />
          </Form.Item>
        </SearchForm>
      }
    >
      <ListTable<DeviceModel, Filters>
        tableId="device-model"
        rowKey="id"
        query={query}
        columns={columns}
        selection={{ selectedRowKeys: selected, onChange: setSelected }}
        toolbar={
          <>
            <AddButton permission={DEVICE_MODEL_PERMS.add} onClick={() => setEditing('new')} />
            <BatchDeleteButton permission={DEVICE_MODEL_PERMS.remove} selected={selected} onDelete={(ids) => confirmDelete(ids)} />
          </>
        }
      />
      <DeviceModelForm editing={editing} onClose={() => setEditing(null)} onSaved={refresh} />
    </ListPage>
  );
}
