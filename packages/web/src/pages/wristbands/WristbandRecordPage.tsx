import { WRISTBAND_ENDPOINTS, WRISTBAND_PERMS, WRISTBAND_RECORD_KINDS, type WristbandRecord } from '@vr/contracts';
import { Tag } from 'antd';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { customerColumn, defineScreen, ListScreen } from '../../components/list-page';

const KIND_COLOR: Record<WristbandRecord['kind'], string> = {
  activate: 'success',
  use: 'processing',
  release: 'warning',
  expire: 'error',
  enable: 'cyan',
  disable: 'default',
};

/** The activation records: when a band was activated, used or given a use back, at which machine and by whom, its expiry and people’s changes. */
const recordScreen = defineScreen({
  endpoint: WRISTBAND_ENDPOINTS.records,
  key: 'wristband-record',
  tableId: 'wristband-record',
  testId: 'wristband-record-page',
  namespaces: ['wristbands'],
  rowKey: 'id',
  permissions: { list: WRISTBAND_PERMS.record },
  searchVisible: 3,
  columns: [
    { key: 'createTime', priority: 1, label: 'wristbands:field.time', sortable: true, width: 170, render: 'dateTime' },
    { key: 'wristbandNo', priority: 1, label: 'wristbands:field.wristbandNo', width: 140, ellipsis: true, search: 'text' },
    {
      key: 'kind',
      priority: 1,
      label: 'wristbands:field.kind',
      width: 110,
      search: { type: 'select', options: WRISTBAND_RECORD_KINDS.map((k) => ({ value: k, label: `wristbands:kind.${k}` })) },
      render: (row, ctx) => <Tag color={KIND_COLOR[row.kind]}>{ctx.text(`wristbands:kind.${row.kind}`)}</Tag>,
    },
    { key: 'deviceCode', priority: 1, label: 'wristbands:field.device', width: 140, ellipsis: true, search: 'text' },
    {
      key: 'user',
      priority: 2,
      label: 'wristbands:field.user',
      width: 130,
      ellipsis: true,
      render: (row, ctx) => row.user ?? ctx.text('wristbands:bySystem'),
    },
    { key: 'orderCode', priority: 2, label: 'wristbands:field.orderCode', width: 190, ellipsis: true },
    { key: 'expireTime', priority: 3, label: 'wristbands:field.expireTime', width: 170, render: 'dateTime' },
    customerColumn<WristbandRecord>('wristbands:field.customer', { key: 'customerName', priority: 4, sortable: false, width: 150 }),
    { key: 'range', label: 'wristbands:field.range', searchOnly: true, search: { type: 'dateRange', from: 'beginTime', to: 'endTime' } },
  ],
  searchOrder: ['wristbandNo', 'deviceCode', 'range', 'kind', 'orgId'],
});

/** The activation records of one wristband (`/braceletInformation/record/index/{id}`; 0: of every band). */
export default function WristbandRecordPage() {
  const { id: param } = useParams();
  const id = Number(param);
  const initialFilters = useMemo(() => (id > 0 ? { wristbandId: id } : {}), [id]);
  if (!Number.isInteger(id) || id < 0) return null;
  return <ListScreen key={id} screen={recordScreen} initialFilters={initialFilters} />;
}
