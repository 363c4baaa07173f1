import { CheckCircleOutlined } from '@ant-design/icons';
import {
  ALARM_API,
  ALARM_ENDPOINTS,
  ALARM_EXPORT_KINDS,
  ALARM_LEVEL,
  ALARM_LOG_PERMS,
  ALARM_STATE,
  type AlarmLogRow,
  DEVICE_ALARM_KINDS,
} from '@vr/contracts';
import { useMemo, useState } from 'react';
import { codedColumn } from '../../components/coded-tag';
import { ListPage, ListScreenSearch, ListScreenTable, defineScreen, useListScreen } from '../../components/list-page';
import { deviceColumns, rangeFilter } from './columns';
import { durationText } from './format';
import { RemarkDialog, type RemarkRequest } from './RemarkDialog';

function alarmLogScreen(open: (request: RemarkRequest) => void) {
  return defineScreen({
    endpoint: ALARM_ENDPOINTS.log,
    key: 'alarm-log',
    testId: 'alarm-log-page',
    namespaces: ['alarms'],
    permissions: { list: ALARM_LOG_PERMS.list, export: ALARM_LOG_PERMS.export },
    searchVisible: 4,
    searchOrder: ['range', 'deviceCode', 'kind', 'state', 'level', 'orgId', 'siteId'],
    columns: [
      { key: 'raisedTime', label: 'alarms:field.raisedTime', priority: 1, sortable: true, width: 170, render: 'dateTime' },
      ...deviceColumns<AlarmLogRow>(),
      {
        key: 'kind',
        label: 'alarms:field.kind',
        priority: 1,
        width: 90,
        render: (row, ctx) => ctx.text(`alarms:kind.${row.kind}`),
        search: { type: 'select', options: DEVICE_ALARM_KINDS.map((k) => ({ value: k, label: `alarms:kind.${k}` })) },
      },
      codedColumn('level', 'alarms:field.level', ALARM_LEVEL, { width: 90, searchTestId: 'search-level' }),
      { key: 'code', label: 'alarms:field.code', priority: 2, width: 90 },
      { key: 'message', label: 'alarms:field.message', priority: 2, width: 160, ellipsis: true },
      codedColumn('state', 'alarms:field.state', ALARM_STATE, { width: 110, sortable: false, searchTestId: 'search-state' }),
      { key: 'releasedTime', label: 'alarms:field.releasedTime', priority: 3, width: 170, render: 'dateTime' },
      {
        key: 'durationSeconds',
        label: 'alarms:field.duration',
        priority: 3,
        width: 120,
        render: (row, ctx) => durationText(row.durationSeconds, ctx.text),
      },
      { key: 'releasedBy', label: 'alarms:field.releasedBy', priority: 4, width: 120, ellipsis: true },
      { key: 'remark', label: 'alarms:field.remark', priority: 4, width: 180, ellipsis: true },
      rangeFilter<AlarmLogRow>(),
    ],
    rowActions: [
      {
        key: 'release',
        label: 'alarms:release.action',
        icon: <CheckCircleOutlined />,
        permission: ALARM_LOG_PERMS.release,
        disabled: (row) => row.state !== ALARM_STATE.notReleased.code,
        onClick: (row, ctx) =>
          open({
            id: row.id,
            url: ALARM_API.logRelease,
            title: ctx.text('alarms:release.title', { code: row.code, device: row.deviceName ?? row.deviceCode ?? '' }),
            hint: ctx.text('alarms:release.hint'),
            done: ctx.afterChange,
          }),
      },
    ],
    toolbar: ['export'],
    export: { kind: ALARM_EXPORT_KINDS.log, confirm: 'alarms:export.confirm' },
  });
}

/** Alarms → device alarm log: every fault and warning of the caller's devices; a not-released one may be released by hand. */
export default function AlarmLogPage() {
  const [request, setRequest] = useState<RemarkRequest | null>(null);
  const screen = useMemo(() => alarmLogScreen(setRequest), []);
  const state = useListScreen(screen);
  return (
    <ListPage testId={screen.testId} search={<ListScreenSearch state={state} />}>
      <ListScreenTable state={state} />
      <RemarkDialog request={request} onClose={() => setRequest(null)} />
    </ListPage>
  );
}
