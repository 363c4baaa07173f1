import { CheckCircleOutlined } from '@ant-design/icons';
import {
  ABNORMAL_KINDS,
  ABNORMAL_LEVEL,
  ABNORMAL_STATE,
  type AbnormalRow,
  ALARM_API,
  ALARM_ENDPOINTS,
  ALARM_EXPORT_KINDS,
  DEVICE_ABNORMAL_PERMS,
} from '@vr/contracts';
import { useMemo, useState } from 'react';
import { codedColumn } from '../../components/coded-tag';
import { ListPage, ListScreenSearch, ListScreenTable, defineScreen, useListScreen } from '../../components/list-page';
import { deviceColumns, rangeFilter } from './columns';
import { abnormalDetailText, durationText, resolverText } from './format';
import { RemarkDialog, type RemarkRequest } from './RemarkDialog';

function abnormalScreen(open: (request: RemarkRequest) => void) {
  return defineScreen({
    endpoint: ALARM_ENDPOINTS.abnormal,
    key: 'alarm-abnormal',
    testId: 'alarm-abnormal-page',
    namespaces: ['alarms'],
    permissions: { list: DEVICE_ABNORMAL_PERMS.list, export: DEVICE_ABNORMAL_PERMS.export },
    searchVisible: 4,
    searchOrder: ['range', 'deviceCode', 'kind', 'state', 'level', 'orgId', 'siteId'],
    columns: [
      { key: 'raisedTime', label: 'alarms:field.raisedTime', priority: 1, sortable: true, width: 170, render: 'dateTime' },
      ...deviceColumns<AbnormalRow>(),
      {
        key: 'kind',
        label: 'alarms:field.kind',
        priority: 1,
        width: 110,
        render: (row, ctx) => ctx.text(`alarms:kind.${row.kind}`),
        search: { type: 'select', options: ABNORMAL_KINDS.map((k) => ({ value: k, label: `alarms:kind.${k}` })) },
      },
      codedColumn('level', 'alarms:field.level', ABNORMAL_LEVEL, { width: 90, searchTestId: 'search-level' }),
      {
        key: 'detail',
        label: 'alarms:field.detail',
        priority: 2,
        width: 200,
        ellipsis: true,
        render: (row, ctx) => abnormalDetailText(row, ctx.text),
      },
      codedColumn('state', 'alarms:field.state', ABNORMAL_STATE, { width: 110, sortable: false, searchTestId: 'search-state' }),
      { key: 'resolvedTime', label: 'alarms:field.resolvedTime', priority: 3, width: 170, render: 'dateTime' },
      {
        key: 'durationSeconds',
        label: 'alarms:field.duration',
        priority: 3,
        width: 120,
        render: (row, ctx) => durationText(row.durationSeconds, ctx.text),
      },
      {
        key: 'resolvedBy',
        label: 'alarms:field.resolvedBy',
        priority: 4,
        width: 120,
        ellipsis: true,
        render: (row, ctx) => resolverText(row, ctx.text),
      },
      { key: 'remark', label: 'alarms:field.remark', priority: 4, width: 180, ellipsis: true },
      rangeFilter<AbnormalRow>(),
    ],
    rowActions: [
      {
        key: 'resolve',
        label: 'alarms:resolve.action',
        icon: <CheckCircleOutlined />,
        permission: DEVICE_ABNORMAL_PERMS.resolve,
        disabled: (row) => row.state !== ABNORMAL_STATE.unresolved.code,
        onClick: (row, ctx) =>
          open({
            id: row.id,
            url: ALARM_API.abnormalResolve,
            title: ctx.text('alarms:resolve.title', { device: row.deviceName ?? row.deviceCode ?? '' }),
            hint: ctx.text('alarms:resolve.hint'),
            done: ctx.afterChange,
          }),
      },
    ],
    toolbar: ['export'],
    export: { kind: ALARM_EXPORT_KINDS.abnormal, confirm: 'alarms:export.confirm' },
  });
}

/** Alarms → device abnormal: conditions the back-office found on the caller's devices; an unresolved one may be resolved by hand. */
export default function AbnormalPage() {
  const [request, setRequest] = useState<RemarkRequest | null>(null);
  const screen = useMemo(() => abnormalScreen(setRequest), []);
  const state = useListScreen(screen);
  return (
    <ListPage testId={screen.testId} search={<ListScreenSearch state={state} />}>
      <ListScreenTable state={state} />
      <RemarkDialog request={request} onClose={() => setRequest(null)} />
    </ListPage>
  );
}
