import { CARD_CHANGE_KINDS, CARD_ENDPOINTS, CARD_PERMS, type CardChangeRecord } from '@vr/contracts';
import { Tag } from 'antd';
import { useSearchParams } from 'react-router';
import { customerColumn, defineScreen, ListScreen } from '../../components/list-page';
import { currentLang } from '../../stores/app';
import { businessTimeZone } from '../../stores/platform';
import { formatDateTimeIn } from '../../utils/format';
import { moneyOf, signedMoney } from './card-rows';

const KIND_COLOR: Record<CardChangeRecord['kind'], string> = {
  topUp: 'success',
  adjustment: 'processing',
  charge: 'default',
  release: 'warning',
  refund: 'purple',
};

const RELEASE_REASONS = new Set(['nothingDispensed', 'cancelled', 'timeout', 'notAuthorised', 'partial']);

/** The member swipe record: every change of the cards' balances and free uses, newest first. */
const recordScreen = defineScreen({
  endpoint: CARD_ENDPOINTS.records,
  key: 'member-card-record',
  tableId: 'member-card-record',
  testId: 'member-card-record-page',
  namespaces: ['cards'],
  rowKey: 'id',
  permissions: { list: CARD_PERMS.record },
  searchVisible: 3,
  columns: [
    {
      key: 'createTime',
      priority: 1,
      label: 'cards:field.time',
      sortable: true,
      width: 160,
      render: (row) => formatDateTimeIn(row.createTime, businessTimeZone()),
    },
    { key: 'icCode', priority: 1, label: 'cards:field.icCode', width: 130, ellipsis: true, search: 'text' },
    {
      key: 'kind',
      priority: 1,
      label: 'cards:field.kind',
      width: 90,
      search: { type: 'select', options: CARD_CHANGE_KINDS.map((k) => ({ value: k, label: `cards:kind.${k}` })) },
      render: (row, ctx) => <Tag color={KIND_COLOR[row.kind]}>{ctx.text(`cards:kind.${row.kind}`)}</Tag>,
    },
    {
      key: 'amountCents',
      priority: 1,
      label: 'cards:field.amount',
      width: 110,
      align: 'right',
      render: (row) => signedMoney(row.amountCents, row.currency, currentLang()),
    },
    {
      key: 'balanceBeforeCents',
      priority: 4,
      label: 'cards:field.balanceBefore',
      width: 130,
      align: 'right',
      render: (row) => moneyOf(row.balanceBeforeCents, row.currency, currentLang()),
    },
    {
      key: 'balanceAfterCents',
      priority: 2,
      label: 'cards:field.balanceAfter',
      width: 130,
      align: 'right',
      render: (row) => moneyOf(row.balanceAfterCents, row.currency, currentLang()),
    },
    {
      key: 'freeUsesAfter',
      priority: 3,
      label: 'cards:field.freeUsesChange',
      width: 100,
      render: (row) => (row.freeUsesBefore === row.freeUsesAfter ? row.freeUsesAfter : `${row.freeUsesBefore} → ${row.freeUsesAfter}`),
    },
    {
      key: 'reason',
      priority: 2,
      label: 'cards:field.reason',
      width: 160,
      ellipsis: true,
      render: (row, ctx) =>
        row.reason && RELEASE_REASONS.has(row.reason) ? ctx.text(`cards:releaseReason.${row.reason}`) : (row.reason ?? ''),
    },
    { key: 'orderCode', priority: 3, label: 'cards:field.orderCode', width: 170, ellipsis: true, search: 'text' },
    { key: 'deviceCode', priority: 4, label: 'cards:field.device', width: 130, ellipsis: true },
    {
      key: 'operator',
      priority: 4,
      label: 'cards:field.operator',
      width: 110,
      ellipsis: true,
      render: (row, ctx) => row.operator ?? (row.deviceCode ? ctx.text('cards:byMachine') : ''),
    },
    customerColumn<CardChangeRecord>('cards:field.customer', { key: 'customerName', priority: 4, sortable: false, width: 150 }),
    { key: 'range', label: 'cards:field.range', searchOnly: true, search: { type: 'dateRange', from: 'beginTime', to: 'endTime' } },
  ],
  searchOrder: ['icCode', 'kind', 'range', 'orderCode', 'orgId'],
});

/** The member swipe record (`/memberSwipe/record`, `?icCode=` for one card's). */
export default function CardRecordPage() {
  const [params] = useSearchParams();
  const icCode = params.get('icCode');
  return <ListScreen screen={recordScreen} {...(icCode ? { initialFilters: { icCode } } : {})} />;
}
