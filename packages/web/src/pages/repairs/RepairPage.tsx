import { PlusOutlined, ToolOutlined } from '@ant-design/icons';
import { REPAIR_ENDPOINTS, REPAIR_PERMS, REPAIR_STATE_DICT, type RepairRecord } from '@vr/contracts';
import { useMemo, useState } from 'react';
import {
  customerColumn,
  defineScreen,
  dictColumn,
  ListPage,
  ListScreenSearch,
  ListScreenTable,
  useListScreen,
} from '../../components/list-page';
import { formatDateTime } from '../../utils/format';
import { AddRepairForm } from './AddRepairForm';
import { AssigneeSelect } from './AssigneeSelect';
import { ProcessRepairModal } from './ProcessRepairModal';
import { RepairPhotos } from './RepairPhotos';
import { canProcess, deviceLabel, faultLabel, photosOf } from './repair-rows';

/** Devices → repair record: the records level-2 faults or people opened, in the caller's scope. */
function repairScreen(add: () => void, process: (row: RepairRecord) => void) {
  return defineScreen({
    endpoint: REPAIR_ENDPOINTS.list,
    key: 'device-repair',
    testId: 'device-repair-page',
    namespaces: ['repairs'],
    permissions: { list: REPAIR_PERMS.list },
    searchVisible: 4,
    columns: [
      { key: 'raisedTime', priority: 1, label: 'repairs:field.raisedTime', sortable: true, width: 170, render: 'dateTime' },
      {
        key: 'deviceCode',
        priority: 1,
        label: 'repairs:field.device',
        sortable: true,
        width: 160,
        ellipsis: true,
        search: { type: 'text', label: 'repairs:field.deviceCode' },
        render: (row) => deviceLabel(row),
      },
      {
        key: 'faultCode',
        priority: 1,
        label: 'repairs:field.fault',
        sortable: true,
        width: 220,
        ellipsis: true,
        render: (row, ctx) => (row.byHand ? `${ctx.text('repairs:field.byHand')}: ${faultLabel(row)}` : faultLabel(row)),
      },
      dictColumn<RepairRecord>('state', 'repairs:field.state', REPAIR_STATE_DICT, { width: 110 }),
      {
        key: 'assigneeName',
        priority: 2,
        label: 'repairs:field.assignee',
        width: 130,
        ellipsis: true,
        search: { type: 'custom', name: 'assignee', input: <AssigneeSelect /> },
        render: (row, ctx) => row.assigneeName ?? ctx.text('repairs:assignee.unassigned'),
      },
      {
        key: 'releasedTime',
        priority: 3,
        label: 'repairs:field.releasedTime',
        sortable: true,
        width: 170,
        render: (row, ctx) => (row.releasedTime ? formatDateTime(row.releasedTime) : ctx.text('repairs:notReleased')),
      },
      customerColumn<RepairRecord>('repairs:field.customer', { key: 'customerName', priority: 3, sortable: false, width: 150 }),
      {
        key: 'photos',
        priority: 2,
        label: 'repairs:field.photos',
        width: 150,
        render: (row) => <RepairPhotos urls={photosOf(row)} />,
      },
      { key: 'remark', priority: 3, label: 'repairs:field.remark', width: 180, ellipsis: true },
      { key: 'openedBy', priority: 4, label: 'repairs:field.openedBy', width: 120, ellipsis: true },
      { key: 'processedBy', priority: 4, label: 'repairs:field.processedBy', width: 120, ellipsis: true },
      { key: 'processedTime', priority: 4, label: 'repairs:field.processedTime', sortable: true, width: 170, render: 'dateTime' },
      { key: 'range', label: 'repairs:field.range', searchOnly: true, search: { type: 'dateRange', from: 'beginTime', to: 'endTime' } },
    ],
    searchOrder: ['range', 'deviceCode', 'state', 'assignee', 'orgId'],
    toolbar: [
      {
        key: 'add-repair',
        label: 'repairs:action.add',
        icon: <PlusOutlined />,
        permission: REPAIR_PERMS.add,
        primary: true,
        onClick: add,
      },
    ],
    rowActions: [
      {
        key: 'process',
        label: 'repairs:action.process',
        icon: <ToolOutlined />,
        permission: REPAIR_PERMS.process,
        disabled: (row) => !canProcess(row),
        onClick: (row) => process(row),
      },
    ],
  });
}

/** Devices → repair record: list, filter, open a record by hand, and process a pending record. */
export default function RepairPage() {
  const [adding, setAdding] = useState(false);
  const [processing, setProcessing] = useState<RepairRecord | null>(null);
  const screen = useMemo(() => repairScreen(() => setAdding(true), setProcessing), []);
  const state = useListScreen(screen);
  return (
    <>
      <ListPage testId={screen.testId} search={<ListScreenSearch state={state} />}>
        <ListScreenTable state={state} />
      </ListPage>
      {adding && <AddRepairForm onClose={() => setAdding(false)} onDone={state.afterChange} />}
      {processing && <ProcessRepairModal record={processing} onClose={() => setProcessing(null)} onDone={state.afterChange} />}
    </>
  );
}
