import type { ScreenColumn } from '../../components/list-page';
import { OrgTreeSelect } from '../../components/org-tree-select';

interface MachineRow {
  deviceCode: string | null;
  deviceName: string | null;
  siteName: string | null;
  customerName: string | null;
}

/** The time of the row, sorted either way; the newest first by default. */
export const timeColumn = <Row,>(): ScreenColumn<Row> => ({
  key: 'time',
  label: 'deviceRecords:field.time',
  priority: 1,
  sortable: true,
  width: 170,
  render: 'dateTime',
});

/** The machine, searched by part of its code or name. */
export const machineColumn = <Row extends MachineRow>(): ScreenColumn<Row> => ({
  key: 'deviceCode',
  label: 'deviceRecords:field.deviceCode',
  priority: 1,
  width: 120,
  ellipsis: true,
  search: { type: 'text', name: 'device', label: 'deviceRecords:field.device' },
});

/** Where the machine stands: its name, point and customer (searched by customer and below). */
export function placeColumns<Row extends MachineRow>(): ScreenColumn<Row>[] {
  return [
    { key: 'deviceName', label: 'deviceRecords:field.deviceName', priority: 3, width: 120, ellipsis: true },
    { key: 'siteName', label: 'deviceRecords:field.site', priority: 3, width: 130, ellipsis: true },
    {
      key: 'customerName',
      label: 'deviceRecords:field.customer',
      priority: 2,
      width: 140,
      ellipsis: true,
      search: { type: 'custom', name: 'orgId', input: <OrgTreeSelect /> },
    },
  ];
}

/** The time filter (days or times of the business time zone). */
export const rangeFilter = <Row,>(): ScreenColumn<Row> => ({
  key: 'range',
  label: 'deviceRecords:field.range',
  searchOnly: true,
  search: { type: 'dateRange', from: 'beginTime', to: 'endTime' },
});
