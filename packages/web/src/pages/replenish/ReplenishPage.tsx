import { DeleteOutlined, EyeOutlined, PlusOutlined, StopOutlined } from '@ant-design/icons';
import { REPLENISH_API, REPLENISH_ENDPOINTS, REPLENISH_PERMS, REPLENISH_PLAN_STATES, type ReplenishPlanRow } from '@vr/contracts';
import { Tag } from 'antd';
import { useMemo, useState } from 'react';
import { post } from '../../api/request';
import { ListPage, ListScreenSearch, ListScreenTable, defineScreen, feedback, useListScreen } from '../../components/list-page';
import { MakePlanModal } from './MakePlanModal';
import { PlanDrawer } from './PlanDrawer';
import { STATE_COLOURS, canCancel, canDelete } from './plan-rows';

interface Handlers {
  open(row: ReplenishPlanRow): void;
  make(): void;
}

const placeOf = (row: ReplenishPlanRow) => row.placeName ?? `#${row.id}`;

/** Devices → replenish record: the plans in the caller's scope, made, opened, cancelled and deleted here. */
function planScreen({ open, make }: Handlers) {
  return defineScreen({
    endpoint: REPLENISH_ENDPOINTS.plans,
    key: 'device-replenish',
    testId: 'device-replenish-page',
    namespaces: ['replenish'],
    permissions: { list: REPLENISH_PERMS.list },
    searchVisible: 3,
    columns: [
      { key: 'placeName', priority: 1, label: 'replenish:field.place', sortable: true, width: 200, ellipsis: true, render: placeOf },
      {
        key: 'state',
        priority: 1,
        label: 'replenish:field.state',
        sortable: true,
        width: 110,
        search: { type: 'select', options: REPLENISH_PLAN_STATES.map((s) => ({ value: s, label: `replenish:state.${s}` })) },
        render: (row, ctx) => <Tag color={STATE_COLOURS[row.state]}>{ctx.text(`replenish:state.${row.state}`)}</Tag>,
      },
      {
        key: 'machines',
        priority: 1,
        label: 'replenish:field.progress',
        width: 120,
        render: (row, ctx) => ctx.text('replenish:progress', { done: row.machinesDone, total: row.machines }),
      },
      {
        key: 'assigneeName',
        priority: 2,
        label: 'replenish:field.assignee',
        width: 130,
        ellipsis: true,
        render: (row, ctx) => row.assigneeName ?? ctx.text('replenish:nobody'),
      },
      { key: 'createTime', priority: 2, label: 'replenish:field.createTime', sortable: true, width: 170, render: 'dateTime' },
      { key: 'createdBy', priority: 3, label: 'replenish:field.createdBy', width: 120, ellipsis: true },
      { key: 'customerName', priority: 4, label: 'replenish:field.customer', width: 150, ellipsis: true },
      { key: 'finishTime', priority: 4, label: 'replenish:field.finishTime', width: 170, render: 'dateTime' },
      {
        key: 'mine',
        label: 'replenish:field.mine',
        searchOnly: true,
        search: { type: 'select', options: [{ value: '1', label: 'replenish:mine.mine' }] },
      },
      { key: 'range', label: 'replenish:field.range', searchOnly: true, search: { type: 'dateRange', from: 'beginTime', to: 'endTime' } },
    ],
    searchOrder: ['mine', 'state', 'range'],
    toolbar: [
      {
        key: 'make-plan',
        label: 'replenish:action.make',
        icon: <PlusOutlined />,
        permission: REPLENISH_PERMS.plan,
        primary: true,
        onClick: make,
      },
    ],
    rowActions: [
      { key: 'open', label: 'replenish:action.open', icon: <EyeOutlined />, onClick: (row) => open(row) },
      {
        key: 'cancel',
        label: 'replenish:action.cancel',
        icon: <StopOutlined />,
        permission: REPLENISH_PERMS.cancel,
        disabled: (row) => !canCancel(row),
        onClick: (row, ctx) =>
          ctx.confirm(ctx.text('replenish:action.cancelConfirm', { place: placeOf(row) }), async () => {
            await post(REPLENISH_API.cancel, { id: row.id });
            feedback.success(ctx.text('replenish:action.cancelled'));
            ctx.afterChange();
          }),
      },
      {
        key: 'delete',
        label: 'replenish:action.delete',
        icon: <DeleteOutlined />,
        danger: true,
        permission: REPLENISH_PERMS.remove,
        disabled: (row) => !canDelete(row),
        onClick: (row, ctx) =>
          ctx.confirm(ctx.text('replenish:action.deleteConfirm', { place: placeOf(row) }), async () => {
            await post(REPLENISH_API.remove, { id: row.id });
            feedback.success(ctx.text('replenish:action.deleted'));
            ctx.afterChange();
          }),
      },
    ],
  });
}

/** Devices → replenish record: plans to make, open on the phone and replenish machine by machine. */
export default function ReplenishPage() {
  const [opened, setOpened] = useState<number | null>(null);
  const [making, setMaking] = useState(false);
  const screen = useMemo(() => planScreen({ open: (row) => setOpened(row.id), make: () => setMaking(true) }), []);
  const state = useListScreen(screen);
  return (
    <>
      <ListPage testId={screen.testId} search={<ListScreenSearch state={state} />}>
        <ListScreenTable state={state} />
      </ListPage>
      {making && (
        <MakePlanModal
          onClose={() => setMaking(false)}
          onMade={(plan) => {
            setMaking(false);
            state.afterChange();
            setOpened(plan.id);
          }}
        />
      )}
      {opened !== null && <PlanDrawer id={opened} onClose={() => setOpened(null)} onChanged={state.afterChange} />}
    </>
  );
}
