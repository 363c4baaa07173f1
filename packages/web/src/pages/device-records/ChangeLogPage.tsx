import {
  CHANGE_KINDS,
  CHANGE_LOG_PERMS,
  DEVICE_RECORD_API,
  DEVICE_RECORD_ENDPOINTS,
  DEVICE_RECORD_EXPORT_KINDS,
  DEVICE_RECORD_LIMITS,
  updataLogSchema,
} from '@vr/contracts';
import { post } from '../../api/request';
import { ListScreen, SearchSelect, defineScreen } from '../../components/list-page';
import { machineColumn, placeColumns, rangeFilter, timeColumn } from './columns';
import { actorText } from './format';
import { MachineSelect } from './MachineSelect';

const KIND_OPTIONS = CHANGE_KINDS.map((k) => ({ value: k, label: `deviceRecords:kind.${k}` }));

const changeLogScreen = defineScreen({
  endpoint: DEVICE_RECORD_ENDPOINTS.changeLog,
  key: 'device-change-log',
  testId: 'device-change-log-page',
  namespaces: ['deviceRecords'],
  permissions: CHANGE_LOG_PERMS,
  searchOrder: ['device', 'kind', 'range', 'operator', 'orgId'],
  columns: [
    timeColumn(),
    machineColumn(),
    {
      key: 'kind',
      label: 'deviceRecords:field.kind',
      priority: 1,
      width: 120,
      render: (row, ctx) => ctx.text(`deviceRecords:kind.${row.kind}`),
      search: { type: 'select', options: KIND_OPTIONS },
    },
    { key: 'summary', label: 'deviceRecords:field.summary', priority: 1, width: 220, ellipsis: true },
    {
      key: 'actorName',
      label: 'deviceRecords:field.operator',
      priority: 1,
      width: 120,
      ellipsis: true,
      render: (row, ctx) => actorText(row, ctx.text),
      search: { type: 'text', name: 'operator' },
    },
    { key: 'before', label: 'deviceRecords:field.before', priority: 2, width: 150, ellipsis: true },
    { key: 'after', label: 'deviceRecords:field.after', priority: 2, width: 150, ellipsis: true },
    ...placeColumns(),
    rangeFilter(),
  ],
  toolbar: ['add', 'export'],
  export: { kind: DEVICE_RECORD_EXPORT_KINDS.changeLog, confirm: 'deviceRecords:export.confirm' },
  form: {
    schema: updataLogSchema,
    entity: 'deviceRecords:report.entity',
    as: 'modal',
    initialValues: () => ({ kind: 'note' }),
    fields: [
      { name: 'deviceId', label: 'deviceRecords:report.device', required: true, input: <MachineSelect /> },
      {
        name: 'kind',
        label: 'deviceRecords:report.kind',
        required: true,
        input: <SearchSelect options={KIND_OPTIONS} allowClear={false} />,
      },
      {
        name: 'detail',
        label: 'deviceRecords:report.content',
        required: true,
        input: 'textarea',
        maxLength: DEVICE_RECORD_LIMITS.detail,
        extra: 'deviceRecords:report.contentPlaceholder',
      },
    ],
    create: (values) => post(DEVICE_RECORD_API.updataLog, values),
    // Entries are never edited: the log keeps what was reported.
    update: (_row, values) => post(DEVICE_RECORD_API.updataLog, values),
  },
});

/** Devices → device change log: who changed what of the caller's machines, and entries operators report. */
export default function ChangeLogPage() {
  return <ListScreen screen={changeLogScreen} />;
}
