import { LOG_ENDPOINTS, OPERLOG_API, OPERLOG_PERMS, type OperLogDetail, type OperLogRow } from '@vr/contracts';
import { defineScreen, SearchSelect } from '../../../components/list-page';
import { logDurationColumn, logIdColumn, logRangeColumn, logTimeColumn, viewedLog, viewedLogActions } from '../log-retention/log-columns';
import { LogScreen } from '../log-retention/LogScreen';
import { OUTCOME_OPTIONS, OutcomeTag } from '../log-retention/outcome';
import { useViewedLog } from '../log-retention/use-log-detail';
import { ActionName, ModuleName, OperTypeSelect, OperTypeTag } from './oper-type';
import { OperlogDetail } from './OperlogDetail';

const operatorOf = (r: OperLogRow) => (r.employeeName ? `${r.employeeName} (${r.operName ?? ''})` : (r.operName ?? ''));

const OPERLOG = viewedLog(OPERLOG_PERMS.query, OPERLOG_API.base, (row: OperLogRow) => row.operId, 'operLogs');

const operlogScreen = (view: (row: OperLogRow) => void) =>
  defineScreen({
    endpoint: LOG_ENDPOINTS.operlog,
    key: 'operlog',
    tableId: 'monitor-operlog',
    testId: 'operlog-page',
    namespaces: ['logs'],
    rowKey: 'operId',
    permissions: OPERLOG_PERMS,
    // The filter bar keeps its order: module, operator, type and outcome first; address and days behind "Expand".
    searchVisible: 4,
    columns: [
      logIdColumn('operId', 'logs:operlog.field.operId', 80),
      logTimeColumn('operTime', 'logs:operlog.field.operTime'),
      {
        key: 'module',
        priority: 2,
        label: 'logs:operlog.field.module',
        sortable: true,
        width: 160,
        ellipsis: true,
        search: 'text',
        render: (row) => <ModuleName code={row.module} />,
      },
      {
        key: 'action',
        priority: 2,
        label: 'logs:operlog.field.action',
        width: 150,
        ellipsis: true,
        render: (row) => <ActionName code={row.action} />,
      },
      { key: 'operName', label: 'logs:operlog.field.operName', searchOnly: true, search: 'text' },
      {
        key: 'operType',
        priority: 2,
        label: 'logs:operlog.field.operType',
        width: 130,
        render: (row) => <OperTypeTag type={row.operType} />,
        search: { type: 'custom', input: <OperTypeSelect /> },
      },
      // What happened and whether it worked come before who and from where.
      {
        key: 'status',
        priority: 1,
        label: 'logs:operlog.field.status',
        sortable: true,
        width: 100,
        render: (row, ctx) => <OutcomeTag value={row.status} text={ctx.text} />,
      },
      { key: 'operName', priority: 2, label: 'logs:operlog.field.operName', sortable: true, width: 170, render: operatorOf },
      {
        key: 'status',
        label: 'logs:operlog.field.status',
        searchOnly: true,
        search: { type: 'custom', input: <SearchSelect options={OUTCOME_OPTIONS} width={120} testId="search-status" /> },
      },
      { key: 'operIp', priority: 3, label: 'logs:operlog.field.operIp', width: 130, search: 'text' },
      logRangeColumn('logs:operlog.field.range'),
      logDurationColumn('logs:operlog.field.durationMs', 4),
    ],
    ...viewedLogActions(OPERLOG, view),
  });

/** System → Logs → Operation log: every write, filterable; detail with request and result. */
export default function OperlogPage() {
  const log = useViewedLog<OperLogRow, OperLogDetail, ReturnType<typeof operlogScreen>>(OPERLOG, operlogScreen);
  return (
    <LogScreen screen={log.screen} retention="operlog" clean={{ url: OPERLOG_API.clean, name: 'logs:operlog.title' }}>
      <OperlogDetail viewing={log.viewing} onClose={log.close} />
    </LogScreen>
  );
}
