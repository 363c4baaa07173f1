import { ALARM_NOTIFY_ENDPOINTS, ALARM_NOTIFY_LOG_PERMS, NOTIFY_CHANNELS, NOTIFY_STATE, type NotifyState } from '@vr/contracts';
import { Tag } from 'antd';
import {
  createTimeColumn,
  customerColumn,
  defineScreen,
  ListPage,
  ListScreenSearch,
  ListScreenTable,
  useListScreen,
} from '../../../components/list-page';
import { formatDateTime } from '../../../utils/format';

const STATE_NAMES = Object.fromEntries(Object.entries(NOTIFY_STATE).map(([name, code]) => [code, name])) as Record<NotifyState, string>;
const STATE_COLORS: Record<NotifyState, string> = { 0: 'processing', 1: 'success', 2: 'error', 3: 'warning' };

const logScreen = defineScreen({
  endpoint: ALARM_NOTIFY_ENDPOINTS.log,
  key: 'alarm-notify-log',
  testId: 'alarm-notify-log-page',
  namespaces: ['alarmNotify'],
  permissions: { list: ALARM_NOTIFY_LOG_PERMS.list },
  searchVisible: 4,
  columns: [
    createTimeColumn({ priority: 1, label: 'alarmNotify:field.createTime', width: 165 }),
    {
      key: 'channel',
      priority: 1,
      label: 'alarmNotify:field.channel',
      sortable: true,
      width: 110,
      search: { type: 'select', options: NOTIFY_CHANNELS.map((c) => ({ value: c, label: `alarmNotify:channel.${c}` })) },
      render: (row, ctx) => ctx.text(`alarmNotify:channel.${row.channel}`),
    },
    { key: 'recipient', priority: 1, label: 'alarmNotify:field.recipient', sortable: true, width: 220, ellipsis: true, search: 'text' },
    {
      key: 'state',
      priority: 1,
      label: 'alarmNotify:field.state',
      sortable: true,
      width: 100,
      search: {
        type: 'select',
        options: Object.entries(NOTIFY_STATE).map(([name, code]) => ({ value: code, label: `alarmNotify:state.${name}` })),
      },
      render: (row, ctx) => <Tag color={STATE_COLORS[row.state]}>{ctx.text(`alarmNotify:state.${STATE_NAMES[row.state]}`)}</Tag>,
    },
    {
      key: 'deviceCode',
      priority: 2,
      label: 'alarmNotify:field.device',
      width: 150,
      ellipsis: true,
      search: { type: 'text', label: 'alarmNotify:field.deviceCode' },
      render: (row) => row.deviceName ?? row.deviceCode,
    },
    {
      key: 'alarmCode',
      priority: 2,
      label: 'alarmNotify:field.alarm',
      width: 140,
      render: (row, ctx) => `${ctx.text(`alarmNotify:field.level`)} ${row.level} · ${row.alarmCode}`,
    },
    { key: 'count', priority: 3, label: 'alarmNotify:field.count', width: 80, align: 'right' },
    {
      key: 'purpose',
      priority: 3,
      label: 'alarmNotify:field.purpose',
      width: 100,
      render: (row, ctx) => ctx.text(`alarmNotify:purpose.${row.purpose}`),
    },
    { key: 'attempts', priority: 2, label: 'alarmNotify:field.attempts', sortable: true, width: 90, align: 'right' },
    { key: 'lastError', priority: 2, label: 'alarmNotify:field.lastError', width: 200, ellipsis: true },
    {
      key: 'nextAttemptTime',
      priority: 4,
      label: 'alarmNotify:field.nextAttemptTime',
      width: 165,
      render: (row) => (row.nextAttemptTime ? formatDateTime(row.nextAttemptTime) : ''),
    },
    {
      key: 'sentTime',
      priority: 3,
      label: 'alarmNotify:field.sentTime',
      sortable: true,
      width: 165,
      render: (row) => (row.sentTime ? formatDateTime(row.sentTime) : ''),
    },
    { key: 'lang', priority: 4, label: 'alarmNotify:field.lang', width: 80, hidden: true },
    customerColumn('alarmNotify:field.customer', { key: 'customerName', priority: 3, sortable: false, width: 140 }),
    { key: 'range', label: 'alarmNotify:field.range', searchOnly: true, search: { type: 'dateRange', from: 'beginTime', to: 'endTime' } },
  ],
  searchOrder: ['range', 'channel', 'state', 'recipient', 'deviceCode', 'orgId'],
});

/** Alarms → Notification log: every delivery of an alarm notification in the caller's scope. */
export default function NotifyLogPage() {
  const state = useListScreen(logScreen);
  return (
    <ListPage testId={logScreen.testId} search={<ListScreenSearch state={state} />}>
      <ListScreenTable state={state} />
    </ListPage>
  );
}
