import { ORDER_DICTS, type OrderRow } from '@vr/contracts';
import { DictSelect } from '../../components/dict-tag';
import type { ScreenColumn } from '../../components/list-page';
import { OrgTreeSelect } from '../../components/org-tree-select';
import { currentLang } from '../../stores/app';
import { formatMoney } from '../../utils/money';
import { SiteSelect } from '../points';

const f = (key: string) => `orders:field.${key}`;
const money = (key: keyof OrderRow) => (row: OrderRow) => formatMoney(row[key] as number, row.currency, currentLang());
const dictSearch = (dict: string, name: string) => ({ type: 'dict' as const, dict, numeric: true, name });

/** The columns and filters every order list shares, in the finance user's order of reading. */
export function orderColumns(extra: { abnormal?: boolean } = {}): ScreenColumn<OrderRow>[] {
  // The exception's status is read with the order's own; its details follow the money and statuses,
  // so that at 1440 px the key columns stay in the window.
  const abnormalStatus: ScreenColumn<OrderRow>[] = extra.abnormal
    ? [
        {
          key: 'abnormalStatus',
          label: f('abnormalStatus'),
          priority: 1,
          width: 110,
          render: { dict: ORDER_DICTS.abnormalStatus },
          search: dictSearch(ORDER_DICTS.abnormalStatus, 'abnormalStatus'),
        },
      ]
    : [];
  const abnormal: ScreenColumn<OrderRow>[] = extra.abnormal
    ? [
        { key: 'abnormalReason', label: f('abnormalReason'), priority: 2, width: 180, ellipsis: true },
        { key: 'abnormalTime', label: f('abnormalTime'), priority: 3, width: 170, sortable: true, render: 'dateTime' },
        { key: 'abnormalLiftedBy', label: f('abnormalLiftedBy'), priority: 2, width: 110 },
        { key: 'abnormalLiftedTime', label: f('abnormalLiftedTime'), priority: 4, width: 170, render: 'dateTime' },
      ]
    : [];
  // What a finance user reads first comes first: code, time, what was sold, the money and the
  // statuses; where it was sold follows.
  return [
    { key: 'range', label: f('timeRange'), searchOnly: true, search: { type: 'dateRange', from: 'beginTime', to: 'endTime' } },
    { key: 'orderCode', label: f('orderCode'), priority: 1, width: 200, ellipsis: true, search: 'text' },
    { key: 'createTime', label: f('createTime'), priority: 1, width: 165, sortable: true, render: 'dateTime' },
    ...abnormalStatus,
    {
      key: 'goods',
      label: f('goods'),
      priority: 2,
      width: 180,
      ellipsis: true,
      search: { type: 'text', name: 'goods', label: f('goodsSearch') },
    },
    {
      key: 'receivedAmount',
      label: f('receivedAmount'),
      priority: 1,
      width: 110,
      align: 'right',
      sortable: true,
      render: money('receivedAmount'),
    },
    {
      key: 'status',
      label: f('status'),
      priority: 1,
      width: 120,
      render: { dict: ORDER_DICTS.status },
      search: dictSearch(ORDER_DICTS.status, 'status'),
    },
    ...abnormal,
    {
      key: 'payStatus',
      label: f('payStatus'),
      priority: 2,
      width: 100,
      render: { dict: ORDER_DICTS.payStatus },
      search: dictSearch(ORDER_DICTS.payStatus, 'payStatus'),
    },
    {
      key: 'refundStatus',
      label: f('refundStatus'),
      priority: 2,
      width: 130,
      render: { dict: ORDER_DICTS.refundStatus },
      search: dictSearch(ORDER_DICTS.refundStatus, 'refundStatus'),
    },
    {
      key: 'paymentMethod',
      label: f('paymentMethod'),
      priority: 3,
      width: 120,
      render: { dict: ORDER_DICTS.paymentMethod },
      search: { type: 'custom', name: 'paymentMethod', input: <DictSelect dict={ORDER_DICTS.paymentMethod} /> },
    },
    { key: 'deviceCode', label: f('deviceCode'), priority: 2, width: 130, ellipsis: true, search: 'text' },
    {
      key: 'siteName',
      label: f('site'),
      priority: 3,
      width: 140,
      ellipsis: true,
      search: { type: 'custom', name: 'siteId', input: <SiteSelect /> },
    },
    {
      key: 'customerName',
      label: f('customer'),
      priority: 4,
      width: 150,
      ellipsis: true,
      search: { type: 'custom', name: 'orgId', input: <OrgTreeSelect /> },
    },
    {
      key: 'shipStatus',
      label: f('shipStatus'),
      priority: 4,
      width: 120,
      render: { dict: ORDER_DICTS.shipStatus },
      search: dictSearch(ORDER_DICTS.shipStatus, 'shipStatus'),
    },
    {
      key: 'paymentAmount',
      label: f('paymentAmount'),
      priority: 4,
      width: 110,
      align: 'right',
      sortable: true,
      render: money('paymentAmount'),
    },
    { key: 'discountAmount', label: f('discountAmount'), priority: 4, width: 100, align: 'right', render: money('discountAmount') },
    { key: 'refundedAmount', label: f('refundedAmount'), priority: 3, width: 100, align: 'right', render: money('refundedAmount') },
    { key: 'feeAmount', label: f('feeAmount'), priority: 4, width: 90, align: 'right', hidden: true, render: money('feeAmount') },
    {
      key: 'type',
      label: f('type'),
      priority: 4,
      width: 110,
      render: { dict: ORDER_DICTS.type },
      search: dictSearch(ORDER_DICTS.type, 'type'),
    },
    { key: 'source', label: f('source'), priority: 4, width: 110, hidden: true, render: { dict: ORDER_DICTS.source } },
    { key: 'transactionCode', label: f('transactionCode'), priority: 4, width: 200, hidden: true, ellipsis: true, search: 'text' },
    { key: 'pickupCode', label: f('pickupCode'), priority: 4, width: 100, hidden: true, search: 'text' },
    { key: 'phone', label: f('phone'), priority: 4, width: 130, hidden: true, search: 'text' },
    { key: 'userNickname', label: f('userNickname'), priority: 4, width: 120, hidden: true },
    { key: 'paidTime', label: f('paidTime'), priority: 4, width: 170, hidden: true, sortable: true, render: 'dateTime' },
  ];
}
