import { EditOutlined } from '@ant-design/icons';
import { POINT_API, POINT_ENDPOINTS, ROUTE_PERMS, type Route, routeSaveSchema } from '@vr/contracts';
import type { Key } from 'react';
import { get, post } from '../../../api/request';
import { createTimeColumn, defineScreen, ListScreen, remarkColumn } from '../../../components/list-page';
import { nameAndCustomerColumns, pointScreen, siteCountColumn, zoneColumn } from '../components';
import { RouteFields } from './RouteFields';

/** Editing needs the route's points: the detail is read first. */
async function routeDetail(row: Route) {
  const detail = await get<Route>(POINT_API.routeDetail, { id: row.id });
  return detail.data ?? row;
}

const routeScreen = defineScreen({
  endpoint: POINT_ENDPOINTS.routeList,
  ...pointScreen('route', ROUTE_PERMS),
  columns: [
    ...nameAndCustomerColumns<Route>('routeName', 180),
    zoneColumn({ priority: 3, width: 140 }),
    { key: 'maintainerName', priority: 3, label: 'points:field.maintainer', width: 140 },
    siteCountColumn(),
    remarkColumn(),
    createTimeColumn({ width: 170 }),
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
