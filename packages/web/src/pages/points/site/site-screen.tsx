import { POINT_API, POINT_ENDPOINTS, POINT_LIMITS, SITE_PERMS, type Site, siteSaveSchema } from '@vr/contracts';
import { Tag, Typography } from 'antd';
import type { Key } from 'react';
import { post } from '../../../api/request';
import { createTimeColumn, defineScreen, statusColumn } from '../../../components/list-page';
import { OrgTreeSelect } from '../../../components/org-tree-select';
import { RegionCascader, pointScreen, routeColumn, zoneColumn } from '../components';
import { SiteFields } from './SiteFields';

const orNone = <T,>(v: T | null) => v ?? undefined;

/** The drawer's values of a point (blanks as undefined). */
const siteValues = (row: Site) => ({
  orgId: row.orgId,
  siteName: row.siteName,
  siteCode: orNone(row.siteCode),
  regionId: orNone(row.regionId),
  address: orNone(row.address),
  lng: orNone(row.lng),
  lat: orNone(row.lat),
  scenario: orNone(row.scenario),
  contact: orNone(row.contact),
  phone: orNone(row.phone),
  zoneId: orNone(row.zoneId),
  routeId: orNone(row.routeId),
  status: row.status,
  remark: orNone(row.remark),
});
const newSite = (orgId?: number) => ({ status: 0, ...(orgId ? { orgId } : {}) });

export const siteScreen = defineScreen({
  endpoint: POINT_ENDPOINTS.siteList,
  ...pointScreen('site', SITE_PERMS),
  columns: [
    { key: 'keyword', label: 'points:field.keyword', searchOnly: true, search: 'text' },
    { key: 'siteName', priority: 1, label: 'points:field.siteName', sortable: true, width: 160, ellipsis: true, fixed: 'left' },
    { key: 'siteCode', priority: 3, label: 'points:field.siteCode', sortable: true, width: 120 },
    {
      key: 'orgName',
      priority: 3,
      label: 'points:field.customer',
      sortable: true,
      width: 140,
      ellipsis: true,
      search: { type: 'custom', name: 'orgId', input: <OrgTreeSelect style={{ width: 200 }} /> },
    },
    {
      key: 'city',
      priority: 3,
      label: 'points:field.region',
      sortable: true,
      width: 200,
      ellipsis: true,
      render: (r) => [r.country, r.province, r.city !== r.province ? r.city : null, r.district].filter(Boolean).join(' / '),
      search: { type: 'custom', name: 'regionId', input: <RegionCascader style={{ width: 240 }} /> },
    },
    { key: 'address', priority: 4, label: 'points:field.address', width: 200, ellipsis: true },
    {
      key: 'coordinates',
      priority: 4,
      label: 'points:field.coordinates',
      width: 200,
      render: (r) => (r.lat !== null && r.lng !== null ? <Typography.Text type="secondary">{`${r.lat}, ${r.lng}`}</Typography.Text> : null),
    },
    {
      key: 'scenario',
      priority: 3,
      label: 'points:field.scenario',
      width: 100,
      render: { dict: 'site_scenario' },
    },
    zoneColumn({ priority: 4, width: 120, ellipsis: true }),
    routeColumn({ priority: 4, width: 120, ellipsis: true }),
    {
      key: 'deviceCount',
      priority: 2,
      label: 'points:field.devices',
      sortable: true,
      width: 90,
      align: 'right',
      render: (r) => (r.deviceCount > 0 ? <Tag color="blue">{r.deviceCount}</Tag> : r.deviceCount),
    },
    { key: 'contact', priority: 4, label: 'points:field.contact', width: 100 },
    { key: 'phone', priority: 4, label: 'points:field.phone', width: 120 },
    statusColumn({ width: 90 }),
    createTimeColumn({ priority: 4, width: 170 }),
  ],
  searchOrder: ['keyword', 'orgId', 'regionId', 'zoneId', 'routeId', 'status'],
  toolbar: ['add', 'batchDelete', 'import', 'export'],
  rowActions: ['edit', 'delete'],
  remove: { call: (ids: Key[]) => post(POINT_API.siteDelete, { ids }), name: (row) => row.siteName },
  export: { kind: 'points', columnChoice: true },
  import: {
    entity: 'points:site.importName',
    path: POINT_API.siteImport,
    templatePath: POINT_API.siteTemplate,
    templateName: 'points_template',
    maxRows: POINT_LIMITS.importMaxRows,
    customer: { label: 'points:field.customer', extra: 'points:hint.importCustomer', required: 'points:hint.importCustomerRequired' },
  },
  form: {
    schema: siteSaveSchema,
    entity: 'points:site.entity',
    size: 640,
    fields: () => <SiteFields />,
    // A new point starts in the customer chosen in the filter bar.
    initialValues: (row, ctx) => (row ? siteValues(row) : newSite(ctx.searchValues().orgId as number | undefined)),
    create: (values) => post(POINT_API.siteSave, values),
    update: (row, values) => post(POINT_API.siteSave, { ...values, id: row.id }),
  },
});
