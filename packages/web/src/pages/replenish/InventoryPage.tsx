import { EditOutlined } from '@ant-design/icons';
import { INVENTORY_CHANGE_TYPE_DICT, INVENTORY_PERMS, REPLENISH_ENDPOINTS, type InventoryChangeRow } from '@vr/contracts';
import { useMemo, useState } from 'react';
import { ListPage, ListScreenSearch, ListScreenTable, defineScreen, dictColumn, useListScreen } from '../../components/list-page';
import { amount, containerLabel, machineLabel } from './plan-rows';
import { type StockCorrectionStart, StockCorrectionModal } from './StockCorrectionModal';

interface InventoryActions {
  /** Opens the stock correction, from a row's machine and container or from nothing. */
  correct(start: StockCorrectionStart | null): void;
}

/** Devices → inventory change record: every change of a machine's stock, newest first; a count corrects it. */
const inventoryScreen = ({ correct }: InventoryActions) =>
  defineScreen({
    endpoint: REPLENISH_ENDPOINTS.inventory,
    key: 'device-inventory',
    testId: 'device-inventory-page',
    namespaces: ['replenish'],
    permissions: { list: INVENTORY_PERMS.list },
    searchVisible: 3,
    columns: [
      { key: 'changeTime', priority: 1, label: 'replenish:field.changeTime', sortable: true, width: 170, render: 'dateTime' },
      {
        key: 'deviceCode',
        priority: 1,
        label: 'replenish:field.device',
        sortable: true,
        width: 160,
        ellipsis: true,
        search: { type: 'text', label: 'replenish:field.deviceCode' },
        render: (row: InventoryChangeRow) => machineLabel(row),
      },
      {
        key: 'materialCode',
        priority: 1,
        label: 'replenish:field.material',
        sortable: true,
        width: 170,
        ellipsis: true,
        search: { type: 'text', label: 'replenish:field.materialCode' },
        render: (row, ctx) => containerLabel(row, ctx.text('replenish:field.container')),
      },
      {
        key: 'after',
        priority: 1,
        label: 'replenish:field.change',
        width: 150,
        render: (row, ctx) =>
          `${row.before === null ? '–' : amount(row.before)} → ${amount(row.after)} ${ctx.text(`replenish:unit.${row.unit}`)}`,
      },
      dictColumn<InventoryChangeRow>('changeType', 'replenish:field.changeType', INVENTORY_CHANGE_TYPE_DICT, {
        numeric: true,
        width: 110,
        priority: 2,
      }),
      { key: 'changedBy', priority: 2, label: 'replenish:field.changedBy', width: 130, ellipsis: true },
      { key: 'recordId', priority: 4, label: 'replenish:field.recordId', width: 120 },
      {
        key: 'range',
        label: 'replenish:field.changeRange',
        searchOnly: true,
        search: { type: 'dateRange', from: 'beginTime', to: 'endTime' },
      },
    ],
    searchOrder: ['deviceCode', 'materialCode', 'changeType', 'range'],
    toolbar: [
      {
        key: 'correct-stock',
        label: 'replenish:action.correct',
        icon: <EditOutlined />,
        permission: INVENTORY_PERMS.edit,
        primary: true,
        onClick: () => correct(null),
      },
    ],
    rowActions: [
      {
        key: 'correct',
        label: 'replenish:action.correctRow',
        icon: <EditOutlined />,
        permission: INVENTORY_PERMS.edit,
        onClick: (row) => correct({ deviceId: row.deviceId, deviceCode: row.deviceCode, containerNo: row.containerNo }),
      },
    ],
  });

/** Devices → inventory change record: filtered by machine, material, type and time; sorted and paged. */
export default function InventoryPage() {
  const [correcting, setCorrecting] = useState<{ start: StockCorrectionStart | null } | null>(null);
  const screen = useMemo(() => inventoryScreen({ correct: (start) => setCorrecting({ start }) }), []);
  const state = useListScreen(screen);
  return (
    <>
      <ListPage testId={screen.testId} search={<ListScreenSearch state={state} />}>
        <ListScreenTable state={state} />
      </ListPage>
      {correcting && <StockCorrectionModal start={correcting.start} onClose={() => setCorrecting(null)} onDone={state.afterChange} />}
    </>
  );
}
