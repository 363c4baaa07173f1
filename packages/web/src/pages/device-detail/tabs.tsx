import {
  type DeviceAlarmRow,
  type DeviceOrderRow,
  type DeviceParamKey,
  type DeviceProductRow,
  type ParamsView,
  DEVICE_DETAIL_API as API,
  DEVICE_PARAM_KEYS,
  DEVICE_SETTINGS_API,
  fieldLabel,
  ORDER_STATUS,
  pick,
  statusOfCode,
} from '@vr/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Empty, Result, Segmented, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDict } from '../../components/dict-tag';
import { useAppStore } from '../../stores/app';
import { useBusinessTimeZone } from '../../stores/platform';
import { formatDateTime, formatDateTimeIn } from '../../utils/format';
import { useMoney } from '../../utils/use-money';
import { load, refusalOf } from './api';

export interface TabProps {
  deviceId: number;
  startTime: string;
  endTime: string;
  /** The device's currency (its customer's); amounts show as plain numbers until it is known. */
  currency?: string;
}

const PAGE_SIZE = 10;

interface Paged<Row> {
  rows: Row[];
  total: number;
}

/** One paged, sorted table of a tab: the route's range plus paging and sorting of the server. */
function usePaged<Row>(key: string, url: string, props: TabProps, extra: Record<string, unknown> = {}) {
  const lang = useAppStore((s) => s.language);
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(PAGE_SIZE);
  const [sort, setSort] = useState<{ field: string; order: 'asc' | 'desc' } | null>(null);
  const params = {
    id: props.deviceId,
    startTime: props.startTime,
    endTime: props.endTime,
    page,
    limit,
    ...(sort ? { orderByColumn: sort.field, isAsc: sort.order } : {}),
    ...extra,
  };
  const query = useQuery<Paged<Row>>({
    queryKey: ['device-detail-tab', key, params, lang],
    queryFn: async () => {
      const res = await load<Row[]>(url, params);
      return { rows: res.data ?? [], total: res.total ?? 0 };
    },
    placeholderData: keepPreviousData,
    retry: false,
  });
  const table = {
    loading: query.isFetching,
    dataSource: query.data?.rows ?? [],
    pagination: { current: page, pageSize: limit, total: query.data?.total ?? 0, showSizeChanger: true, showTotal: (n: number) => n },
    onChange: (p: { current?: number; pageSize?: number }, _f: unknown, sorter: unknown) => {
      setPage(p.current ?? 1);
      setLimit(p.pageSize ?? PAGE_SIZE);
      const s = (Array.isArray(sorter) ? sorter[0] : sorter) as { columnKey?: string; order?: 'ascend' | 'descend' | null } | undefined;
      setSort(s?.order && s.columnKey ? { field: s.columnKey, order: s.order === 'ascend' ? 'asc' : 'desc' } : null);
    },
  };
  return { query, table, reset: () => setPage(1) };
}

interface TabTableProps<Row> {
  rowKey: keyof Row & string;
  columns: TableColumnsType<Row>;
  scrollX: number | 'max-content';
  /** What usePaged gives the table: rows, paging, sorting, loading. */
  table: ReturnType<typeof usePaged<Row>>['table'];
  testId: string;
}

/** A tab's table of the server's rows, paged and sorted by the server. */
function TabTable<Row extends object>({ rowKey, columns, scrollX, table, testId }: TabTableProps<Row>) {
  return <Table<Row> rowKey={rowKey} size="middle" columns={columns} scroll={{ x: scrollX }} {...table} data-testid={testId} />;
}

function Refused({ error }: { error: unknown }) {
  const { t } = useTranslation('deviceDetail');
  const refusal = refusalOf(error);
  return (
    <Result
      status={refusal.status === 403 ? '403' : 'warning'}
      title={refusal.status === 403 ? t('noRight') : undefined}
      subTitle={refusal.text}
      data-testid="tab-refused"
    />
  );
}

/** Amounts in the device's currency, in the user's language. */
function useAmount(currency: string | undefined): (n: number) => string {
  const money = useMoney();
  return (n) => (currency ? money(n, currency) : n.toFixed(2));
}

/** Completed orders show green, failed or partly dispensed ones red, the others (still in progress) blue. */
function orderStatusColor(code: number): string {
  if (code === ORDER_STATUS.completed.code) return 'green';
  return code >= ORDER_STATUS.dispenseFailed.code ? 'red' : 'blue';
}

export function OrdersTab(props: TabProps) {
  const { t } = useTranslation('deviceDetail');
  const lang = useAppStore((s) => s.language);
  const money = useAmount(props.currency);
  const timeZone = useBusinessTimeZone();
  const paymentMethods = useDict('payment_method');
  const { query, table } = usePaged<DeviceOrderRow>('orders', API.orders, props);
  if (query.isError) return <Refused error={query.error} />;
  const columns: TableColumnsType<DeviceOrderRow> = [
    { title: t('orders.code'), dataIndex: 'orderCode', width: 380, ellipsis: true },
    {
      // The range is of business days, so its orders' times are on the same clock.
      title: t('orders.timeZoned', { zone: timeZone }),
      dataIndex: 'createdAt',
      key: 'createdAt',
      sorter: true,
      width: 210,
      render: (v: string | null) => formatDateTimeIn(v, timeZone),
    },
    { title: t('orders.goods'), dataIndex: 'goods', ellipsis: true },
    { title: t('orders.cups'), dataIndex: 'cups', align: 'right' },
    { title: t('orders.amount'), dataIndex: 'paymentAmount', key: 'paymentAmount', sorter: true, align: 'right', render: money },
    { title: t('orders.received'), dataIndex: 'receivedAmount', align: 'right', render: money },
    { title: t('orders.payment'), dataIndex: 'paymentMethod', render: (v: string | null) => paymentMethods.labelOf(v) },
    {
      title: t('orders.status'),
      dataIndex: 'status',
      key: 'status',
      sorter: true,
      render: (s: number) => {
        const status = statusOfCode(ORDER_STATUS, s);
        return <Tag color={orderStatusColor(s)}>{status ? pick(status.labels, lang) : String(s)}</Tag>;
      },
    },
  ];
  return <TabTable rowKey="id" columns={columns} scrollX={1300} table={table} testId="tab-orders" />;
}

export function AlarmTab({ kind, ...props }: TabProps & { kind: 'fault' | 'warning' }) {
  const { t } = useTranslation('deviceDetail');
  const [state, setState] = useState<'all' | '0' | '1'>('all');
  const { query, table } = usePaged<DeviceAlarmRow>(
    kind,
    kind === 'fault' ? API.faults : API.warnings,
    props,
    state === 'all' ? {} : { state },
  );
  if (query.isError) return <Refused error={query.error} />;
  const columns: TableColumnsType<DeviceAlarmRow> = [
    { title: t('alarms.code'), dataIndex: 'code', key: 'code', sorter: true },
    {
      title: t('alarms.level'),
      dataIndex: 'level',
      key: 'level',
      sorter: true,
      render: (l: number) => <Tag color={l === 2 ? 'red' : l === 1 ? 'orange' : 'default'}>{l}</Tag>,
    },
    { title: t('alarms.message'), dataIndex: 'message', ellipsis: true },
    {
      title: t('alarms.state'),
      dataIndex: 'state',
      key: 'state',
      sorter: true,
      render: (s: number) => <Tag color={s === 0 ? 'red' : 'green'}>{s === 0 ? t('alarms.open') : t('alarms.closed')}</Tag>,
    },
    { title: t('alarms.raised'), dataIndex: 'raisedAt', key: 'raisedAt', sorter: true, render: (v: string | null) => formatDateTime(v) },
    { title: t('alarms.released'), dataIndex: 'releasedAt', render: (v: string | null) => formatDateTime(v) },
  ];
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Segmented
        value={state}
        onChange={(v) => setState(v as typeof state)}
        options={[
          { value: 'all', label: t('alarms.all') },
          { value: '0', label: t('alarms.open') },
          { value: '1', label: t('alarms.closed') },
        ]}
      />
      <TabTable rowKey="id" columns={columns} scrollX={800} table={table} testId={`tab-${kind}s`} />
    </Space>
  );
}

export function ProductsTab(props: TabProps) {
  const { t } = useTranslation('deviceDetail');
  const money = useAmount(props.currency);
  const { query, table } = usePaged<DeviceProductRow>('products', API.products, props);
  if (query.isError) return <Refused error={query.error} />;
  const columns: TableColumnsType<DeviceProductRow> = [
    { title: t('products.code'), dataIndex: 'goodsCode', key: 'goodsCode', sorter: true },
    { title: t('products.name'), dataIndex: 'goodsName' },
    { title: t('products.cups'), dataIndex: 'cups', key: 'cups', sorter: true, align: 'right' },
    { title: t('products.orders'), dataIndex: 'orders', key: 'orders', sorter: true, align: 'right' },
    { title: t('products.amount'), dataIndex: 'amount', key: 'amount', sorter: true, align: 'right', render: money },
  ];
  return <TabTable rowKey="goodsCode" columns={columns} scrollX="max-content" table={table} testId="tab-products" />;
}

/** Parameters last set from the back-office and last read from the machine, side by side. */
export function ParamsTab({ deviceId, version }: { deviceId: number; version: number }) {
  const { t } = useTranslation('deviceDetail');
  const lang = useAppStore((s) => s.language);
  const query = useQuery({
    queryKey: ['device-params', deviceId, version],
    queryFn: async () => (await load<ParamsView>(DEVICE_SETTINGS_API.params, { deviceId })).data!,
    retry: false,
  });
  if (query.isError) return <Refused error={query.error} />;
  const view = query.data;
  if (!view) return null;
  const keys = DEVICE_PARAM_KEYS.filter((k) => view.value?.[k] != null || view.reported?.[k] != null);
  const show = (v: unknown) => (v == null ? '—' : String(v));
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="tab-params">
      <Typography.Text type="secondary">
        {view.updatedAt ? t('params.setAt', { time: formatDateTime(view.updatedAt), name: view.updatedByName ?? '' }) : ''}
        {view.updatedAt && view.reportedAt ? ' · ' : ''}
        {view.reportedAt ? t('params.readAt', { time: formatDateTime(view.reportedAt) }) : ''}
      </Typography.Text>
      {keys.length === 0 ? (
        <Empty description={t('params.never')} />
      ) : (
        <Table<{ key: DeviceParamKey }>
          rowKey="key"
          size="small"
          pagination={false}
          scroll={{ x: 'max-content' }}
          dataSource={keys.map((key) => ({ key }))}
          columns={[
            { title: t('params.name'), render: (_, r) => fieldLabel(r.key, lang) },
            { title: t('params.value'), render: (_, r) => show(view.value?.[r.key]) },
            { title: t('params.reported'), render: (_, r) => show(view.reported?.[r.key]) },
          ]}
        />
      )}
      {view.command?.status === 'failed' && <Alert type="error" showIcon title={view.command.error ?? ''} />}
    </Space>
  );
}
