import { OPERATION_ENDPOINTS, OPERATION_GROUPS, OPERATION_PERMS, type OperationRow, operationFilterSchema } from '@vr/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { defineScreen, type ScreenColumn } from '../../components/list-page';
import { OrgTreeSelect } from '../../components/org-tree-select';
import { CustomerRouteSelect, CustomerZoneSelect, SiteSelect } from '../points';
import { MoneyLines } from '../reports';

/** How often the overview refreshes while open: the machines' state moves within seconds. */
export const OVERVIEW_REFRESH_MS = 30_000;

/** The device list's address with filters, or null when the user's menu has no device list. */
export type DeviceListLink = ((filter?: Record<string, string | number>) => string) | null;

/** The overview's filters given in its address (`?groupBy=site&routeId=3`: a route's points); anything else ignored. */
export function overviewFiltersFromSearch(search: string): Record<string, unknown> {
  const params = new URLSearchParams(search);
  const out: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(operationFilterSchema.shape)) {
    const raw = params.get(key);
    if (raw === null || raw === '') continue;
    const parsed = schema.safeParse(raw);
    if (parsed.success && parsed.data !== undefined) out[key] = parsed.data;
  }
  return out;
}

/** A count leading to the device list of the point filtered on it (a point's row only, when the menu has the list). */
function deviceCount(link: DeviceListLink, row: OperationRow, value: number, filter: Record<string, number> = {}): ReactNode {
  if (!link || row.group !== 'site' || row.groupId === 0 || value === 0) return value;
  return <Link to={link({ siteId: row.groupId, ...filter })}>{value}</Link>;
}

/** A route's or partition's name opens this screen on its points; a point's, the device list of the point. */
function nameCell(link: DeviceListLink, row: OperationRow, none: string): ReactNode {
  if (row.groupId === 0 || row.name === null) return <span data-testid="operation-none-row">{none}</span>;
  if (row.group === 'site') return link ? <Link to={link({ siteId: row.groupId })}>{row.name}</Link> : row.name;
  const query = new URLSearchParams({ groupBy: 'site', [row.group === 'route' ? 'routeId' : 'zoneId']: String(row.groupId) });
  return <Link to={`?${query.toString()}`}>{row.name}</Link>;
}

const count = (key: string, label: string, render?: (row: OperationRow) => ReactNode) =>
  ({
    key,
    label: `operation:field.${label}`,
    width: 96,
    align: 'right',
    sortable: true,
    priority: 2,
    render,
  }) as ScreenColumn<OperationRow>;

/** The operating overview: filters, the row's place and people, its machines, and its sales per currency. */
export function overviewScreen(link: DeviceListLink, noneLabel: (row: OperationRow) => string) {
  return defineScreen({
    endpoint: OPERATION_ENDPOINTS.overview,
    key: 'operation-overview',
    tableId: 'operation-overview',
    testId: 'operation-overview-page',
    namespaces: ['operation', 'points'],
    rowKey: 'groupId',
    permissions: { list: OPERATION_PERMS.list },
    searchVisible: 5,
    refetchInterval: OVERVIEW_REFRESH_MS,
    columns: [
      {
        key: 'groupBy',
        label: 'operation:field.groupBy',
        searchOnly: true,
        search: { type: 'select', options: OPERATION_GROUPS.map((g) => ({ value: g, label: `operation:group.${g}` })) },
      },
      { key: 'orgId', label: 'operation:field.customer', searchOnly: true, search: { type: 'custom', input: <OrgTreeSelect /> } },
      { key: 'zoneId', label: 'operation:field.zone', searchOnly: true, search: { type: 'custom', input: <CustomerZoneSelect /> } },
      { key: 'routeId', label: 'operation:field.route', searchOnly: true, search: { type: 'custom', input: <CustomerRouteSelect /> } },
      { key: 'siteId', label: 'operation:field.site', searchOnly: true, search: { type: 'custom', input: <SiteSelect /> } },
      {
        key: 'name',
        label: 'operation:field.name',
        width: 180,
        ellipsis: true,
        sortable: true,
        priority: 1,
        render: (row: OperationRow) => nameCell(link, row, noneLabel(row)),
      },
      { key: 'orgName', label: 'operation:field.customer', width: 150, ellipsis: true, priority: 3 },
      { key: 'zoneName', label: 'operation:field.zone', width: 120, ellipsis: true, priority: 3 },
      { key: 'routeName', label: 'operation:field.route', width: 120, ellipsis: true, priority: 3 },
      { key: 'maintainerName', label: 'operation:field.maintainer', width: 130, ellipsis: true, priority: 2 },
      { key: 'sites', label: 'operation:field.sites', width: 80, align: 'right', priority: 3, hidden: true },
      count('devices', 'devices', (r) => deviceCount(link, r, r.devices)),
      count('online', 'online', (r) => deviceCount(link, r, r.online, { online: 1 })),
      count('offline', 'offline', (r) => deviceCount(link, r, r.offline, { online: 0 })),
      count('fault', 'fault', (r) => deviceCount(link, r, r.fault, { fault: 1 })),
      count('lowMaterial', 'lowMaterial', (r) => deviceCount(link, r, r.lowMaterial, { lowMaterial: 1 })),
      count('openAlarms', 'openAlarms'),
      count('openRepairs', 'openRepairs'),
      {
        key: 'todayRevenue',
        label: 'operation:field.todayRevenue',
        width: 130,
        align: 'right',
        priority: 2,
        render: (row: OperationRow) => <MoneyLines money={row.today.money} pick="revenue" />,
      },
      count('todayCups', 'todayCups', (r) => r.today.cups),
      { ...count('todayOrders', 'todayOrders', (r) => r.today.orders), hidden: true },
      {
        key: 'monthRevenue',
        label: 'operation:field.monthRevenue',
        width: 130,
        align: 'right',
        priority: 2,
        render: (row: OperationRow) => <MoneyLines money={row.month.money} pick="revenue" />,
      },
      count('monthCups', 'monthCups', (r) => r.month.cups),
      { ...count('monthOrders', 'monthOrders', (r) => r.month.orders), hidden: true },
    ],
  });
}
