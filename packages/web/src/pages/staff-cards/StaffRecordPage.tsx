import { STAFF_ENDPOINTS, STAFF_PERMS, STAFF_RECORD_KINDS, type StaffRecord } from '@vr/contracts';
import { Tag } from 'antd';
import { useSearchParams } from 'react-router';
import { customerColumn, defineScreen, ListScreen } from '../../components/list-page';
import { currentLang } from '../../stores/app';
import { businessTimeZone } from '../../stores/platform';
import { formatDateTimeIn } from '../../utils/format';
import { discountText, moneyOf, signedMoney } from './staff-rows';

const KIND_COLOR: Record<StaffRecord['kind'], string> = {
  add: 'success',
  edit: 'processing',
  status: 'processing',
  import: 'success',
  swipe: 'default',
  release: 'warning',
  refund: 'purple',
  reset: 'cyan',
};

const RELEASE_REASONS = new Set(['nothingDispensed', 'cancelled', 'timeout', 'notAuthorised', 'partial']);

/** The staff swipe record: every swipe and change of the staff cards, newest first. */
const recordScreen = defineScreen({
  endpoint: STAFF_ENDPOINTS.records,
  key: 'staff-card-record',
  tableId: 'staff-card-record',
  testId: 'staff-card-record-page',
  namespaces: ['staffCards'],
  rowKey: 'id',
  permissions: { list: STAFF_PERMS.record },
  searchVisible: 3,
  columns: [
    {
      key: 'createTime',
      priority: 1,
      label: 'staffCards:field.time',
      sortable: true,
      width: 160,
      render: (row) => formatDateTimeIn(row.createTime, businessTimeZone()),
    },
    { key: 'employeeNo', priority: 1, label: 'staffCards:field.employeeNo', width: 120, ellipsis: true, search: 'text' },
    { key: 'employeeName', priority: 2, label: 'staffCards:field.employeeName', width: 130, ellipsis: true },
    {
      key: 'kind',
      priority: 1,
      label: 'staffCards:field.kind',
      width: 110,
      search: { type: 'select', options: STAFF_RECORD_KINDS.map((k) => ({ value: k, label: `staffCards:kind.${k}` })) },
      render: (row, ctx) => <Tag color={KIND_COLOR[row.kind]}>{ctx.text(`staffCards:kind.${row.kind}`)}</Tag>,
    },
    {
      key: 'priceCents',
      priority: 3,
      label: 'staffCards:field.price',
      width: 110,
      align: 'right',
      render: (row) => (row.priceCents === null ? '' : moneyOf(row.priceCents, row.currency, currentLang())),
    },
    {
      key: 'discount',
      priority: 3,
      label: 'staffCards:field.discount',
      width: 110,
      align: 'right',
      render: (row) => (row.discount === null ? '' : discountText(row.discount)),
    },
    {
      key: 'amountCents',
      priority: 1,
      label: 'staffCards:field.amount',
      width: 120,
      align: 'right',
      render: (row) => signedMoney(row.amountCents, row.currency, currentLang()),
    },
    {
      key: 'quotaBeforeCents',
      priority: 4,
      label: 'staffCards:field.quotaBefore',
      width: 130,
      align: 'right',
      render: (row) => moneyOf(row.quotaBeforeCents, row.currency, currentLang()),
    },
    {
      key: 'quotaAfterCents',
      priority: 2,
      label: 'staffCards:field.quotaAfter',
      width: 130,
      align: 'right',
      render: (row) => moneyOf(row.quotaAfterCents, row.currency, currentLang()),
    },
    { key: 'orderCode', priority: 3, label: 'staffCards:field.orderCode', width: 170, ellipsis: true, search: 'text' },
    { key: 'deviceCode', priority: 3, label: 'staffCards:field.device', width: 130, ellipsis: true },
    {
      key: 'detail',
      priority: 4,
      label: 'staffCards:field.detail',
      width: 180,
      ellipsis: true,
      render: (row, ctx) =>
        row.detail && RELEASE_REASONS.has(row.detail) ? ctx.text(`staffCards:releaseReason.${row.detail}`) : (row.detail ?? ''),
    },
    {
      key: 'operator',
      priority: 4,
      label: 'staffCards:field.operator',
      width: 110,
      ellipsis: true,
      render: (row, ctx) => row.operator ?? ctx.text(row.deviceCode ? 'staffCards:byMachine' : 'staffCards:bySystem'),
    },
    customerColumn<StaffRecord>('staffCards:field.customer', { key: 'customerName', priority: 4, sortable: false, width: 150 }),
    { key: 'range', label: 'staffCards:field.range', searchOnly: true, search: { type: 'dateRange', from: 'beginTime', to: 'endTime' } },
  ],
  searchOrder: ['employeeNo', 'kind', 'range', 'orderCode', 'orgId'],
});

/** The staff swipe record (`/staffSwipe/record`, `?employeeNo=` for one card's). */
export default function StaffRecordPage() {
  const [params] = useSearchParams();
  const employeeNo = params.get('employeeNo');
  return <ListScreen screen={recordScreen} {...(employeeNo ? { initialFilters: { employeeNo } } : {})} />;
}
