import { HistoryOutlined, StopOutlined, UnlockOutlined } from '@ant-design/icons';
import {
  WRISTBAND_API,
  WRISTBAND_ENDPOINTS,
  WRISTBAND_LIMITS,
  WRISTBAND_PERMS,
  WRISTBAND_STATUS_DICT,
  type Wristband,
} from '@vr/contracts';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { post } from '../../api/request';
import { customerColumn, defineScreen, ListScreen, type RowActionSpec } from '../../components/list-page';
import { ENABLED_COLOR, recordPath } from './wristband-rows';

/** Disabling (voiding) first: a band is enabled far more often than not. */
const ENABLE_ACTIONS: Array<{ enabled: boolean; label: string; icon: ReactNode; danger?: boolean }> = [
  { enabled: false, label: 'wristbands:action.disable', icon: <StopOutlined />, danger: true },
  { enabled: true, label: 'wristbands:action.enable', icon: <UnlockOutlined /> },
];

/** Cards → bracelet information: the wristbands in the caller's scope, their status, validity and last user. */
const wristbandScreen = defineScreen({
  endpoint: WRISTBAND_ENDPOINTS.list,
  key: 'wristband',
  tableId: 'wristband',
  testId: 'wristband-page',
  namespaces: ['wristbands'],
  rowKey: 'id',
  permissions: WRISTBAND_PERMS,
  searchVisible: 3,
  columns: [
    { key: 'wristbandNo', priority: 1, label: 'wristbands:field.wristbandNo', sortable: true, width: 150, ellipsis: true, search: 'text' },
    {
      key: 'status',
      priority: 1,
      label: 'wristbands:field.status',
      width: 110,
      render: { dict: WRISTBAND_STATUS_DICT },
      search: { type: 'dict', dict: WRISTBAND_STATUS_DICT, numeric: true, name: 'status' },
    },
    { key: 'tier', priority: 1, label: 'wristbands:field.tier', sortable: true, width: 110, ellipsis: true, search: 'text' },
    {
      key: 'duration',
      priority: 2,
      label: 'wristbands:field.duration',
      width: 110,
      render: (row, ctx) => ctx.text(`wristbands:durationOf.${row.durationUnit}`, { count: row.duration }),
    },
    {
      key: 'reusable',
      priority: 2,
      label: 'wristbands:field.reusable',
      width: 100,
      render: (row, ctx) => ctx.text(`wristbands:reuse.${row.reusable ? 'yes' : 'no'}`),
    },
    {
      key: 'enabled',
      priority: 1,
      label: 'wristbands:field.enabled',
      width: 100,
      search: {
        type: 'select',
        options: [
          { value: 'true', label: 'wristbands:enabled.true' },
          { value: 'false', label: 'wristbands:enabled.false' },
        ],
      },
      render: (row, ctx) => <Tag color={ENABLED_COLOR[`${row.enabled}`]}>{ctx.text(`wristbands:enabled.${row.enabled}`)}</Tag>,
    },
    { key: 'activateTime', priority: 2, label: 'wristbands:field.activateTime', sortable: true, width: 170, render: 'dateTime' },
    { key: 'expireTime', priority: 2, label: 'wristbands:field.expireTime', sortable: true, width: 170, render: 'dateTime' },
    { key: 'uses', priority: 3, label: 'wristbands:field.uses', width: 90, align: 'right' },
    { key: 'lastUser', priority: 3, label: 'wristbands:field.lastUser', width: 140, ellipsis: true },
    customerColumn<Wristband>('wristbands:field.customer', { key: 'customerName', priority: 3, sortable: false, width: 160 }),
    { key: 'remark', priority: 4, label: 'wristbands:field.remark', width: 160, ellipsis: true },
    { key: 'createTime', priority: 4, label: 'wristbands:field.createTime', sortable: true, width: 170, render: 'dateTime' },
  ],
  searchOrder: ['wristbandNo', 'status', 'tier', 'enabled', 'orgId'],
  toolbar: [
    'import',
    {
      key: 'wristband-records',
      label: 'wristbands:action.records',
      icon: <HistoryOutlined />,
      permission: WRISTBAND_PERMS.record,
      onClick: (ctx) => void ctx.navigate(recordPath()),
    },
  ],
  rowActions: [
    {
      key: 'records',
      label: 'wristbands:action.records',
      icon: <HistoryOutlined />,
      permission: WRISTBAND_PERMS.record,
      onClick: (row, ctx) => void ctx.navigate(recordPath(row)),
    },
    ...ENABLE_ACTIONS.map(({ enabled, label, icon, danger }): RowActionSpec<Wristband> => ({
      key: `enabled-${enabled}`,
      label,
      icon,
      ...(danger ? { danger } : {}),
      permission: WRISTBAND_PERMS.status,
      disabled: (row) => row.enabled === enabled,
      onClick: (row, ctx) =>
        ctx.confirm(
          ctx.text('wristbands:action.statusConfirm', { no: row.wristbandNo, status: ctx.text(`wristbands:enabled.${enabled}`) }),
          async () => {
            await post(WRISTBAND_API.status, { id: row.id, enabled });
            ctx.afterChange();
          },
        ),
    })),
  ],
  import: {
    entity: 'wristbands:importName',
    path: WRISTBAND_API.import,
    templatePath: WRISTBAND_API.template,
    templateName: 'wristbands',
    maxRows: WRISTBAND_LIMITS.importRows,
    allowGoodRows: true,
    customer: {
      label: 'wristbands:import.customer',
      extra: 'wristbands:hint.importCustomer',
      required: 'wristbands:hint.importCustomerRequired',
    },
  },
});

/** Cards → bracelet information (`/braceletInformation/recordList`). */
export default function WristbandPage() {
  return <ListScreen screen={wristbandScreen} />;
}
