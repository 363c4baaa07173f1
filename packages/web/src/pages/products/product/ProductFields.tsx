import { PRODUCT_LIMITS, PRODUCT_TYPES, productSaveSchema } from '@vr/contracts';
import { Col, Divider, Form, Input, InputNumber, Radio, Select, type SelectProps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormSection, requiredRule, useSchemaItems } from '../../../components/list-page';
import { OrgTreeSelect, useChoosesCustomer } from '../../../components/org-tree-select';
import { RecipeEditor } from '../../../components/recipe-editor';
import { ImageUpload } from '../../../components/upload';
import { ModelMultiSelect, ProductClassSelect } from './selects';

const THIRD = { xs: 24, sm: 12, lg: 8 };
const HALF = { xs: 24, sm: 12 };
const WHOLE = { xs: 24 };

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
  const item = useSchemaItems(productSaveSchema, 'products');
  const text = (name: string, max: number, required = false) =>
    item(name, <Input maxLength={max} data-testid={`field-${name}`} />, { required, col: THIRD });
  const money = (name: string, required = false) =>
    item(
      name,
      <InputNumber min={0} max={PRODUCT_LIMITS.price} step={0.5} precision={2} style={{ width: '100%' }} data-testid={`field-${name}`} />,
      { required, col: THIRD },
    );
  const tags = (name: 'barcodes' | 'cupCovers', props: SelectProps) => (
    <Select mode="tags" open={false} suffixIcon={null} {...props} data-testid={`field-${name}`} />
  );
  return (
    <>
      <FormSection title={t('products:section.basic')}>
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
        {item('productCode', <Input maxLength={PRODUCT_LIMITS.code} data-testid="field-productCode" />, {
          required: true,
          hint: 'code',
          col: THIRD,
        })}
        {text('productName', PRODUCT_LIMITS.name, true)}
        {text('productNameEn', PRODUCT_LIMITS.name)}
        {text('productNameEs', PRODUCT_LIMITS.name)}
        {text('productNameJa', PRODUCT_LIMITS.name)}
        {text('thirdCode', PRODUCT_LIMITS.thirdCode)}
        {item(
          'productType',
          <Radio.Group
            data-testid="field-productType"
            options={PRODUCT_TYPES.map((v) => ({ value: v, label: t(`products:type.${v}`) }))}
            optionType="button"
          />,
          { required: true, col: THIRD },
        )}
        {item('productClassId', <ProductClassSelect orgId={orgId} data-testid="field-productClassId" />, { col: THIRD })}
        {item('modelIds', <ModelMultiSelect orgId={orgId} data-testid="field-modelIds" />, { required: true, col: THIRD })}
        {money('sellingPrice', true)}
        {money('originalPrice')}
        {text('specification', PRODUCT_LIMITS.specification)}
        {text('productNetContent', PRODUCT_LIMITS.netContent)}
        {item('barcodes', tags('barcodes', { tokenSeparators: [',', ' '] }), { hint: true, col: { xs: 24, lg: 16 } })}
        {item('cupCovers', tags('cupCovers', { maxCount: PRODUCT_LIMITS.cupCovers, tokenSeparators: [','] }), {
          extra: t('products:hint.cupCovers', { max: PRODUCT_LIMITS.cupCovers }),
          col: WHOLE,
        })}
        {item('description', <Input.TextArea rows={3} showCount maxLength={PRODUCT_LIMITS.description} data-testid="field-description" />, {
          col: WHOLE,
        })}
      </FormSection>
      <FormSection title={t('products:section.images')}>
        {item('mainImage', <ImageUpload use="productImage" dataField="mainImage" />, { extra: <ImageHint />, check: false, col: HALF })}
        {item('detailImage', <ImageUpload use="productImage" dataField="detailImage" />, { extra: <ImageHint />, check: false, col: HALF })}
      </FormSection>

      <Divider titlePlacement="start" plain>
        {t('products:section.recipe')}
      </Divider>
      <RecipeEditor name={['recipe']} orgId={orgId} />
    </>
  );
}
