import { StopOutlined, UnlockOutlined } from '@ant-design/icons';
import {
  DEVICE_ACCOUNT_ENDPOINTS,
  DEVICE_ACCOUNT_PERMS,
  DEVICE_ACCOUNT_ROLES,
  DEVICE_ACCOUNT_STATUSES,
  type DeviceAccountRow,
  type DeviceAccountStatus,
  deviceAccountSaveSchema,
} from '@vr/contracts';
import { Tag } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { deliveryColumn } from '../../components/delivery';
import { ListScreen, type RowActionSpec, customerColumn, defineScreen, feedback } from '../../components/list-page';
import { businessTimeZone } from '../../stores/platform';
import { formatDateTimeIn } from '../../utils/format';
import { AccountFields } from './AccountFields';
import { AccountMachinesDrawer } from './AccountMachinesDrawer';
import { deviceAccountApi } from './api';

const STATUS_ACTIONS: Array<{ status: DeviceAccountStatus; label: string; icon: ReactNode; danger?: boolean }> = [
  { status: 'enabled', label: 'deviceAccount:action.enable', icon: <UnlockOutlined /> },
  { status: 'disabled', label: 'deviceAccount:action.disable', icon: <StopOutlined />, danger: true },
];

/** Devices → device account: the local accounts of the machines' screens, and how far each reached its machines. */
export default function DeviceAccountPage() {
  const [shown, setShown] = useState<DeviceAccountRow | null>(null);
  const screen = useMemo(
    () =>
      defineScreen({
        endpoint: DEVICE_ACCOUNT_ENDPOINTS.list,
        key: 'device-accounts',
        tableId: 'device-account',
        testId: 'device-account-page',
        // The machine picker speaks the upgrade screen's words: loaded with the page, not when the picker first shows.
        namespaces: ['deviceAccount', 'deviceUpgrade'],
        rowKey: 'id',
        permissions: DEVICE_ACCOUNT_PERMS,
        refetchInterval: 10_000,
        searchVisible: 3,
        searchOrder: ['account', 'name', 'role', 'status', 'orgId'],
        columns: [
          { key: 'account', label: 'deviceAccount:field.account', priority: 1, width: 140, ellipsis: true, sortable: true, search: 'text' },
          { key: 'name', label: 'deviceAccount:field.name', priority: 1, width: 130, ellipsis: true, sortable: true, search: 'text' },
          {
            key: 'role',
            label: 'deviceAccount:field.role',
            priority: 2,
            width: 120,
            render: (row, ctx) => ctx.text(`deviceAccount:role.${row.role}`),
            search: { type: 'select', options: DEVICE_ACCOUNT_ROLES.map((v) => ({ value: v, label: `deviceAccount:role.${v}` })) },
          },
          {
            key: 'status',
            label: 'deviceAccount:field.status',
            priority: 1,
            width: 90,
            render: (row, ctx) => (
              <Tag color={row.status === 'enabled' ? 'success' : 'default'}>{ctx.text(`deviceAccount:status.${row.status}`)}</Tag>
            ),
            search: { type: 'select', options: DEVICE_ACCOUNT_STATUSES.map((v) => ({ value: v, label: `deviceAccount:status.${v}` })) },
          },
          {
            key: 'machineScope',
            label: 'deviceAccount:field.machineScope',
            priority: 3,
            width: 170,
            ellipsis: true,
            render: (row, ctx) =>
              row.machineScope === 'all'
                ? ctx.text('deviceAccount:scope.all')
                : `${ctx.text('deviceAccount:scope.selected')} (${row.deviceIds.length})`,
          },
          deliveryColumn<DeviceAccountRow>('deviceAccount', 150),
          { key: 'employeeName', label: 'deviceAccount:field.employee', priority: 3, width: 120, ellipsis: true },
          customerColumn<DeviceAccountRow>('deviceAccount:field.customer', {
            key: 'customerName',
            priority: 3,
            sortable: false,
            width: 150,
          }),
          { key: 'updatedBy', label: 'deviceAccount:field.updatedBy', priority: 4, width: 110, ellipsis: true },
          {
            key: 'updateTime',
            label: 'deviceAccount:field.updateTime',
            priority: 4,
            width: 165,
            sortable: true,
            render: (row) => formatDateTimeIn(row.updateTime, businessTimeZone()),
          },
        ],
        toolbar: ['add'],
        rowActions: [
          { key: 'machines', label: 'deviceAccount:action.machines', onClick: (row) => setShown(row) },
          'edit',
          ...STATUS_ACTIONS.map(({ status, label, icon, danger }): RowActionSpec<DeviceAccountRow> => ({
            key: `status-${status}`,
            label,
            icon,
            ...(danger ? { danger } : {}),
            permission: DEVICE_ACCOUNT_PERMS.status,
            disabled: (row) => row.status === status,
            onClick: (row, ctx) =>
              ctx.confirm(ctx.text('deviceAccount:confirm.status', { account: row.account, status: ctx.text(label) }), async () => {
                const answer = await deviceAccountApi.status(row.id, status);
                feedback.success(ctx.text('deviceAccount:done.saved', { ...answer }));
                ctx.afterChange();
              }),
          })),
          {
            key: 'remove',
            label: 'common:action.delete',
            permission: DEVICE_ACCOUNT_PERMS.remove,
            danger: true,
            onClick: (row, ctx) =>
              ctx.confirm(ctx.text('deviceAccount:confirm.remove', { account: row.account }), async () => {
                const answer = await deviceAccountApi.remove(row.id);
                feedback.success(ctx.text('deviceAccount:done.saved', { ...answer }));
                ctx.afterChange();
              }),
          },
        ],
        form: {
          schema: deviceAccountSaveSchema,
          entity: 'deviceAccount:name',
          as: 'modal',
          fields: (row) => <AccountFields adding={row === null} />,
          initialValues: (row) =>
            row
              ? {
                  account: row.account,
                  name: row.name,
                  employeeId: row.employeeId ?? undefined,
                  role: row.role,
                  status: row.status,
                  machineScope: row.machineScope,
                  deviceIds: row.deviceIds,
                }
              : { role: 'maintenance', status: 'enabled', machineScope: 'all', deviceIds: [] },
          create: (values) => deviceAccountApi.save(values as Record<string, unknown>),
          update: (row, values) => deviceAccountApi.save({ ...(values as Record<string, unknown>), id: row.id }),
        },
      }),
    [],
  );

  return (
    <>
      <ListScreen screen={screen} />
      <AccountMachinesDrawer account={shown} onClose={() => setShown(null)} />
    </>
  );
}
