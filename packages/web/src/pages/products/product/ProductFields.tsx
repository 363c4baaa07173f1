import { PRODUCT_LIMITS, PRODUCT_TYPES, productSaveSchema } from '@vr/contracts';
import { Col, Divider, Form, Input, InputNumber, Radio, Row, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { requiredRule, zodRule } from '../../../components/list-page';
import { OrgTreeSelect, useChoosesCustomer } from '../../../components/org-tree-select';
import { RecipeEditor } from '../../../components/recipe-editor';
import { ImageUpload } from '../../../components/upload';
import { useAppStore } from '../../../stores/app';
import { ModelMultiSelect, ProductClassSelect } from './selects';

const half = { xs: 24, sm: 12, lg: 8 };

/** The suggested image sizes, shown next to each upload. */
function ImageHint() {
  const { t } = useTranslation('products');
  return <Typography.Text type="secondary">{t('hint.imageSize')}</Typography.Text>;
}

/**
 * The product drawer: basic information, images, and the base recipe (pour steps, cup sizes,
 * tastes). A platform account first chooses the customer the product belongs to (fixed once
 * saved); the category, model and material choices are then that customer's.
 */
export function ProductFields({ editing }: { editing: boolean }) {
  const { t } = useTranslation(['products', 'common']);
  const lang = useAppStore((s) => s.language);
  const form = Form.useFormInstance();
  const orgId = Form.useWatch('orgId', { form, preserve: true }) as number | undefined;
  const choosesCustomer = useChoosesCustomer();
  // Another customer's category, models and materials do not apply: the choices start over.
  const customerChanged = () => {
    const steps = (form.getFieldValue(['recipe', 'steps']) ?? []) as object[];
    form.setFieldsValue({
      productClassId: undefined,
      modelIds: [],
      recipe: { steps: steps.map((step) => ({ ...step, materialCode: undefined })) },
    });
  };
  const rule = (name: string) => [zodRule(productSaveSchema, name, lang)];
  const text = (name: string, max: number, required = false) => (
    <Form.Item name={name} label={t(`products:field.${name}` as never)} required={required} rules={rule(name)}>
      <Input maxLength={max} data-testid={`field-${name}`} />
    </Form.Item>
  );
  const money = (name: string, required = false) => (
    <Form.Item name={name} label={t(`products:field.${name}` as never)} required={required} rules={rule(name)}>
      <InputNumber min={0} max={PRODUCT_LIMITS.price} step={0.5} precision={2} style={{ width: '100%' }} data-testid={`field-${name}`} />
    </Form.Item>
  );
  return (
    <>
      <Divider titlePlacement="start" plain>
        {t('products:section.basic')}
      </Divider>
      <Row gutter={16}>
        {choosesCustomer && (
          <Col xs={24} lg={16}>
            <Form.Item
              name="orgId"
              label={t('products:field.customer')}
              required
              rules={editing ? [] : [requiredRule(t('common:form.chooseCustomer'))]}
            >
              <OrgTreeSelect disabled={editing} onChange={customerChanged} />
            </Form.Item>
          </Col>
        )}
        <Col {...half}>
          <Form.Item
            name="productCode"
            label={t('products:field.productCode')}
            required
            rules={rule('productCode')}
            extra={t('products:hint.code')}
          >
            <Input maxLength={PRODUCT_LIMITS.code} data-testid="field-productCode" />
          </Form.Item>
        </Col>
        <Col {...half}>{text('productName', PRODUCT_LIMITS.name, true)}</Col>
        <Col {...half}>{text('productNameEn', PRODUCT_LIMITS.name)}</Col>
        <Col {...half}>{text('productNameEs', PRODUCT_LIMITS.name)}</Col>
        <Col {...half}>{text('productNameJa', PRODUCT_LIMITS.name)}</Col>
        <Col {...half}>{text('thirdCode', PRODUCT_LIMITS.thirdCode)}</Col>
        <Col {...half}>
          <Form.Item name="productType" label={t('products:field.productType')} required rules={rule('productType')}>
            <Radio.Group
              data-testid="field-productType"
              options={PRODUCT_TYPES.map((v) => ({ value: v, label: t(`products:type.${v}`) }))}
              optionType="button"
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="productClassId" label={t('products:field.productClassId')} rules={rule('productClassId')}>
            <ProductClassSelect orgId={orgId} data-testid="field-productClassId" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="modelIds" label={t('products:field.modelIds')} required rules={rule('modelIds')}>
            <ModelMultiSelect orgId={orgId} data-testid="field-modelIds" />
          </Form.Item>
        </Col>
        <Col {...half}>{money('sellingPrice', true)}</Col>
        <Col {...half}>{money('originalPrice')}</Col>
        <Col {...half}>{text('specification', PRODUCT_LIMITS.specification)}</Col>
        <Col {...half}>{text('productNetContent', PRODUCT_LIMITS.netContent)}</Col>
        <Col xs={24} lg={16}>
          <Form.Item name="barcodes" label={t('products:field.barcodes')} rules={rule('barcodes')} extra={t('products:hint.barcodes')}>
            <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={[',', ' ']} data-testid="field-barcodes" />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item
            name="cupCovers"
            label={t('products:field.cupCovers')}
            rules={rule('cupCovers')}
            extra={t('products:hint.cupCovers', { max: PRODUCT_LIMITS.cupCovers })}
          >
            <Select
              mode="tags"
              open={false}
              suffixIcon={null}
              maxCount={PRODUCT_LIMITS.cupCovers}
              tokenSeparators={[',']}
              data-testid="field-cupCovers"
            />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="description" label={t('products:field.description')} rules={rule('description')}>
            <Input.TextArea rows={3} showCount maxLength={PRODUCT_LIMITS.description} data-testid="field-description" />
          </Form.Item>
        </Col>
      </Row>

      <Divider titlePlacement="start" plain>
        {t('products:section.images')}
      </Divider>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="mainImage" label={t('products:field.mainImage')} extra={<ImageHint />}>
            <ImageUpload use="productImage" dataField="mainImage" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="detailImage" label={t('products:field.detailImage')} extra={<ImageHint />}>
            <ImageUpload use="productImage" dataField="detailImage" />
          </Form.Item>
        </Col>
      </Row>

      <Divider titlePlacement="start" plain>
        {t('products:section.recipe')}
      </Divider>
      <RecipeEditor name={['recipe']} orgId={orgId} />
    </>
  );
}
