import {
  INTEGRATION_LOG_API,
  INTEGRATION_LOG_PERMS,
  type IntegrationLogDetail as Detail,
  type IntegrationLogRow,
  LOG_ENDPOINTS,
} from '@vr/contracts';
import { Typography } from 'antd';
import { defineScreen, SearchSelect } from '../../../components/list-page';
import { logDurationColumn, logIdColumn, logRangeColumn, logTimeColumn, viewedLog, viewedLogActions } from '../log-retention/log-columns';
import { LogScreen } from '../log-retention/LogScreen';
import { useViewedLog } from '../log-retention/use-log-detail';
import { DIRECTION_OPTIONS, DirectionTag, IntegrationStatusTag, NoSystemsNotice, STATUS_OPTIONS } from './integration-tags';
import { IntegrationLogDetail } from './IntegrationLogDetail';

const INTEGRATION_LOG = viewedLog(
  INTEGRATION_LOG_PERMS.query,
  INTEGRATION_LOG_API.base,
  (row: IntegrationLogRow) => row.id,
  'integrationLogs',
);

const integrationScreen = (view: (row: IntegrationLogRow) => void) =>
  defineScreen({
    endpoint: LOG_ENDPOINTS.integration,
    key: 'integration-log',
    tableId: 'monitor-integration-log',
    testId: 'integration-log-page',
    namespaces: ['logs'],
    permissions: INTEGRATION_LOG_PERMS,
    // The filter bar keeps its order: system, direction, outcome and endpoint first; days behind "Expand".
    searchVisible: 4,
    columns: [
      logIdColumn('id', 'logs:integration.field.id', 90),
      logTimeColumn('createdAt', 'logs:integration.field.createdAt'),
      { key: 'system', label: 'logs:integration.field.system', searchOnly: true, search: 'text' },
      {
        key: 'direction',
        priority: 2,
        label: 'logs:integration.field.direction',
        width: 110,
        render: (row, ctx) => <DirectionTag value={row.direction} text={ctx.text} />,
        search: { type: 'custom', input: <SearchSelect options={DIRECTION_OPTIONS} width={130} /> },
      },
      { key: 'system', priority: 3, label: 'logs:integration.field.system', sortable: true, width: 100 },
      {
        key: 'status',
        label: 'logs:integration.field.status',
        searchOnly: true,
        search: { type: 'custom', input: <SearchSelect options={STATUS_OPTIONS} width={140} testId="search-status" /> },
      },
      {
        key: 'endpoint',
        priority: 2,
        label: 'logs:integration.field.endpoint',
        width: 340,
        ellipsis: true,
        render: (row) => (
          <span>
            <Typography.Text code>{row.method}</Typography.Text> {row.endpoint}
          </span>
        ),
        search: 'text',
      },
      {
        key: 'status',
        priority: 1,
        label: 'logs:integration.field.status',
        sortable: true,
        width: 120,
        render: (row, ctx) => <IntegrationStatusTag value={row.status} text={ctx.text} />,
      },
      { key: 'httpStatus', priority: 3, label: 'logs:integration.field.httpStatus', width: 80 },
      logDurationColumn('logs:integration.field.durationMs', 3),
      { key: 'retryCount', priority: 4, label: 'logs:integration.field.retryCount', sortable: true, width: 100 },
      logRangeColumn('logs:integration.field.range'),
    ],
    ...viewedLogActions(INTEGRATION_LOG, view),
  });

/** System → Logs → SAP / integration log: calls between the back-office and outside systems. */
export default function IntegrationLogPage() {
  const log = useViewedLog<IntegrationLogRow, Detail, ReturnType<typeof integrationScreen>>(INTEGRATION_LOG, integrationScreen);
  return (
    <LogScreen
      screen={log.screen}
      retention="integration"
      clean={{ url: INTEGRATION_LOG_API.clean, name: 'logs:integration.title' }}
      notice={<NoSystemsNotice />}
    >
      <IntegrationLogDetail viewing={log.viewing} onClose={log.close} />
    </LogScreen>
  );
}
