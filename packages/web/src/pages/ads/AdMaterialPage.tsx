import { AD_ENDPOINTS, AD_KINDS, AD_LIMITS, AD_MATERIAL_PERMS, type AdMaterialRow, adMaterialSaveSchema } from '@vr/contracts';
import { Tag } from 'antd';
import type { Key } from 'react';
import { ListScreen, customerColumn, defineScreen } from '../../components/list-page';
import { sizeText } from './format';
import { AdPreview } from './AdPreview';
import { adApi } from './api';
import { MaterialFields } from './MaterialFields';

const materialScreen = defineScreen({
  endpoint: AD_ENDPOINTS.materials,
  key: 'ad-materials',
  tableId: 'ad-material',
  testId: 'ad-material-page',
  namespaces: ['ads'],
  permissions: AD_MATERIAL_PERMS,
  columns: [
    { key: 'name', label: 'ads:field.name', priority: 1, width: 180, ellipsis: true, sortable: true, search: 'text' },
    {
      key: 'preview',
      label: 'ads:field.preview',
      priority: 2,
      width: 100,
      render: (row) => <AdPreview kind={row.kind} url={row.url} />,
    },
    {
      key: 'kind',
      label: 'ads:field.kind',
      priority: 1,
      width: 90,
      render: (row, ctx) => <Tag color={row.kind === 'video' ? 'purple' : 'blue'}>{ctx.text(`ads:kindLabel.${row.kind}`)}</Tag>,
      search: { type: 'select', options: AD_KINDS.map((k) => ({ value: k, label: `ads:kindLabel.${k}` })) },
    },
    customerColumn<AdMaterialRow>('ads:field.customer', { key: 'customerName', sortable: false }),
    { key: 'size', label: 'ads:field.size', priority: 3, width: 100, align: 'right', sortable: true, render: (row) => sizeText(row.size) },
    {
      key: 'seconds',
      label: 'ads:field.seconds',
      priority: 4,
      width: 120,
      align: 'right',
      render: (row) => (row.kind === 'image' ? `${row.seconds} s` : '—'),
    },
    { key: 'activeReleases', label: 'ads:field.activeReleases', priority: 3, width: 120, align: 'right' },
    { key: 'remark', label: 'ads:field.remark', priority: 4, width: 160, ellipsis: true },
    { key: 'createdBy', label: 'ads:field.createdBy', priority: 4, width: 120, ellipsis: true },
    { key: 'createTime', label: 'ads:field.createTime', priority: 4, width: 170, sortable: true, render: 'dateTime' },
  ],
  toolbar: ['add'],
  rowActions: ['edit', 'delete'],
  remove: {
    call: async (ids: Key[]) => {
      for (const id of ids) await adApi.deleteMaterial(Number(id));
    },
    name: (row) => row.name,
  },
  form: {
    schema: adMaterialSaveSchema,
    entity: 'ads:entity',
    as: 'modal',
    fields: (row) => <MaterialFields locked={(row?.activeReleases ?? 0) > 0} creating={row === null} />,
    initialValues: (row) =>
      row
        ? { name: row.name, kind: row.kind, url: row.url, seconds: row.seconds, remark: row.remark ?? undefined }
        : { kind: 'image', seconds: AD_LIMITS.defaultSeconds },
    create: (values) => adApi.saveMaterial(values),
    update: (row, values) => adApi.saveMaterial({ ...values, id: row.id }),
  },
});

/** Advertising → materials: the customers' images and videos, searched, added, changed and deleted. */
export default function AdMaterialPage() {
  return <ListScreen screen={materialScreen} />;
}
