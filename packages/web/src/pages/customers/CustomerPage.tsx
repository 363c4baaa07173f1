import { EditOutlined } from '@ant-design/icons';
import { COOPERATION_MODES, CUSTOMER_ENDPOINTS, CUSTOMER_PERMS, CUSTOMER_SOURCES, customerSchema } from '@vr/contracts';
import { Avatar, Space, Tag } from 'antd';
import { createTimeColumn, defineScreen, ListScreen, statusColumn } from '../../components/list-page';
import { ORG_TREE_QUERY_KEY } from '../../components/org-tree-select';
import { textOnSolid } from '../../styles/readable-theme';
import { customerApi } from './api';
import { CustomerFields } from './CustomerForm';
import { NEW_CUSTOMER } from './new-customer';

const customerScreen = defineScreen({
  endpoint: CUSTOMER_ENDPOINTS.list,
  key: 'customer',
  tableId: 'system-customer',
  testId: 'customer-page',
  namespaces: ['customer'],
  permissions: CUSTOMER_PERMS,
  columns: [
    {
      key: 'customerName',
      priority: 1,
      label: 'customer:field.name',
      sortable: true,
      ellipsis: true,
      width: 230,
      search: 'text',
      render: (row) => (
        <Space>
          <Avatar
            shape="square"
            size="small"
            src={row.logo ?? undefined}
            style={{ backgroundColor: row.themeColor, color: textOnSolid(row.themeColor) }}
          >
            {row.customerName.slice(0, 1)}
          </Avatar>
          {row.customerName}
        </Space>
      ),
    },
    { key: 'shortName', priority: 4, label: 'customer:field.shortName', ellipsis: true, width: 140 },
    {
      key: 'cooperationMode',
      priority: 3,
      label: 'customer:field.cooperationMode',
      sortable: true,
      width: 150,
      search: { type: 'select', options: COOPERATION_MODES.map((v) => ({ value: v, label: `customer:cooperationMode.${v}` })) },
      render: (row, ctx) => ctx.text(`customer:cooperationMode.${row.cooperationMode}`),
    },
    {
      key: 'source',
      priority: 4,
      label: 'customer:field.source',
      width: 200,
      ellipsis: true,
      search: { type: 'select', options: CUSTOMER_SOURCES.map((v) => ({ value: v, label: `customer:source.${v}` })) },
      render: (row, ctx) => ctx.text(`customer:source.${row.source}`),
    },
    { key: 'parentCustomerName', priority: 4, label: 'customer:field.parentCustomer', ellipsis: true, width: 180 },
    { key: 'contactName', priority: 2, label: 'customer:field.contactName', width: 130 },
    { key: 'contactPhone', priority: 3, label: 'customer:field.contactPhone', width: 160 },
    {
      key: 'themeColor',
      priority: 4,
      label: 'customer:field.themeColor',
      width: 120,
      render: (row) => <Tag color={row.themeColor}>{row.themeColor}</Tag>,
    },
    { key: 'defaultCurrency', priority: 4, label: 'customer:field.defaultCurrency', width: 110 },
    statusColumn({ sortable: false }),
    createTimeColumn(),
  ],
  toolbar: ['add', 'batchDelete', 'export'],
  rowActions: [
    {
      key: 'edit',
      label: 'common:action.edit',
      icon: <EditOutlined />,
      permission: CUSTOMER_PERMS.edit,
      // The list row lacks the settings: the form opens on the full record.
      onClick: (row, ctx) => void customerApi.detail(row.id).then((detail) => ctx.openForm(detail)),
    },
    'delete',
  ],
  remove: { call: customerApi.remove, name: (row) => row.customerName },
  export: { kind: 'customers', columnChoice: true },
  // A customer is an organisation: parent-customer choices and organisation trees change with it.
  invalidates: [['customer-options'], ORG_TREE_QUERY_KEY],
  form: {
    schema: customerSchema,
    entity: 'customer:entity',
    size: 760,
    fields: (row) => <CustomerFields editingId={row?.id ?? null} />,
    initialValues: (row) => row ?? NEW_CUSTOMER,
    create: (values) => customerApi.add(values),
    update: (row, values) => customerApi.edit(row.id, values),
  },
});

/** System → Customers: the customers (organisations below the platform) with their settings. */
export default function CustomerPage() {
  return <ListScreen screen={customerScreen} />;
}
