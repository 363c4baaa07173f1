import { SafetyOutlined, TeamOutlined } from '@ant-design/icons';
import { ROLE_API, ROLE_ENDPOINTS, ROLE_PERMS, type RoleRow } from '@vr/contracts';
import { Tag } from 'antd';
import type { Key } from 'react';
import { del, put } from '../../api/request';
import { createTimeColumn, defineScreen, idColumn, type ScreenContext, statusSwitchColumn, yesNoColumn } from '../../components/list-page';

export interface RoleDialogs {
  scope(row: RoleRow): void;
  users(row: RoleRow): void;
}

// The built-in administrator role is neither editable nor deletable: it shows a tag instead.
const builtInTag = (row: RoleRow, ctx: ScreenContext<RoleRow>) => (row.admin ? <Tag>{ctx.text('role:builtIn')}</Tag> : undefined);

/** The roles list: columns, filters, toolbar, row actions; the dialogs are the page's. */
export const roleScreen = (open: RoleDialogs) =>
  defineScreen({
    endpoint: ROLE_ENDPOINTS.list,
    key: 'role',
    tableId: 'system-role',
    namespaces: ['role'],
    rowKey: 'roleId',
    permissions: ROLE_PERMS,
    columns: [
      idColumn('roleId', 'role:field.roleId'),
      { key: 'roleName', priority: 1, label: 'role:field.roleName', sortable: true, width: 170, ellipsis: true, search: 'text' },
      { key: 'roleKey', priority: 2, label: 'role:field.roleKey', sortable: true, width: 170, ellipsis: true, search: 'text' },
      { key: 'roleSort', priority: 4, label: 'role:field.roleSort', sortable: true, width: 100 },
      {
        key: 'dataScope',
        priority: 3,
        label: 'role:field.dataScope',
        width: 200,
        render: (row, ctx) => ctx.text(`role:scope.${row.dataScope}`),
      },
      { key: 'orgName', priority: 3, label: 'role:field.orgId', width: 170, ellipsis: true, render: (row) => row.orgName ?? '—' },
      yesNoColumn<RoleRow>('refundRight', 'role:field.refundRight', ['role:refund.yes', 'role:refund.no'], { priority: 4, width: 150 }),
      statusSwitchColumn<RoleRow>({
        permission: ROLE_PERMS.edit,
        ns: 'role',
        name: (row) => row.roleName,
        testId: (row) => `role-status-${row.roleKey}`,
        locked: (row) => row.admin,
        change: async (row, enable, ctx) => {
          await put(ROLE_API.changeStatus, { roleId: row.roleId, status: enable ? 0 : 1 });
          await ctx.queryClient.invalidateQueries({ queryKey: ['list', 'role'] });
        },
      }),
      createTimeColumn({ key: 'createdAt' }),
    ],
    toolbar: ['add', 'batchDelete', 'export'],
    rowActions: [
      'edit',
      {
        key: 'scope',
        label: 'role:action.dataScope',
        icon: <SafetyOutlined />,
        permission: ROLE_PERMS.edit,
        onClick: (row) => open.scope(row),
      },
      { key: 'users', label: 'role:action.users', icon: <TeamOutlined />, permission: ROLE_PERMS.edit, onClick: (row) => open.users(row) },
      'delete',
    ],
    rowActionsByRow: { instead: builtInTag },
    remove: { call: (ids: Key[]) => del(ROLE_API.one(ids.join(','))), name: (row) => row.roleName, disabled: (row) => row.builtIn },
    export: { kind: 'roles', columnChoice: true },
  });
