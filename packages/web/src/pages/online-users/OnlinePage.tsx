import { LogoutOutlined } from '@ant-design/icons';
import { ONLINE_ENDPOINTS, ONLINE_PERMS } from '@vr/contracts';
import { Tag, Tooltip, Typography } from 'antd';
import { defineScreen, ListScreen } from '../../components/list-page';
import { confirmForceLogout } from './force-logout';

const onlineScreen = defineScreen({
  endpoint: ONLINE_ENDPOINTS.list,
  key: 'online',
  tableId: 'monitor-online',
  testId: 'online-page',
  namespaces: ['online'],
  rowKey: 'sessionId',
  permissions: ONLINE_PERMS,
  columns: [
    {
      key: 'sessionId',
      priority: 4,
      label: 'online:field.sessionId',
      width: 120,
      render: (row) => (
        <Tooltip title={row.sessionId}>
          <Typography.Text code>{row.sessionId.slice(0, 12)}</Typography.Text>
        </Tooltip>
      ),
    },
    {
      key: 'userName',
      priority: 1,
      label: 'online:field.userName',
      sortable: true,
      width: 190,
      search: 'text',
      render: (r, ctx) => (
        <span>
          {r.employeeName ? `${r.employeeName} (${r.userName})` : r.userName}{' '}
          {r.current ? (
            <Tag color="blue" data-testid="current-session">
              {ctx.text('online:you')}
            </Tag>
          ) : null}
        </span>
      ),
    },
    { key: 'orgName', priority: 2, label: 'online:field.org', width: 160, ellipsis: true },
    { key: 'ipaddr', priority: 2, label: 'online:field.ipaddr', sortable: true, width: 120, search: 'text' },
    { key: 'browser', priority: 3, label: 'online:field.browser', width: 130, ellipsis: true },
    { key: 'os', priority: 3, label: 'online:field.os', width: 110, ellipsis: true },
    { key: 'loginTime', priority: 3, label: 'online:field.loginTime', sortable: true, width: 165, render: 'dateTime' },
    { key: 'lastAccessTime', priority: 1, label: 'online:field.lastAccessTime', sortable: true, width: 165, render: 'dateTime' },
  ],
  rowActions: [
    {
      key: 'force-logout',
      label: 'online:forceLogout',
      icon: <LogoutOutlined />,
      danger: true,
      permission: ONLINE_PERMS.forceLogout,
      onClick: confirmForceLogout,
    },
  ],
});

/** System → Online users: every live session in scope; force logout ends one at once. */
export default function OnlinePage() {
  return <ListScreen screen={onlineScreen} note="online:hint" />;
}
