import { type MaterialSaleTotals, REPORT_API, fromCents } from '@vr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { get } from '../../api/request';
import { useAppStore } from '../../stores/app';
import { formatMoney } from '../../utils/money';
import { reportFilters } from './api';

/**
 * The material cost of the filtered period, one line per currency (never added together), and
 * how many materials have no price and so are not in it.
 */
export function MaterialCostTotals({ params }: { params: Record<string, unknown> }) {
  const { t } = useTranslation('reports');
  const lang = useAppStore((s) => s.language);
  const filters = reportFilters(params);
  const totals = useQuery({
    queryKey: ['list', 'report-material-cost-totals', filters],
    queryFn: async () => (await get<MaterialSaleTotals>(REPORT_API.materialSaleTotals, filters)).data!,
    placeholderData: (previous) => previous,
  });
  if (!totals.data) return null;
  const { cost, unpricedRows } = totals.data;
  return (
    <Space wrap size={[16, 4]} data-testid="material-cost-totals">
      {cost.map((c) => (
        <Typography.Text key={c.currency} type="secondary" data-testid={`material-cost-${c.currency}`}>
          {t('material.costTotal', { count: c.rows, amount: formatMoney(fromCents(c.costCents), c.currency, lang) })}
        </Typography.Text>
      ))}
      {unpricedRows > 0 && (
        <Typography.Text type="warning" data-testid="material-cost-unpriced">
          {t('material.unpriced', { count: unpricedRows })}
        </Typography.Text>
      )}
    </Space>
  );
}
