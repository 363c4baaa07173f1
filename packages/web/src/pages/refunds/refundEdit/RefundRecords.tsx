import { REFUND_API, REFUND_PERMS, REFUND_RECORD_STATUS, type RefundRecord } from '@vr/contracts';
import { Button, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { post } from '../../../api/request';
import { useHasPermission } from '../../../components/authorized/use-permission';
import { feedback } from '../../../components/list-page/feedback';
import { useAppStore } from '../../../stores/app';
import { formatDateTime } from '../../../utils/format';
import { formatMoney } from '../../../utils/money';
import { codedLabel, CodedTag } from '../../../components/coded-tag';

/** The refund records of one order; a refund still under way can be queried at the provider (with confirmation). */
export function RefundRecords({ records, onChange }: { records: RefundRecord[]; onChange(): void }) {
  const { t } = useTranslation('refunds');
  const lang = useAppStore((s) => s.language);
  const canQuery = useHasPermission(REFUND_PERMS.query);
  const query = (r: RefundRecord) =>
    feedback.confirm({
      title: t('action.query'),
      content: t('action.queryConfirm', { code: r.refundCode }),
      onOk: async () => {
        const record = (await post<RefundRecord>(REFUND_API.query, { refundCode: r.refundCode })).data!;
        feedback.success(t('action.queried', { code: r.refundCode, status: codedLabel(REFUND_RECORD_STATUS, record.status, lang) }));
        onChange();
      },
    });
  const columns: TableColumnsType<RefundRecord> = [
    { title: t('field.createTime'), dataIndex: 'createTime', width: 150, render: (v: string) => formatDateTime(v) },
    { title: t('field.refundCode'), dataIndex: 'refundCode', width: 210, responsive: ['md'] },
    {
      title: t('field.amount'),
      dataIndex: 'amount',
      width: 100,
      align: 'right',
      render: (_, r) => formatMoney(r.amount, r.currency, lang),
    },
    {
      title: t('field.items'),
      key: 'items',
      ellipsis: true,
      responsive: ['lg'],
      render: (_, r) => r.items.map((i) => `${i.goodsName} ${formatMoney(i.amount, r.currency, lang)}`).join(', '),
    },
    { title: t('field.reason'), dataIndex: 'reason', ellipsis: true, responsive: ['md'] },
    { title: t('field.refunder'), dataIndex: 'refunder', width: 110, responsive: ['md'] },
    {
      // The status, and for a refund still under way the query beside it (one column, so it fits a phone).
      title: t('field.status'),
      dataIndex: 'status',
      width: 120,
      render: (s: number, r) => (
        <span title={r.failureMessage ?? undefined}>
          <CodedTag statuses={REFUND_RECORD_STATUS} code={s} />
          {canQuery && s === REFUND_RECORD_STATUS.refunding.code ? (
            <Button type="link" size="small" onClick={() => query(r)} data-testid={`refund-query-${r.refundCode}`}>
              {t('action.query')}
            </Button>
          ) : null}
        </span>
      ),
    },
  ];
  return (
    <Table<RefundRecord>
      rowKey="id"
      size="small"
      pagination={false}
      columns={columns}
      dataSource={records}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('edit.noRecords') }}
      data-testid="refund-records"
    />
  );
}
