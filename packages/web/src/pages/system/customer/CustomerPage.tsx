import {
  COOPERATION_MODES,
  CUSTOMER_API,
  CUSTOMER_PERMS,
  CUSTOMER_SOURCES,
  type CustomerDetail,
  type CustomerRow,
  DEFAULT_THEME_COLOR,
  customerSchema,
} from '@vr/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Avatar, Form, Input, Select, Space, type TableColumnsType, Tag } from 'antd';
import { type Key, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  DictSelect,
  DictTag,
  ExportButton,
  FormDrawer,
  ListPage,
  ListTable,
  RowActions,
  SearchForm,
  useDeleteAction,
  useListQuery,
  AddButton,
  BatchDeleteButton,
} from '../../../components/list-page';
import { ORG_TREE_QUERY_KEY } from '../../../components/org-tree-select';
import { customerApi } from './api';
import { CustomerFields } from './CustomerForm';
import { formatDateTime } from '../../../utils/format';

type Filters = { customerName?: string; cooperationMode?: number; source?: number; status?: number };

const NEW_CUSTOMER = {
  cooperationMode: 1,
  source: 1,
  themeColor: DEFAULT_THEME_COLOR,
  defaultLanguage: 'zh',
  defaultCurrency: 'CNY',
  orderNum: 100,
  status: 0,
  features: [],
  permissions: { pc: [], bSide: [], member: [] },
};

/** System → Customers: the customers (organisations below the platform) with their settings. */
function CustomerPageContent() {
  const { t } = useTranslation(['customer', 'common']);
  const queryClient = useQueryClient();
  const [searchForm] = Form.useForm<Filters>();
  const query = useListQuery<CustomerRow, Filters>({ key: 'customer', url: CUSTOMER_API.list });
  const [selected, setSelected] = useState<Key[]>([]);
  const [editing, setEditingState] = useState<CustomerDetail | 'new' | null>(null);
  // Each opening gets a fresh form (antd applies initialValues once per form store).
  const [opened, setOpened] = useState(0);
  const setEditing = useCallback((next: CustomerDetail | 'new' | null) => {
    if (next !== null) setOpened((n) => n + 1);
    setEditingState(next);
  }, []);

  const afterChange = useCallback(() => {
    setSelected([]);
    query.refetch();
    void queryClient.invalidateQueries({ queryKey: ['customer-options'] });
    void queryClient.invalidateQueries({ queryKey: ORG_TREE_QUERY_KEY });
  }, [query, queryClient]);
  const confirmDelete = useDeleteAction({ remove: customerApi.remove, onDone: afterChange });
  const openEdit = useCallback(async (id: number) => setEditing(await customerApi.detail(id)), [setEditing]);

  const columns = useMemo<TableColumnsType<CustomerRow>>(
    () => [
      {
        title: t('customer:field.name'),
        dataIndex: 'customerName',
        key: 'customerName',
        sorter: true,
        ellipsis: true,
        width: 230,
        render: (name: string, row) => (
          <Space>
            <Avatar shape="square" size="small" src={row.logo ?? undefined} style={{ backgroundColor: row.themeColor }}>
              {name.slice(0, 1)}
            </Avatar>
            {name}
          </Space>
        ),
      },
      { title: t('customer:field.shortName'), dataIndex: 'shortName', key: 'shortName', ellipsis: true, width: 140 },
      {
        title: t('customer:field.cooperationMode'),
        dataIndex: 'cooperationMode',
        key: 'cooperationMode',
        sorter: true,
        width: 150,
        render: (v: number) => t(`customer:cooperationMode.${v as 1 | 2 | 3 | 4}`),
      },
      {
        title: t('customer:field.source'),
        dataIndex: 'source',
        key: 'source',
        width: 200,
        ellipsis: true,
        render: (v: number) => t(`customer:source.${v as 1 | 2}`),
      },
      { title: t('customer:field.parentCustomer'), dataIndex: 'parentCustomerName', key: 'parentCustomerName', ellipsis: true, width: 180 },
      { title: t('customer:field.contactName'), dataIndex: 'contactName', key: 'contactName', width: 130 },
      { title: t('customer:field.contactPhone'), dataIndex: 'contactPhone', key: 'contactPhone', width: 160 },
      {
        title: t('customer:field.themeColor'),
        dataIndex: 'themeColor',
        key: 'themeColor',
        width: 120,
        render: (v: string) => <Tag color={v}>{v}</Tag>,
      },
      { title: t('customer:field.defaultCurrency'), dataIndex: 'defaultCurrency', key: 'defaultCurrency', width: 110 },
      {
        title: t('common:field.status'),
        dataIndex: 'status',
        key: 'status',
        width: 100,
        render: (v: number) => <DictTag dict="sys_normal_disable" value={v} />,
      },
      {
        title: t('common:field.createTime'),
        dataIndex: 'createTime',
        key: 'createTime',
        sorter: true,
        width: 180,
        render: (v: string | null) => formatDateTime(v),
      },
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
                permission: [CUSTOMER_PERMS.edit],
                onClick: () => void openEdit(row.id),
              },
              {
                key: 'delete',
                permission: CUSTOMER_PERMS.remove,
                onClick: () => confirmDelete([row.id], row.customerName),
              },
            ]}
          />
        ),
      },
    ],
    [t, confirmDelete, openEdit],
  );

  return (
    <ListPage
      testId="customer-page"
      search={
        <SearchForm form={searchForm} onSearch={query.search} onReset={query.reset}>
          <Form.Item name="customerName" label={t('customer:field.name')}>
            <Input allowClear data-testid="search-name" />
          </Form.Item>
          <Form.Item name="cooperationMode" label={t('customer:field.cooperationMode')}>
            <Select
              allowClear
              style={{ minWidth: 160 }}
              options={COOPERATION_MODES.map((v) => ({ value: v, label: t(`customer:cooperationMode.${v}`) }))}
            />
          </Form.Item>
          <Form.Item name="source" label={t('customer:field.source')}>
            <Select
              allowClear
              style={{ minWidth: 160 }}
              options={CUSTOMER_SOURCES.map((v) => ({ value: v, label: t(`customer:source.${v}`) }))}
            />
          </Form.Item>
          <Form.Item name="status" label={t('common:field.status')}>
            <DictSelect dict="sys_normal_disable" numeric />
          </Form.Item>
        </SearchForm>
      }
    >
      <ListTable<CustomerRow, Filters>
        tableId="system-customer"
        rowKey="id"
        query={query}
        columns={columns}
        scrollX={1900}
        selection={{ selectedRowKeys: selected, onChange: setSelected }}
        toolbar={
          <>
            <AddButton permission={CUSTOMER_PERMS.add} onClick={() => setEditing('new')} />
            <BatchDeleteButton permission={CUSTOMER_PERMS.remove} selected={selected} onDelete={confirmDelete} />
            <ExportButton url={CUSTOMER_API.export} params={query.exportParams} permission={CUSTOMER_PERMS.export} fileName="customers" />
          </>
        }
      />
      <CustomerDrawer key={opened} editing={editing} onClose={() => setEditing(null)} onSaved={afterChange} />
    </ListPage>
  );
}

function CustomerDrawer({ editing, onClose, onSaved }: { editing: CustomerDetail | 'new' | null; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation('customer');
  const [form] = Form.useForm();
  const current = editing && editing !== 'new' ? editing : null;
  return (
    <FormDrawer
      open={editing !== null}
      title={current ? t('edit') : t('add')}
      form={form}
      schema={customerSchema}
      size={760}
      initialValues={current ?? NEW_CUSTOMER}
      onClose={onClose}
      onSubmit={async (values) => {
        if (current) await customerApi.edit(current.id, values);
        else await customerApi.add(values);
        onSaved();
      }}
    >
      <CustomerFields editingId={current?.id ?? null} />
    </FormDrawer>
  );
}

/** System → Customers. */
export default function CustomerPage() {
  return <CustomerPageContent />;
}
