import { LOG_ENDPOINTS, LOGININFOR_API, LOGININFOR_PERMS, type LoginLogRow } from '@vr/contracts';
import { Space, Tag, Tooltip } from 'antd';
import { actionsColumnWidth, defineScreen, type ScreenContext, SearchSelect } from '../../../components/list-page';
import { formatDateTime } from '../../../utils/format';
import { logIdColumn, logRangeColumn, logTimeColumn } from '../log-retention/log-columns';
import { LogScreen } from '../log-retention/LogScreen';
import { OUTCOME_OPTIONS, OutcomeTag } from '../log-retention/outcome';
import { LoginLogActions, removeLogins } from './LoginLogActions';

function Account({ row, ctx }: { row: LoginLogRow; ctx: ScreenContext<LoginLogRow> }) {
  return (
    <Space size={4}>
      <span>{row.employeeName ? `${row.employeeName} (${row.userName})` : row.userName}</span>
      {row.lockedUntil ? (
        <Tooltip title={`${ctx.text('logs:logininfor.field.locked')} ${formatDateTime(row.lockedUntil)}`}>
          <Tag color="warning" data-testid="locked-tag">
            {ctx.text('logs:logininfor.lockedTag')}
          </Tag>
        </Tooltip>
      ) : null}
    </Space>
  );
}

const logininforScreen = defineScreen({
  endpoint: LOG_ENDPOINTS.logininfor,
  key: 'logininfor',
  tableId: 'monitor-logininfor',
  testId: 'logininfor-page',
  namespaces: ['logs'],
  rowKey: 'infoId',
  permissions: LOGININFOR_PERMS,
  searchVisible: 4,
  columns: [
    logIdColumn('infoId', 'logs:logininfor.field.infoId', 90),
    logTimeColumn('loginTime', 'logs:logininfor.field.loginTime'),
    {
      key: 'userName',
      priority: 1,
      label: 'logs:logininfor.field.userName',
      sortable: true,
      width: 230,
      render: (row, ctx) => <Account row={row} ctx={ctx} />,
      search: 'text',
    },
    { key: 'orgName', priority: 3, label: 'logs:logininfor.field.org', width: 160, ellipsis: true },
    { key: 'ipaddr', priority: 2, label: 'logs:logininfor.field.ipaddr', sortable: true, width: 130, search: 'text' },
    { key: 'browser', priority: 4, label: 'logs:logininfor.field.browser', width: 130, ellipsis: true },
    { key: 'os', priority: 4, label: 'logs:logininfor.field.os', width: 130, ellipsis: true },
    {
      key: 'status',
      priority: 1,
      label: 'logs:logininfor.field.status',
      sortable: true,
      width: 100,
      render: (row, ctx) => <OutcomeTag value={row.status} text={ctx.text} />,
      search: { type: 'custom', input: <SearchSelect options={OUTCOME_OPTIONS} width={120} testId="search-status" /> },
    },
    { key: 'msg', priority: 3, label: 'logs:logininfor.field.msg', width: 240, ellipsis: true },
    logRangeColumn('logs:logininfor.field.range'),
    // Unlock is offered only while the account is locked, so the row draws its own actions.
    {
      key: 'actions',
      label: 'common:field.actions',
      fixed: 'right',
      priority: 1,
      width: actionsColumnWidth(2),
      render: (row, ctx) => <LoginLogActions row={row} ctx={ctx} />,
    },
  ],
  toolbar: ['batchDelete', 'extra', 'export'],
  remove: { call: removeLogins, name: (row) => `#${row.infoId}` },
  export: { kind: 'loginLogs', columnChoice: true },
});

/** System → Logs → Login log: every sign-in attempt; unlock an account locked by failed attempts. */
export default function LogininforPage() {
  return (
    <LogScreen screen={logininforScreen} retention="logininfor" clean={{ url: LOGININFOR_API.clean, name: 'logs:logininfor.title' }} />
  );
}
