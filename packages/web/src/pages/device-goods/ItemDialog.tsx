import {
  type DeviceGoodsDetail,
  type DeviceGoodsItem,
  DEVICE_GOODS_API as API,
  DEVICE_GOODS_LIMITS,
  deviceGoodsItemSaveSchema,
  unmannedItemSaveSchema,
} from '@vr/contracts';
import { Alert, Flex, Form, InputNumber, Modal, Select, Switch } from 'antd';
import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { post } from '../../api/request';
import { useFormSubmit } from '../../components/list-page';
import { useMoney } from '../../utils/use-money';

interface ItemDialogProps {
  detail: DeviceGoodsDetail;
  /** The item edited, null to add one, undefined when closed. */
  item: DeviceGoodsItem | null | undefined;
  onClose(): void;
  onSaved(): void;
}

/**
 * Adds a product to a slot of the machine, or edits an item's slot, product, price and status.
 * An item with a capacity is an unmanned store's cargo lane: finished goods whose stock and
 * capacity are edited here too (saved through saveItemForUnmannedStore, stock at most the
 * capacity). A finished product may be turned into a lane; a lane stays one.
 */
export function ItemDialog({ detail, item, onClose, onSaved }: ItemDialogProps) {
  const { t } = useTranslation('deviceGoods');
  const money = useMoney();
  const [form] = Form.useForm();
  const open = item !== undefined;
  // Filled when the dialog opens, not again when the goods are fetched anew while it is open
  // (that would throw away what the person typed).
  const fill = useEffectEvent(() => {
    form.resetFields();
    if (item)
      form.setFieldsValue({
        slotNo: item.slotNo,
        productId: item.productId,
        price: item.price,
        onSale: item.status === 0,
        lane: item.capacity !== null,
        stock: item.stock ?? 0,
        capacity: item.capacity ?? undefined,
      });
    else {
      const used = new Set(detail.items.map((i) => i.slotNo));
      let slot = 1;
      while (used.has(slot) && slot < DEVICE_GOODS_LIMITS.slot) slot += 1;
      form.setFieldsValue({ slotNo: slot, onSale: true, lane: false, stock: 0 });
    }
  });
  useEffect(() => {
    if (open) fill();
  }, [open, item]);
  const lane = (Form.useWatch('lane', form) as boolean | undefined) === true;
  const { submit, saving, generalErrors, formProps } = useFormSubmit({
    form,
    schema: (lane ? unmannedItemSaveSchema : deviceGoodsItemSaveSchema) as typeof deviceGoodsItemSaveSchema,
    hiddenValues: { deviceId: detail.deviceId, ...(item ? { id: item.id } : {}) },
    toValues: ({ onSale, lane: _lane, stock, capacity, ...rest }) => ({
      ...rest,
      status: onSale === false ? 1 : 0,
      ...(lane ? { stock, capacity } : {}),
    }),
    send: (values) => post(lane ? API.saveItemForUnmannedStore : API.saveItem, values),
    onSaved: () => {
      onSaved();
      onClose();
    },
  });
  const productId = Form.useWatch('productId', form) as number | undefined;
  const chosen = detail.candidates.find((c) => c.id === productId);
  const wasLane = item?.capacity != null;
  // Only finished goods go in a cargo lane; an existing lane stays one.
  const mayBeLane = wasLane || chosen?.productType === 'finished';
  return (
    <Modal
      open={open}
      title={item ? t('item.editTitle', { slot: item.slotNo }) : t('item.addTitle')}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('action.save')}
      cancelText={t('action.cancel')}
      confirmLoading={saving}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'item-save' } as Record<`data-${string}`, string>}
    >
      {generalErrors.length > 0 && <Alert type="error" showIcon title={generalErrors.join('\n')} style={{ marginBottom: 12 }} />}
      <Form {...formProps} form={form} layout="vertical" preserve={false}>
        <Form.Item name="slotNo" label={t('item.slot')} required>
          <InputNumber min={1} max={DEVICE_GOODS_LIMITS.slot} style={{ width: 160 }} data-testid="item-slot" />
        </Form.Item>
        <Form.Item name="productId" label={t('item.product')} required>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            data-testid="item-product"
            onChange={(id: number) => {
              const product = detail.candidates.find((c) => c.id === id);
              if (product && form.getFieldValue('price') == null) form.setFieldValue('price', product.sellingPrice);
            }}
            options={detail.candidates.map((c) => ({ value: c.id, label: `${c.productName} (${c.productCode})` }))}
          />
        </Form.Item>
        <Form.Item
          name="price"
          label={t('item.price', { currency: detail.currency })}
          required
          extra={chosen ? t('item.basePrice', { price: money(chosen.sellingPrice, detail.currency) }) : undefined}
        >
          <InputNumber min={0} max={DEVICE_GOODS_LIMITS.price} step={0.5} precision={2} style={{ width: 160 }} data-testid="item-price" />
        </Form.Item>
        <Form.Item name="onSale" label={t('item.onSale')} valuePropName="checked">
          <Switch data-testid="item-on-sale" />
        </Form.Item>
        {mayBeLane && (
          <Form.Item name="lane" label={t('item.lane')} valuePropName="checked" extra={t('item.laneHint')}>
            <Switch disabled={wasLane} data-testid="item-lane" />
          </Form.Item>
        )}
        {lane && (
          <Flex gap={16} wrap>
            <Form.Item name="stock" label={t('item.stock')} required>
              <InputNumber min={0} max={DEVICE_GOODS_LIMITS.capacity} precision={0} style={{ width: 140 }} data-testid="item-stock" />
            </Form.Item>
            <Form.Item name="capacity" label={t('item.capacity')} required>
              <InputNumber min={1} max={DEVICE_GOODS_LIMITS.capacity} precision={0} style={{ width: 140 }} data-testid="item-capacity" />
            </Form.Item>
          </Flex>
        )}
      </Form>
    </Modal>
  );
}
