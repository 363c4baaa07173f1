import { customerColumn, type ScreenColumn } from '../../../components/list-page';
import { CustomerRouteSelect, CustomerZoneSelect } from './PointFilters';

type More<Row> = Partial<ScreenColumn<Row>>;

/** The columns a partition or a route opens with: its name (searched as text) and its customer. */
export function nameAndCustomerColumns<Row>(name: 'zoneName' | 'routeName', width: number): ScreenColumn<Row>[] {
  return [
    { key: name, priority: 1, label: `points:field.${name}`, sortable: true, width, ellipsis: true, search: 'text' },
    customerColumn<Row>('points:field.customer', { width: 160 }),
  ];
}

/** The row's partition, searched by choosing one of the customer's partitions. */
export function zoneColumn<Row>(more: More<Row>): ScreenColumn<Row> {
  const input = <CustomerZoneSelect style={{ width: 180 }} />;
  return { key: 'zoneName', label: 'points:field.zone', sortable: true, search: { type: 'custom', name: 'zoneId', input }, ...more };
}

/** The row's route, searched by choosing one of the customer's routes. */
export function routeColumn<Row>(more: More<Row>): ScreenColumn<Row> {
  const input = <CustomerRouteSelect style={{ width: 180 }} />;
  return { key: 'routeName', label: 'points:field.route', sortable: true, search: { type: 'custom', name: 'routeId', input }, ...more };
}

/** How many points a partition or a route holds. */
export function siteCountColumn<Row>(): ScreenColumn<Row> {
  return { key: 'siteCount', priority: 2, label: 'points:field.points', sortable: true, width: 90, align: 'right' };
}
