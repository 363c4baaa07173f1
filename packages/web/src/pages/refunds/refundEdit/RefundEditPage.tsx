import {
  ORDER_ITEM_STATUS,
  PAY_STATUS,
  REFUND_API,
  REFUND_LIMITS,
  REFUND_PERMS,
  REFUND_RECORD_STATUS,
  REFUND_STATUS,
  type FieldError,
  type RefundRecord,
  type RefundableItem,
  type RefundableOrder,
  fromCents,
  refundRequestSchema,
  toCents,
  validate,
} from '@vr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, InputNumber, Result, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { get, post } from '../../../api/request';
import { fieldErrorsOf } from '../../../api/request-error';
import { useHasPermission } from '../../../components/authorized/use-permission';
import { feedback } from '../../../components/list-page/feedback';
import { useAppStore } from '../../../stores/app';
import { formatMoney } from '../../../utils/money';
import { codedLabel, CodedTag } from '../../../components/coded-tag';
import { OrderSummary } from './OrderSummary';
import { RefundRecords } from './RefundRecords';

/** Where a field error of the refund call shows: the items table, one item's amount, the total or the reason. */
function placeErrors(errors: readonly FieldError[], chosen: number[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of errors) {
    const item = /^refundItems\.(\d+)\.refundAmount$/.exec(e.field);
    const key = item ? `item:${chosen[Number(item[1])]}` : e.field.startsWith('refundItems') ? 'refundItems' : e.field;
    out[key] ??= e.message;
  }
  return out;
}

/** A form item marked with its error, if it has one. */
const fieldError = (error: string | undefined) => ({ validateStatus: error ? ('error' as const) : undefined, help: error });

/** The refund form of one order: choose products and amounts, give a reason, confirm; then its refund records. */
export default function RefundEditPage() {
  const { t } = useTranslation('refunds');
  const lang = useAppStore((s) => s.language);
  const orderId = Number(useParams().orderId);
  const canRefund = useHasPermission(REFUND_PERMS.add);
  const order = useQuery({
    queryKey: ['refund-order', orderId],
    queryFn: async () => (await get<RefundableOrder>(REFUND_API.order, { orderId })).data!,
  });
  const [chosen, setChosen] = useState<number[]>([]);
  const [amounts, setAmounts] = useState<Record<number, number | null>>({});
  const [freeTotal, setFreeTotal] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  if (order.isError) return <Result status="warning" title={String((order.error as Error).message)} />;
  const o = order.data;
  if (!o) return <Card loading />;
  const money = (n: number) => formatMoney(n, o.currency, lang);

  const free = o.freePayment;
  const total = free ? freeTotal : fromCents(chosen.reduce((n, id) => n + toCents(amounts[id] ?? 0), 0));
  const refundable = o.payStatus === PAY_STATUS.paid.code && o.refundableAmount > 0;

  const choose = (ids: number[]) => {
    setChosen(ids);
    // A newly chosen product starts at what is left of it.
    setAmounts((prev) => {
      const next = { ...prev };
      for (const id of ids) if (next[id] === undefined) next[id] = o.items.find((i) => i.itemId === id)?.refundableAmount ?? null;
      return next;
    });
  };

  const payload = () => ({
    orderId: o.orderId,
    refundItems: chosen.map((itemId) => (free ? { itemId } : { itemId, refundAmount: amounts[itemId] ?? undefined })),
    refundAmount: total ?? undefined,
    refundReason: reason,
  });

  const submit = () => {
    const checked = validate(refundRequestSchema, payload(), lang);
    if (!checked.success) {
      setErrors(placeErrors(checked.errors, chosen));
      return;
    }
    setErrors({});
    feedback.confirm({
      title: t('edit.submit'),
      content: t('edit.confirm', { amount: money(checked.data.refundAmount), code: o.orderCode }),
      okButtonProps: { danger: true, 'data-testid': 'refund-confirm-ok' } as never,
      onOk: async () => {
        setSaving(true);
        try {
          const record = (await post<RefundRecord>(REFUND_API.refund, checked.data)).data!;
          feedback.success(t('edit.done', { code: record.refundCode, status: codedLabel(REFUND_RECORD_STATUS, record.status, lang) }));
          setChosen([]);
          setAmounts({});
          setFreeTotal(null);
          setReason('');
          await order.refetch();
        } catch (error) {
          setErrors(placeErrors(fieldErrorsOf(error), chosen));
          await order.refetch();
        } finally {
          setSaving(false);
        }
      },
    });
  };

  const columns: TableColumnsType<RefundableItem> = [
    { title: t('edit.product'), dataIndex: 'goodsName', ellipsis: true },
    { title: t('edit.cupSize'), dataIndex: 'cupSize', width: 70, responsive: ['md'] },
    { title: t('edit.quantity'), dataIndex: 'quantity', width: 60, align: 'right', responsive: ['md'] },
    { title: t('edit.itemAmount'), dataIndex: 'amount', width: 90, align: 'right', render: money, responsive: ['sm'] },
    {
      title: t('edit.itemStatus'),
      dataIndex: 'status',
      width: 110,
      responsive: ['lg'],
      render: (s: number) => <CodedTag statuses={ORDER_ITEM_STATUS} code={s} />,
    },
    { title: t('edit.itemRefunded'), dataIndex: 'refundedAmount', width: 90, align: 'right', render: money, responsive: ['md'] },
    { title: t('edit.itemRefundable'), dataIndex: 'refundableAmount', width: 90, align: 'right', render: money },
    {
      title: t('field.status'),
      dataIndex: 'refundStatus',
      width: 130,
      responsive: ['lg'],
      render: (s: number) => <CodedTag statuses={REFUND_STATUS} code={s} />,
    },
    ...(free
      ? []
      : [
          {
            title: t('edit.itemRefund'),
            key: 'refund',
            width: 120,
            render: (_: unknown, item: RefundableItem) => (
              <Form.Item style={{ margin: 0 }} {...fieldError(errors[`item:${item.itemId}`])}>
                <InputNumber
                  min={0}
                  step={0.01}
                  precision={2}
                  disabled={!chosen.includes(item.itemId)}
                  value={chosen.includes(item.itemId) ? amounts[item.itemId] : null}
                  onChange={(v) => setAmounts((prev) => ({ ...prev, [item.itemId]: v }))}
                  data-testid={`refund-item-amount-${item.itemId}`}
                  style={{ width: '100%' }}
                />
              </Form.Item>
            ),
          },
        ]),
  ];

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="refund-edit-page">
      <OrderSummary order={o} money={money} />
      {canRefund && (
        <Card size="small" title={t('edit.submit')}>
          {o.payStatus !== PAY_STATUS.paid.code && <Alert type="warning" showIcon message={t('edit.notPaid')} />}
          {o.payStatus === PAY_STATUS.paid.code && !refundable && <Alert type="info" showIcon message={t('edit.nothingLeft')} />}
          {refundable && (
            <Form layout="vertical" component="div">
              {free && <Alert type="info" showIcon message={t('edit.freePayment')} style={{ marginBottom: 12 }} />}
              <Form.Item {...fieldError(errors.refundItems)} style={{ marginBottom: 12 }}>
                <Table<RefundableItem>
                  rowKey="itemId"
                  size="small"
                  pagination={false}
                  columns={columns}
                  dataSource={o.items}
                  scroll={{ x: 'max-content' }}
                  rowSelection={{
                    selectedRowKeys: chosen,
                    onChange: (keys) => choose(keys.map(Number)),
                    getCheckboxProps: (item) =>
                      ({ disabled: item.refundableAmount <= 0, 'data-testid': `refund-item-${item.itemId}` }) as never,
                  }}
                  data-testid="refund-items"
                />
              </Form.Item>
              <Form.Item label={t('edit.total')} required {...fieldError(errors.refundAmount)}>
                <InputNumber
                  min={0}
                  step={0.01}
                  precision={2}
                  readOnly={!free}
                  value={total}
                  onChange={(v) => setFreeTotal(v)}
                  data-testid="refund-total"
                  style={{ width: 200 }}
                />
              </Form.Item>
              <Form.Item label={t('edit.reason')} required {...fieldError(errors.refundReason)}>
                <Input.TextArea
                  rows={2}
                  maxLength={REFUND_LIMITS.reason}
                  showCount
                  placeholder={t('edit.reasonPlaceholder')}
                  value={reason}
                  onChange={(e) => setReason(e.target.value)}
                  data-testid="refund-reason"
                />
              </Form.Item>
              <Button type="primary" danger loading={saving} onClick={submit} data-testid="refund-submit">
                {t('edit.submit')}
              </Button>
            </Form>
          )}
        </Card>
      )}
      <Card size="small" title={t('edit.records')}>
        <RefundRecords records={o.records} onChange={() => void order.refetch()} />
      </Card>
    </Space>
  );
}
