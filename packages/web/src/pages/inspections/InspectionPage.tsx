import { AuditOutlined, PlusOutlined, RedoOutlined } from '@ant-design/icons';
import {
  INSPECTION_DEVICE_STATUS_DICT,
  INSPECTION_ENDPOINTS,
  INSPECTION_PERMS,
  INSPECTION_STATE_DICT,
  type InspectionRecord,
} from '@vr/contracts';
import { useMemo, useState } from 'react';
import { ListPage, ListScreenSearch, ListScreenTable, defineScreen, dictColumn, useListScreen } from '../../components/list-page';
import { useUserStore } from '../../stores/user';
import { InspectionForm } from './InspectionForm';
import { ReviewModal } from './ReviewModal';
import { canRedo, canReview, machineOf } from './inspection-rows';

interface Handlers {
  me: number | undefined;
  add(): void;
  redo(row: InspectionRecord): void;
  review(row: InspectionRecord): void;
}

/** Devices → inspection record: the records in the caller's scope. */
function inspectionScreen({ me, add, redo, review }: Handlers) {
  return defineScreen({
    endpoint: INSPECTION_ENDPOINTS.list,
    key: 'device-inspection',
    testId: 'device-inspection-page',
    namespaces: ['inspections'],
    permissions: { list: INSPECTION_PERMS.list },
    searchVisible: 3,
    columns: [
      { key: 'submitTime', priority: 1, label: 'inspections:field.submitTime', sortable: true, width: 170, render: 'dateTime' },
      {
        key: 'deviceCode',
        priority: 1,
        label: 'inspections:field.device',
        sortable: true,
        width: 160,
        ellipsis: true,
        search: { type: 'text', label: 'inspections:field.deviceCode' },
        render: (row) => machineOf(row),
      },
      dictColumn<InspectionRecord>('state', 'inspections:field.state', INSPECTION_STATE_DICT, { width: 130 }),
      dictColumn<InspectionRecord>('deviceStatus', 'inspections:field.deviceStatus', INSPECTION_DEVICE_STATUS_DICT, {
        numeric: true,
        width: 120,
        priority: 2,
      }),
      { key: 'inspectorName', priority: 2, label: 'inspections:field.inspector', width: 120, ellipsis: true },
      {
        key: 'photos',
        priority: 3,
        label: 'inspections:field.photos',
        width: 100,
        render: (row, ctx) =>
          row.photos.length ? ctx.text('inspections:photoCount', { count: row.photos.length }) : ctx.text('inspections:noPhotos'),
      },
      { key: 'remark', priority: 3, label: 'inspections:field.remark', width: 180, ellipsis: true },
      { key: 'rejectReason', priority: 3, label: 'inspections:field.rejectReason', width: 180, ellipsis: true },
      { key: 'reviewedBy', priority: 4, label: 'inspections:field.reviewedBy', width: 120, ellipsis: true },
      { key: 'reviewTime', priority: 4, label: 'inspections:field.reviewTime', sortable: true, width: 170, render: 'dateTime' },
      { key: 'customerName', priority: 4, label: 'inspections:field.customer', width: 150, ellipsis: true },
      {
        key: 'mine',
        label: 'inspections:field.mine',
        searchOnly: true,
        search: { type: 'select', options: [{ value: '1', label: 'inspections:mine.mine' }] },
      },
      { key: 'range', label: 'inspections:field.range', searchOnly: true, search: { type: 'dateRange', from: 'beginTime', to: 'endTime' } },
    ],
    searchOrder: ['deviceCode', 'state', 'mine', 'deviceStatus', 'range'],
    toolbar: [
      {
        key: 'add-inspection',
        label: 'inspections:action.add',
        icon: <PlusOutlined />,
        permission: INSPECTION_PERMS.add,
        primary: true,
        onClick: add,
      },
    ],
    rowActions: [
      {
        key: 'review',
        label: 'inspections:action.review',
        icon: <AuditOutlined />,
        permission: INSPECTION_PERMS.review,
        disabled: (row) => !canReview(row, me),
        onClick: (row) => review(row),
      },
      {
        key: 'redo',
        label: 'inspections:action.redo',
        icon: <RedoOutlined />,
        permission: INSPECTION_PERMS.add,
        disabled: (row) => !canRedo(row, me),
        onClick: (row) => redo(row),
      },
    ],
  });
}

/** Devices → inspection record: record an inspection on the phone, review it on the desk, redo a rejected one. */
export default function InspectionPage() {
  const me = useUserStore((s) => s.session?.userInfo.userId);
  const [form, setForm] = useState<{ redo: InspectionRecord | null } | null>(null);
  const [reviewing, setReviewing] = useState<InspectionRecord | null>(null);
  const screen = useMemo(
    () => inspectionScreen({ me, add: () => setForm({ redo: null }), redo: (row) => setForm({ redo: row }), review: setReviewing }),
    [me],
  );
  const state = useListScreen(screen);
  return (
    <>
      <ListPage testId={screen.testId} search={<ListScreenSearch state={state} />}>
        <ListScreenTable state={state} />
      </ListPage>
      {form && <InspectionForm redo={form.redo} onClose={() => setForm(null)} onDone={state.afterChange} />}
      {reviewing && <ReviewModal record={reviewing} onClose={() => setReviewing(null)} onDone={state.afterChange} />}
    </>
  );
}
