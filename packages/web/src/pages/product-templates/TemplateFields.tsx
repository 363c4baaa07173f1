import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  type DeviceGoodsCandidate,
  type TemplateDetail,
  type TemplateRow,
  DEVICE_GOODS_LIMITS,
  TEMPLATE_API,
  TEMPLATE_LIMITS,
  templateSaveSchema,
} from '@vr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Form, Input, InputNumber, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { get } from '../../api/request';
import { useSchemaItems } from '../../components/list-page';
import { OrgTreeSelect } from '../../components/org-tree-select';
import { useAppStore } from '../../stores/app';
import { ModelSelect } from '../device-models';

/** The template form: name, customer, model, capacity, material set, remark, and its products with prices. */
export function TemplateFields({ template }: { template: TemplateRow | null }) {
  const { t } = useTranslation(['deviceGoods', 'common']);
  const lang = useAppStore((s) => s.language);
  const form = Form.useFormInstance();
  const item = useSchemaItems(templateSaveSchema, 'deviceGoods');
  const modelId = Form.useWatch('modelId', form) as number | undefined;
  const orgId = Form.useWatch('orgId', form) as number | undefined;
  const detail = useQuery({
    queryKey: ['goods-template-detail', template?.id, lang],
    enabled: !!template,
    queryFn: async () => (await get<TemplateDetail>(TEMPLATE_API.detail, { id: template!.id })).data!,
    gcTime: 0,
  });
  useEffect(() => {
    if (detail.data)
      form.setFieldValue(
        'items',
        detail.data.items.map(({ slotNo, productId, price }) => ({ slotNo, productId, price })),
      );
  }, [detail.data, form]);
  const products = useQuery({
    queryKey: ['goods-template-products', modelId, orgId ?? template?.orgId ?? null, lang],
    enabled: !!modelId,
    queryFn: async () =>
      (await get<DeviceGoodsCandidate[]>(TEMPLATE_API.productOptions, { modelId, orgId: orgId ?? template?.orgId }, { silent: true }))
        .data ?? [],
  });
  const options = (products.data ?? []).map((p) => ({ value: p.id, label: `${p.productName} (${p.productCode})` }));
  return (
    <>
      {!template &&
        item('orgId', <OrgTreeSelect />, {
          label: 'deviceGoods:template.customer',
          hint: 'deviceGoods:template.customerHint',
          check: false,
        })}
      {item('templateName', <Input count={{ show: true, max: TEMPLATE_LIMITS.name }} data-testid="field-templateName" />, {
        label: 'deviceGoods:template.name',
        required: true,
      })}
      <Flex gap={16} wrap>
        <Form.Item name="modelId" label={t('template.model')} required style={{ minWidth: 240, flex: 1 }}>
          <ModelSelect data-testid="field-modelId" />
        </Form.Item>
        {item('capacity', <InputNumber min={1} max={TEMPLATE_LIMITS.capacity} style={{ width: 120 }} data-testid="field-capacity" />, {
          label: 'deviceGoods:template.capacity',
          required: true,
        })}
      </Flex>
      {item(
        'materialCodes',
        <Select mode="tags" tokenSeparators={[',', ' ']} maxCount={TEMPLATE_LIMITS.materialCodes} data-testid="field-materialCodes" />,
        { label: 'deviceGoods:template.materials', hint: 'deviceGoods:template.materialsHint', check: false },
      )}
      {item('remark', <Input.TextArea rows={2} count={{ show: true, max: TEMPLATE_LIMITS.remark }} />, {
        label: 'deviceGoods:template.remark',
      })}
      <Form.Item label={t('template.items')} required>
        {!modelId && <Alert type="info" showIcon title={t('template.chooseModel')} style={{ marginBottom: 8 }} />}
        <Form.List name="items">
          {(fields, { add, remove }, { errors }) => (
            <Flex vertical gap={4}>
              {fields.map((field, i) => (
                <Flex key={field.key} gap={8} wrap align="start" data-testid={`template-item-${i}`}>
                  <Form.Item name={[field.name, 'slotNo']} style={{ width: 90, marginBottom: 8 }}>
                    <InputNumber min={1} max={DEVICE_GOODS_LIMITS.slot} placeholder={t('col.slot')} style={{ width: '100%' }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'productId']} style={{ flex: 1, minWidth: 180, marginBottom: 8 }}>
                    <Select
                      options={options}
                      showSearch={{ optionFilterProp: 'label' }}
                      placeholder={t('col.product')}
                      data-testid={`template-item-${i}-product`}
                      onChange={(id: number) => {
                        const p = products.data?.find((x) => x.id === id);
                        if (p && form.getFieldValue(['items', field.name, 'price']) == null)
                          form.setFieldValue(['items', field.name, 'price'], p.sellingPrice);
                      }}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'price']} style={{ width: 120, marginBottom: 8 }}>
                    <InputNumber
                      min={0}
                      max={DEVICE_GOODS_LIMITS.price}
                      step={0.5}
                      precision={2}
                      placeholder={t('col.price')}
                      style={{ width: '100%' }}
                      data-testid={`template-item-${i}-price`}
                    />
                  </Form.Item>
                  <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('recipe.remove')} onClick={() => remove(field.name)} />
                </Flex>
              ))}
              <Form.ErrorList errors={errors} />
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                disabled={!modelId}
                data-testid="template-add-item"
                onClick={() => {
                  const used = new Set(((form.getFieldValue('items') ?? []) as Array<{ slotNo?: number }>).map((x) => x.slotNo));
                  let slot = 1;
                  while (used.has(slot)) slot += 1;
                  add({ slotNo: slot });
                }}
              >
                {t('template.addItem')}
              </Button>
            </Flex>
          )}
        </Form.List>
      </Form.Item>
    </>
  );
}
