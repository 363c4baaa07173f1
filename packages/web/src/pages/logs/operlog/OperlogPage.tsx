import { EyeOutlined } from '@ant-design/icons';
import { LOG_ENDPOINTS, OPERLOG_API, OPERLOG_PERMS, type OperLogDetail, type OperLogRow } from '@vr/contracts';
import type { Key } from 'react';
import { useMemo } from 'react';
import { del } from '../../../api/request';
import { defineScreen, SearchSelect } from '../../../components/list-page';
import { LogScreen } from '../log-retention/LogScreen';
import { OUTCOME_OPTIONS, OutcomeTag } from '../log-retention/outcome';
import { useLogDetail } from '../log-retention/use-log-detail';
import { ActionName, ModuleName, OperTypeSelect, OperTypeTag } from './oper-type';
import { OperlogDetail } from './OperlogDetail';

const operatorOf = (r: OperLogRow) => (r.employeeName ? `${r.employeeName} (${r.operName ?? ''})` : (r.operName ?? ''));

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
      { key: 'operId', priority: 4, label: 'logs:operlog.field.operId', width: 80 },
      { key: 'operTime', priority: 1, label: 'logs:operlog.field.operTime', sortable: true, width: 180, render: 'dateTime' },
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
      {
        key: 'range',
        label: 'logs:operlog.field.range',
        searchOnly: true,
        search: { type: 'dateRange', from: 'beginTime', to: 'endTime' },
      },
      {
        key: 'durationMs',
        priority: 4,
        label: 'logs:operlog.field.durationMs',
        sortable: true,
        width: 110,
        render: (row, ctx) => ctx.text('logs:ms', { value: row.durationMs }),
      },
    ],
    toolbar: ['batchDelete', 'extra', 'export'],
    rowActions: [
      { key: 'view', label: 'common:action.view', icon: <EyeOutlined />, permission: OPERLOG_PERMS.query, onClick: (row) => view(row) },
      'delete',
    ],
    remove: { call: (ids: Key[]) => del(`${OPERLOG_API.base}/${ids.join(',')}`), name: (row) => `#${row.operId}` },
    export: { kind: 'operLogs', columnChoice: true },
  });

const detailUrl = (row: OperLogRow) => `${OPERLOG_API.base}/${row.operId}`;

/** System → Logs → Operation log: every write, filterable; detail with request and result. */
export default function OperlogPage() {
  const detail = useLogDetail<OperLogRow, OperLogDetail>(detailUrl);
  const screen = useMemo(() => operlogScreen(detail.open), [detail.open]);
  return (
    <LogScreen screen={screen} retention="operlog" clean={{ url: OPERLOG_API.clean, name: 'logs:operlog.title' }}>
      <OperlogDetail viewing={detail.viewing} onClose={detail.close} />
    </LogScreen>
  );
}
