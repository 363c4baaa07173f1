import { DEVICE_RECORD_ENDPOINTS, DEVICE_RECORD_EXPORT_KINDS, NETWORK_EVENTS, NETWORK_LOG_PERMS } from '@vr/contracts';
import { Tag } from 'antd';
import { ListScreen, defineScreen } from '../../components/list-page';
import { machineColumn, placeColumns, rangeFilter, timeColumn } from './columns';
import { stateDuration } from './format';

const EVENT_COLOURS = { connect: 'success', disconnect: 'default', timeout: 'warning', signal: 'processing' } as const;

const networkLogScreen = defineScreen({
  endpoint: DEVICE_RECORD_ENDPOINTS.networkLog,
  key: 'device-network-log',
  testId: 'device-network-log-page',
  namespaces: ['deviceRecords'],
  permissions: { list: NETWORK_LOG_PERMS.list, export: NETWORK_LOG_PERMS.export },
  searchOrder: ['device', 'event', 'range', 'orgId'],
  columns: [
    timeColumn(),
    machineColumn(),
    {
      key: 'event',
      label: 'deviceRecords:field.event',
      priority: 1,
      width: 100,
      render: (row, ctx) => <Tag color={EVENT_COLOURS[row.event]}>{ctx.text(`deviceRecords:event.${row.event}`)}</Tag>,
      search: { type: 'select', options: NETWORK_EVENTS.map((e) => ({ value: e, label: `deviceRecords:event.${e}` })) },
    },
    {
      key: 'durationSeconds',
      label: 'deviceRecords:field.duration',
      priority: 2,
      width: 160,
      render: (row, ctx) => stateDuration(row, ctx.text),
    },
    ...placeColumns(),
    { key: 'signal', label: 'deviceRecords:field.signal', priority: 3, width: 70 },
    { key: 'ip', label: 'deviceRecords:field.ip', priority: 4, width: 130, ellipsis: true },
    rangeFilter(),
  ],
  toolbar: ['export'],
  export: { kind: DEVICE_RECORD_EXPORT_KINDS.networkLog, confirm: 'deviceRecords:export.confirm' },
});

/** Devices → device network log: when the caller's machines connected, disconnected or went silent, and for how long. */
export default function NetworkLogPage() {
  return <ListScreen screen={networkLogScreen} />;
}
