import { EyeOutlined } from '@ant-design/icons';
import {
  INTEGRATION_LOG_API,
  INTEGRATION_LOG_PERMS,
  type IntegrationLogDetail as Detail,
  type IntegrationLogRow,
  LOG_ENDPOINTS,
} from '@vr/contracts';
import { Typography } from 'antd';
import { type Key, useMemo } from 'react';
import { del } from '../../../api/request';
import { defineScreen, SearchSelect } from '../../../components/list-page';
import { LogScreen } from '../log-retention/LogScreen';
import { useLogDetail } from '../log-retention/use-log-detail';
import { DIRECTION_OPTIONS, DirectionTag, IntegrationStatusTag, NoSystemsNotice, STATUS_OPTIONS } from './integration-tags';
import { IntegrationLogDetail } from './IntegrationLogDetail';

const integrationScreen = (view: (row: IntegrationLogRow) => void) =>
  defineScreen({
    endpoint: LOG_ENDPOINTS.integration,
    key: 'integration-log',
    tableId: 'monitor-integration-log',
    testId: 'integration-log-page',
    namespaces: ['logs'],
    rowKey: 'id',
    permissions: INTEGRATION_LOG_PERMS,
    // The filter bar keeps its order: system, direction, outcome and endpoint first; days behind "Expand".
    searchVisible: 4,
    columns: [
      { key: 'id', priority: 4, label: 'logs:integration.field.id', width: 90 },
      { key: 'createdAt', priority: 1, label: 'logs:integration.field.createdAt', sortable: true, width: 180, render: 'dateTime' },
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
      {
        key: 'durationMs',
        priority: 3,
        label: 'logs:integration.field.durationMs',
        sortable: true,
        width: 110,
        render: (row, ctx) => ctx.text('logs:ms', { value: row.durationMs }),
      },
      { key: 'retryCount', priority: 4, label: 'logs:integration.field.retryCount', sortable: true, width: 100 },
      {
        key: 'range',
        label: 'logs:integration.field.range',
        searchOnly: true,
        search: { type: 'dateRange', from: 'beginTime', to: 'endTime' },
      },
    ],
    toolbar: ['batchDelete', 'extra', 'export'],
    rowActions: [
      {
        key: 'view',
        label: 'common:action.view',
        icon: <EyeOutlined />,
        permission: INTEGRATION_LOG_PERMS.query,
        onClick: (row) => view(row),
      },
      'delete',
    ],
    remove: { call: (ids: Key[]) => del(`${INTEGRATION_LOG_API.base}/${ids.join(',')}`), name: (row) => `#${row.id}` },
    export: { kind: 'integrationLogs', columnChoice: true },
  });

const detailUrl = (row: IntegrationLogRow) => `${INTEGRATION_LOG_API.base}/${row.id}`;

/** System → Logs → SAP / integration log: calls between the back-office and outside systems. */
export default function IntegrationLogPage() {
  const detail = useLogDetail<IntegrationLogRow, Detail>(detailUrl);
  const screen = useMemo(() => integrationScreen(detail.open), [detail.open]);
  return (
    <LogScreen
      screen={screen}
      retention="integration"
      clean={{ url: INTEGRATION_LOG_API.clean, name: 'logs:integration.title' }}
      notice={<NoSystemsNotice />}
    >
      <IntegrationLogDetail viewing={detail.viewing} onClose={detail.close} />
    </LogScreen>
  );
}
