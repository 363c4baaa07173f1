import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { type PurchasableMaterial, SUPPLY_API, SUPPLY_LIMITS, purchaseCreateSchema } from '@vr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, InputNumber, Radio, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { get, post } from '../../api/request';
import { FormDrawer, useSchemaItems } from '../../components/list-page';
import { OrgTreeSelect } from '../../components/org-tree-select';
import { useAppStore } from '../../stores/app';
import { useUserStore } from '../../stores/user';
import { moneyOf } from './inputs';

interface PurchaseFormProps {
  onClose(): void;
  /** After the order was placed (the list refreshes; the drawer then closes). */
  onDone(): void;
}

type Line = { materialId?: number; quantity?: number };

/**
 * A new purchase order: the buyer (the platform's accounts choose it; a customer's account buys for
 * its own customer), materials at today's prices with their quantities, how it is paid and where it goes.
 */
export function PurchaseForm({ onClose, onDone }: PurchaseFormProps) {
  const { t } = useTranslation(['supply', 'common']);
  const item = useSchemaItems(purchaseCreateSchema, 'supply');
  const [form] = Form.useForm();
  const lang = useAppStore((s) => s.language);
  const platform = useUserStore((s) => s.session?.userInfo.customerOrgId == null);
  const orgId = Form.useWatch('orgId', form) as number | undefined;
  const lines = (Form.useWatch('items', form) ?? []) as Line[];
  const offer = useQuery({
    queryKey: ['supply-offer', orgId, lang],
    queryFn: async () => (await get<PurchasableMaterial[]>(SUPPLY_API.priceInForce, orgId ? { orgId } : {}, { silent: true })).data ?? [],
    enabled: !platform || orgId !== undefined,
  });
  const byId = new Map((offer.data ?? []).map((m) => [m.materialId, m]));
  const totalCents = lines.reduce((sum, l) => sum + (byId.get(l.materialId ?? 0)?.priceCents ?? 0) * (l.quantity ?? 0), 0);
  const currency = offer.data?.[0]?.currency ?? 'CNY';
  return (
    <FormDrawer
      open
      form={form}
      size={Math.min(640, window.innerWidth)}
      title={t('supply:purchase.add')}
      schema={purchaseCreateSchema}
      initialValues={{ items: [{ quantity: 1 }], payType: 1 }}
      onClose={onClose}
      onSubmit={async (values) => {
        await post(SUPPLY_API.purchaseCreate, values);
        onDone();
      }}
    >
      {platform && item('orgId', <OrgTreeSelect />, { label: 'buyer', required: true, check: false })}
      <Form.Item label={t('supply:field.items')} required name="itemsLabel" data-testid="field-items">
        <Form.List name="items">
          {(fields, { add, remove }) => (
            <Space direction="vertical" style={{ width: '100%' }}>
              {fields.map((field, i) => {
                const line = lines[i];
                const chosen = byId.get(line?.materialId ?? 0);
                return (
                  <Space key={field.key} align="baseline" wrap>
                    <Form.Item name={[field.name, 'materialId']} noStyle>
                      <Select
                        showSearch={{ optionFilterProp: 'label' }}
                        style={{ width: 260, maxWidth: '70vw' }}
                        placeholder={t('supply:field.material')}
                        loading={offer.isLoading}
                        data-testid={`item-material-${i}`}
                        notFoundContent={t('supply:purchase.noPrices')}
                        options={(offer.data ?? []).map((m) => ({
                          value: m.materialId,
                          label: `${m.materialCode} · ${m.materialName} · ${moneyOf(m.priceCents, m.currency)}`,
                        }))}
                      />
                    </Form.Item>
                    <Form.Item name={[field.name, 'quantity']} noStyle>
                      <InputNumber
                        min={1}
                        max={SUPPLY_LIMITS.quantity}
                        precision={0}
                        style={{ width: 90 }}
                        data-testid={`item-quantity-${i}`}
                      />
                    </Form.Item>
                    <Typography.Text type="secondary">
                      {chosen ? moneyOf(chosen.priceCents * (line?.quantity ?? 0), chosen.currency) : ''}
                    </Typography.Text>
                    {fields.length > 1 && (
                      <Button
                        type="text"
                        icon={<DeleteOutlined />}
                        aria-label={t('common:action.delete')}
                        onClick={() => remove(field.name)}
                      />
                    )}
                  </Space>
                );
              })}
              <Space wrap>
                <Button
                  icon={<PlusOutlined />}
                  onClick={() => add({ quantity: 1 })}
                  disabled={fields.length >= SUPPLY_LIMITS.items}
                  data-testid="add-item"
                >
                  {t('supply:purchase.addItem')}
                </Button>
                <Typography.Text strong data-testid="purchase-total">
                  {t('supply:field.total')}: {moneyOf(totalCents, currency)}
                </Typography.Text>
              </Space>
            </Space>
          )}
        </Form.List>
      </Form.Item>
      {item(
        'payType',
        <Radio.Group data-testid="field-payType" options={[1, 3].map((v) => ({ value: v, label: t(`supply:payType.${v}` as never) }))} />,
        { required: true },
      )}
      {item('consignee', <Input maxLength={SUPPLY_LIMITS.consignee} data-testid="field-consignee" />, { required: true })}
      {item('phone', <Input maxLength={SUPPLY_LIMITS.phone} data-testid="field-phone" />, { required: true })}
      {item('address', <Input.TextArea rows={2} maxLength={SUPPLY_LIMITS.address} data-testid="field-address" />, { required: true })}
      {item('remark', <Input.TextArea rows={2} maxLength={SUPPLY_LIMITS.remark} data-testid="field-remark" />)}
    </FormDrawer>
  );
}
