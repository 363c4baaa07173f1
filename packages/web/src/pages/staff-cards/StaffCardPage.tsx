import { HistoryOutlined, StopOutlined, UnlockOutlined } from '@ant-design/icons';
import {
  STAFF_API,
  STAFF_ENDPOINTS,
  STAFF_LIMITS,
  STAFF_PERMS,
  STAFF_STATUSES,
  type StaffCard,
  type StaffStatus,
  staffSaveSchema,
} from '@vr/contracts';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { post } from '../../api/request';
import { customerColumn, defineScreen, ListScreen, type RowActionSpec } from '../../components/list-page';
import { currentLang } from '../../stores/app';
import { businessTimeZone } from '../../stores/platform';
import { formatDateTimeIn } from '../../utils/format';
import { StaffFields } from './StaffFields';
import { STATUS_COLOR, discountText, moneyOf, recordPath } from './staff-rows';

const STATUS_ACTIONS: Array<{ status: StaffStatus; label: string; icon: ReactNode; danger?: boolean }> = [
  { status: 'enabled', label: 'staffCards:action.enable', icon: <UnlockOutlined /> },
  { status: 'disabled', label: 'staffCards:action.disable', icon: <StopOutlined />, danger: true },
];

/** Cards → employee card swiping: the staff cards in the caller's scope, their quota this month and discount. */
const staffScreen = defineScreen({
  endpoint: STAFF_ENDPOINTS.list,
  key: 'staff-card',
  tableId: 'staff-card',
  testId: 'staff-card-page',
  namespaces: ['staffCards'],
  rowKey: 'id',
  permissions: STAFF_PERMS,
  searchVisible: 3,
  columns: [
    { key: 'employeeNo', priority: 1, label: 'staffCards:field.employeeNo', sortable: true, width: 140, ellipsis: true, search: 'text' },
    {
      key: 'employeeName',
      priority: 1,
      label: 'staffCards:field.employeeName',
      sortable: true,
      width: 150,
      ellipsis: true,
      search: 'text',
    },
    {
      key: 'status',
      priority: 1,
      label: 'staffCards:field.status',
      width: 100,
      search: { type: 'select', options: STAFF_STATUSES.map((s) => ({ value: s, label: `staffCards:status.${s}` })) },
      render: (row, ctx) => <Tag color={STATUS_COLOR[row.status]}>{ctx.text(`staffCards:status.${row.status}`)}</Tag>,
    },
    {
      key: 'quotaCents',
      priority: 1,
      label: 'staffCards:field.quota',
      width: 130,
      align: 'right',
      render: (row) => moneyOf(row.quotaCents, row.currency, currentLang()),
    },
    {
      key: 'monthlyLimitCents',
      priority: 2,
      label: 'staffCards:field.monthlyLimit',
      sortable: true,
      width: 130,
      align: 'right',
      render: (row) => moneyOf(row.monthlyLimitCents, row.currency, currentLang()),
    },
    {
      key: 'discount',
      priority: 2,
      label: 'staffCards:field.discount',
      sortable: true,
      width: 120,
      align: 'right',
      render: (row) => discountText(row.discount),
    },
    customerColumn<StaffCard>('staffCards:field.customer', { key: 'customerName', priority: 3, sortable: false, width: 160 }),
    { key: 'remark', priority: 4, label: 'staffCards:field.remark', width: 160, ellipsis: true },
    {
      key: 'createTime',
      priority: 4,
      label: 'staffCards:field.createTime',
      sortable: true,
      width: 170,
      render: (row) => formatDateTimeIn(row.createTime, businessTimeZone()),
    },
  ],
  searchOrder: ['employeeNo', 'employeeName', 'status', 'orgId'],
  toolbar: [
    'add',
    'import',
    {
      key: 'staff-records',
      label: 'staffCards:action.records',
      icon: <HistoryOutlined />,
      permission: STAFF_PERMS.record,
      onClick: (ctx) => void ctx.navigate(recordPath()),
    },
  ],
  rowActions: [
    'edit',
    ...STATUS_ACTIONS.map(({ status, label, icon, danger }): RowActionSpec<StaffCard> => ({
      key: `status-${status}`,
      label,
      icon,
      ...(danger ? { danger } : {}),
      permission: STAFF_PERMS.status,
      disabled: (row) => row.status === status,
      onClick: (row, ctx) =>
        ctx.confirm(
          ctx.text('staffCards:action.statusConfirm', {
            name: row.employeeName,
            no: row.employeeNo,
            status: ctx.text(`staffCards:status.${status}`),
          }),
          async () => {
            await post(STAFF_API.status, { id: row.id, status });
            ctx.afterChange();
          },
        ),
    })),
    {
      key: 'records',
      label: 'staffCards:action.records',
      icon: <HistoryOutlined />,
      permission: STAFF_PERMS.record,
      onClick: (row, ctx) => void ctx.navigate(recordPath(row)),
    },
  ],
  form: {
    schema: staffSaveSchema,
    entity: 'staffCards:name',
    as: 'modal',
    fields: (row) => <StaffFields adding={row === null} />,
    initialValues: (row) =>
      row
        ? {
            employeeName: row.employeeName,
            employeeNo: row.employeeNo,
            status: row.status,
            monthlyLimit: row.monthlyLimitCents / 100,
            discount: row.discount,
            remark: row.remark ?? '',
          }
        : { status: 'enabled', monthlyLimit: 0, discount: 0 },
    create: (values) => post(STAFF_API.save, values as Record<string, unknown>),
    update: (row, values) => post(STAFF_API.save, { ...(values as Record<string, unknown>), id: row.id }),
  },
  import: {
    entity: 'staffCards:importName',
    path: STAFF_API.import,
    templatePath: STAFF_API.template,
    templateName: 'staff_cards',
    maxRows: STAFF_LIMITS.importRows,
    allowGoodRows: true,
    customer: {
      label: 'staffCards:import.customer',
      extra: 'staffCards:hint.importCustomer',
      required: 'staffCards:hint.importCustomerRequired',
    },
  },
});

/** Cards → employee card swiping. */
export default function StaffCardPage() {
  return <ListScreen screen={staffScreen} />;
}
