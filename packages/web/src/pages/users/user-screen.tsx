import { KeyOutlined, LoginOutlined } from '@ant-design/icons';
import { USER_API, USER_ENDPOINTS, USER_IMPORT_MAX_ROWS, USER_PERMS, type UserRow } from '@vr/contracts';
import { Tag } from 'antd';
import type { Key } from 'react';
import { del, put } from '../../api/request';
import { createTimeColumn, defineScreen, statusSwitchColumn } from '../../components/list-page';
import { useUserStore } from '../../stores/user';

export interface UserDialogs {
  resetPassword(row: UserRow): void;
  bindLogin(row: UserRow): void;
}

// Nobody disables or deletes the built-in administrator or their own account.
const locked = (row: UserRow) => row.builtInAdmin || row.userId === useUserStore.getState().session?.userInfo.userId;

// An employee without a login account gets one; one with an account gets a new password.
const offers = (row: UserRow, key: string) => (key === 'bind' ? row.username === null : key === 'reset' ? row.username !== null : true);

/** The accounts list: columns, filters, toolbar, row actions; the dialogs are the page's. */
export const userScreen = (open: UserDialogs) =>
  defineScreen({
    endpoint: USER_ENDPOINTS.list,
    key: 'user',
    tableId: 'system-user',
    namespaces: ['user'],
    rowKey: 'userId',
    permissions: USER_PERMS,
    columns: [
      { key: 'userId', label: 'user:field.userId', sortable: true, width: 90, priority: 4 },
      {
        key: 'username',
        label: 'user:field.username',
        sortable: true,
        width: 140,
        priority: 1,
        ellipsis: true,
        search: 'text',
        render: (row, ctx) => row.username ?? <Tag>{ctx.text('user:notBound')}</Tag>,
      },
      { key: 'employeeName', label: 'user:field.employeeName', sortable: true, width: 140, priority: 1, ellipsis: true, search: 'text' },
      { key: 'orgName', label: 'user:field.orgId', width: 160, ellipsis: true },
      { key: 'clientName', label: 'user:field.clientId', width: 170, priority: 4, ellipsis: true, render: (row) => row.clientName ?? '—' },
      {
        key: 'roleNames',
        label: 'user:field.roleIds',
        width: 200,
        priority: 4,
        ellipsis: true,
        render: (row) => row.roleNames.map((n) => <Tag key={n}>{n}</Tag>),
      },
      { key: 'phone', label: 'user:field.phone', width: 150, priority: 4, search: 'text' },
      statusSwitchColumn<UserRow>(
        {
          permission: USER_PERMS.edit,
          ns: 'user',
          name: (row) => row.employeeName,
          testId: (row) => `user-status-${row.userId}`,
          locked,
          change: async (row, enable, ctx) => {
            await put(USER_API.changeStatus, { userId: row.userId, status: enable ? 0 : 1 });
            await ctx.queryClient.invalidateQueries({ queryKey: ['list', 'user'] });
          },
        },
        { sortable: true },
      ),
      createTimeColumn({ key: 'createdAt', width: 170 }),
    ],
    toolbar: ['add', 'batchDelete', 'export', 'import'],
    rowActions: [
      'edit',
      {
        key: 'bind',
        label: 'user:action.bindLogin',
        icon: <LoginOutlined />,
        permission: USER_PERMS.edit,
        onClick: (row) => open.bindLogin(row),
      },
      {
        key: 'reset',
        label: 'user:action.resetPwd',
        icon: <KeyOutlined />,
        permission: USER_PERMS.resetPwd,
        onClick: (row) => open.resetPassword(row),
      },
      'delete',
    ],
    rowActionsByRow: { offers },
    remove: { call: (ids: Key[]) => del(USER_API.one(ids.join(','))), name: (row) => row.employeeName, disabled: locked },
    export: { kind: 'users', columnChoice: true },
    import: {
      entity: 'user:name',
      path: USER_API.import,
      templatePath: USER_API.importTemplate,
      templateName: 'user_template',
      maxRows: USER_IMPORT_MAX_ROWS,
    },
  });
