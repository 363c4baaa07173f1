import type { ReportMoney } from '@vr/contracts';
import type { ScreenColumn } from '../../components/list-page';
import { OrgTreeSelect } from '../../components/org-tree-select';
import { currentLang } from '../../stores/app';
import { formatMoney } from '../../utils/money';
import { SiteSelect } from '../points';

/** The filters every report shares: the period (today when empty), customer, point and device. */
export function reportFilterColumns<Row>(): ScreenColumn<Row>[] {
  return [
    {
      key: 'period',
      label: 'reports:field.period',
      searchOnly: true,
      search: { type: 'dateRange', from: 'beginDay', to: 'endDay' },
    },
    { key: 'orgId', label: 'reports:field.customer', searchOnly: true, search: { type: 'custom', input: <OrgTreeSelect /> } },
    { key: 'siteId', label: 'reports:field.site', searchOnly: true, search: { type: 'custom', input: <SiteSelect /> } },
    { key: 'deviceCode', label: 'reports:field.deviceCode', searchOnly: true, search: 'text' },
  ];
}

/** Money of several currencies, one line each (never added together). */
export function MoneyLines({ money, pick }: { money: readonly ReportMoney[]; pick: 'revenue' | 'received' | 'refunded' }) {
  if (money.length === 0) return <span>—</span>;
  const lang = currentLang();
  return (
    <>
      {money.map((m) => (
        <div key={m.currency}>{formatMoney(m[pick], m.currency, lang)}</div>
      ))}
    </>
  );
}
