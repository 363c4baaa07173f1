import { EditOutlined } from '@ant-design/icons';
import { POINT_API, POINT_ENDPOINTS, ROUTE_PERMS, type Route, routeSaveSchema } from '@vr/contracts';
import type { Key } from 'react';
import { get, post } from '../../../api/request';
import { defineScreen, ListScreen } from '../../../components/list-page';
import { CustomerZoneSelect, POINT_OPTIONS_KEY } from '../components';
import { RouteFields } from './RouteFields';

/** Editing needs the route's points: the detail is read first. */
async function routeDetail(row: Route) {
  const detail = await get<Route>(POINT_API.routeDetail, { id: row.id });
  return detail.data ?? row;
}

const routeScreen = defineScreen({
  endpoint: POINT_ENDPOINTS.routeList,
  key: 'point-route',
  tableId: 'point-route',
  testId: 'point-route-page',
  namespaces: ['points'],
  rowKey: 'id',
  permissions: ROUTE_PERMS,
  columns: [
    { key: 'routeName', priority: 1, label: 'points:field.routeName', sortable: true, width: 180, ellipsis: true, search: 'text' },
    {
      key: 'orgName',
      priority: 2,
      label: 'points:field.customer',
      sortable: true,
      width: 160,
      ellipsis: true,
      search: { type: 'org', name: 'orgId' },
    },
    {
      key: 'zoneName',
      priority: 3,
      label: 'points:field.zone',
      sortable: true,
      width: 140,
      search: { type: 'custom', name: 'zoneId', input: <CustomerZoneSelect style={{ width: 180 }} /> },
    },
    { key: 'maintainerName', priority: 3, label: 'points:field.maintainer', width: 140 },
    { key: 'siteCount', priority: 2, label: 'points:field.points', sortable: true, width: 90, align: 'right' },
    { key: 'remark', priority: 4, label: 'common:field.remark', width: 200, ellipsis: true },
    { key: 'createTime', priority: 3, label: 'common:field.createTime', sortable: true, width: 170, render: 'dateTime' },
  ],
  toolbar: ['add', 'batchDelete'],
  rowActions: [
    {
      key: 'edit',
      label: 'common:action.edit',
      icon: <EditOutlined />,
      permission: ROUTE_PERMS.edit,
      onClick: (row, ctx) => void routeDetail(row).then(ctx.openForm, () => undefined),
    },
    'delete',
  ],
  remove: { call: (ids: Key[]) => post(POINT_API.routeDelete, { ids }), name: (row) => row.routeName },
  invalidates: [[POINT_OPTIONS_KEY]],
  form: {
    schema: routeSaveSchema,
    entity: 'points:route.entity',
    fields: () => <RouteFields />,
    initialValues: (row) =>
      row
        ? {
            orgId: row.orgId,
            routeName: row.routeName,
            zoneId: row.zoneId ?? undefined,
            maintainerId: row.maintainerId ?? undefined,
            remark: row.remark ?? undefined,
            siteIds: (row.sites ?? []).map((s) => s.id),
          }
        : { siteIds: [] },
    create: (values) => post(POINT_API.routeSave, values),
    update: (row, values) => post(POINT_API.routeSave, { ...values, id: row.id }),
  },
});

/** Points → Routes: replenishment/maintenance lines through a customer's points. */
export default function RoutePage() {
  return <ListScreen screen={routeScreen} />;
}
