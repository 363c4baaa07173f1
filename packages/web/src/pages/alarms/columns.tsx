import type { ScreenColumn } from '../../components/list-page';
import { OrgTreeSelect } from '../../components/org-tree-select';
import { SiteSelect } from '../points';

interface DeviceRow {
  deviceCode: string | null;
  deviceName: string | null;
  siteName: string | null;
  customerName: string | null;
}

/** The machine, its point and customer: shown and searched alike on every alarm list. */
export function deviceColumns<Row extends DeviceRow>(): ScreenColumn<Row>[] {
  return [
    { key: 'deviceCode', label: 'alarms:field.deviceCode', priority: 1, width: 130, ellipsis: true, search: 'text' },
    { key: 'deviceName', label: 'alarms:field.deviceName', priority: 3, width: 140, ellipsis: true },
    {
      key: 'siteName',
      label: 'alarms:field.site',
      priority: 3,
      width: 140,
      ellipsis: true,
      search: { type: 'custom', name: 'siteId', input: <SiteSelect /> },
    },
    {
      key: 'customerName',
      label: 'alarms:field.customer',
      priority: 4,
      width: 150,
      ellipsis: true,
      search: { type: 'custom', name: 'orgId', input: <OrgTreeSelect /> },
    },
  ];
}

/** The raised-time filter (days of the business time zone). */
export const rangeFilter = <Row,>(): ScreenColumn<Row> => ({
  key: 'range',
  label: 'alarms:field.range',
  searchOnly: true,
  search: { type: 'dateRange', from: 'beginTime', to: 'endTime' },
});
