import { ORDER_API, type OrderTotals } from '@vr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Space, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { get } from '../../api/request';
import { useAppStore } from '../../stores/app';
import { formatMoney } from '../../utils/money';
import styles from './orders.module.css';

const FILTER_KEYS = ['page', 'limit', 'start', 'pageNum', 'pageSize', 'orderByColumn', 'isAsc', 'cursor'];

/**
 * Count of the filtered orders and the amounts of the paid ones among them (with their count),
 * one line per currency, above the table.
 */
export function OrderTotalsBar({ params }: { params: Record<string, unknown> }) {
  const { t } = useTranslation('orders');
  const lang = useAppStore((s) => s.language);
  const filters = Object.fromEntries(Object.entries(params).filter(([k]) => !FILTER_KEYS.includes(k)));
  const totals = useQuery({
    queryKey: ['order-totals', filters],
    queryFn: async () => (await get<OrderTotals[]>(ORDER_API.totals, filters)).data ?? [],
    placeholderData: (previous) => previous,
  });
  const rows = totals.data ?? [];
  return (
    <Card size="small" className={styles.totals} data-testid="order-totals" loading={totals.isLoading}>
      <Typography.Text type="secondary">{t('totals.label')}</Typography.Text>
      {rows.length === 0 && !totals.isLoading && <div>{t('totals.none')}</div>}
      {rows.map((r) => {
        const money = (n: number) => formatMoney(n, r.currency, lang);
        return (
          <Space key={r.currency} wrap size={[32, 8]} className={styles.totalsLine} data-testid={`order-totals-${r.currency}`}>
            <Statistic title={r.currency} value={t('totals.count', { count: r.count })} />
            <Statistic title={t('totals.paid')} value={r.paidCount} />
            <Statistic title={t('field.paymentAmount')} value={money(r.paymentAmount)} />
            <Statistic title={t('field.receivedAmount')} value={money(r.receivedAmount)} />
            <Statistic title={t('field.feeAmount')} value={money(r.feeAmount)} />
            <Statistic title={t('field.discountAmount')} value={money(r.discountAmount)} />
            <Statistic title={t('field.refundedAmount')} value={money(r.refundedAmount)} />
          </Space>
        );
      })}
    </Card>
  );
}
