import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { CUP_SIZES, PRODUCT_LIMITS, PRODUCT_TYPES, productSaveSchema } from '@vr/contracts';
import {
  AutoComplete,
  Button,
  Card,
  Checkbox,
  Col,
  Divider,
  Empty,
  Form,
  Input,
  InputNumber,
  Radio,
  Row,
  Select,
  Space,
  Switch,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../components/list-page';
import { ImageUpload } from '../../../components/upload';
import { useAppStore } from '../../../stores/app';
import { MaterialCodeSelect, ModelMultiSelect, ProductClassSelect } from './selects';

const half = { xs: 24, sm: 12, lg: 8 };

/** The suggested image sizes, shown next to each upload. */
function ImageHint() {
  const { t } = useTranslation('products');
  return <Typography.Text type="secondary">{t('hint.imageSize')}</Typography.Text>;
}

/** A recipe list's own error (e.g. "needs at least one cup size"), under the list. */
function ListErrors({ errors }: { errors: React.ReactNode[] }) {
  return errors.length ? <Form.ErrorList errors={errors} /> : null;
}

function PourSteps() {
  const { t } = useTranslation('products');
  return (
    <Form.List name={['recipe', 'steps']}>
      {(fields, { add, remove }, { errors }) => (
        <div data-testid="recipe-steps">
          {fields.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty.steps')} />}
          {fields.map((field, i) => (
            <Row key={field.key} gutter={8} align="top" data-testid={`step-${i}`}>
              <Col xs={12} sm={4}>
                <Form.Item
                  name={[field.name, 'pourOrder']}
                  label={i === 0 ? t('field.pourOrder') : undefined}
                  aria-label={t('field.pourOrder')}
                >
                  <InputNumber min={1} max={PRODUCT_LIMITS.pourOrder} style={{ width: '100%' }} data-testid={`step-${i}-pourOrder`} />
                </Form.Item>
              </Col>
              <Col xs={12} sm={8}>
                <Form.Item name={[field.name, 'materialCode']} label={i === 0 ? t('field.materialCode') : undefined}>
                  <MaterialCodeSelect data-testid={`step-${i}-material`} aria-label={t('field.materialCode')} />
                </Form.Item>
              </Col>
              <Col xs={10} sm={5}>
                <Form.Item name={[field.name, 'water']} label={i === 0 ? t('field.water') : undefined}>
                  <InputNumber min={0} max={PRODUCT_LIMITS.water} style={{ width: '100%' }} data-testid={`step-${i}-water`} />
                </Form.Item>
              </Col>
              <Col xs={10} sm={5}>
                <Form.Item name={[field.name, 'amount']} label={i === 0 ? t('field.amount') : undefined}>
                  <InputNumber min={0} max={PRODUCT_LIMITS.amount} style={{ width: '100%' }} data-testid={`step-${i}-amount`} />
                </Form.Item>
              </Col>
              <Col xs={4} sm={2} style={i === 0 ? { paddingTop: 30 } : undefined}>
                <Button icon={<DeleteOutlined />} aria-label={t('action.remove')} onClick={() => remove(field.name)} danger type="text" />
              </Col>
            </Row>
          ))}
          <ListErrors errors={errors} />
          <Button
            icon={<PlusOutlined />}
            disabled={fields.length >= PRODUCT_LIMITS.steps}
            data-testid="add-step"
            onClick={() => add({ pourOrder: fields.length + 1, water: 0, amount: 0 })}
          >
            {t('action.addStep')}
          </Button>
        </div>
      )}
    </Form.List>
  );
}

function CupSizes() {
  const { t } = useTranslation('products');
  return (
    <Form.List name={['recipe', 'cupSizes']}>
      {(fields, { add, remove }, { errors }) => (
        <div data-testid="recipe-cup-sizes">
          {fields.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty.cupSizes')} />}
          {fields.map((field, i) => (
            <Row key={field.key} gutter={8} align="top">
              <Col xs={10} sm={8}>
                <Form.Item name={[field.name, 'size']} label={i === 0 ? t('field.size') : undefined}>
                  <AutoComplete options={CUP_SIZES.map((s) => ({ value: s }))} data-testid={`cup-${i}-size`} />
                </Form.Item>
              </Col>
              <Col xs={10} sm={8}>
                <Form.Item name={[field.name, 'extraPrice']} label={i === 0 ? t('field.extraPrice') : undefined}>
                  <InputNumber min={0} step={0.5} precision={2} style={{ width: '100%' }} data-testid={`cup-${i}-extraPrice`} />
                </Form.Item>
              </Col>
              <Col xs={4} sm={2} style={i === 0 ? { paddingTop: 30 } : undefined}>
                <Button icon={<DeleteOutlined />} aria-label={t('action.remove')} onClick={() => remove(field.name)} danger type="text" />
              </Col>
            </Row>
          ))}
          <ListErrors errors={errors} />
          <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
            {t('hint.cupSize')}
          </Typography.Paragraph>
          <Button
            icon={<PlusOutlined />}
            disabled={fields.length >= PRODUCT_LIMITS.cupSizes}
            data-testid="add-cup-size"
            onClick={() => add({ size: CUP_SIZES[Math.min(fields.length, CUP_SIZES.length - 1)], extraPrice: 0 })}
          >
            {t('action.addCupSize')}
          </Button>
        </div>
      )}
    </Form.List>
  );
}

function TasteOptions({ category, index }: { category: number; index: number }) {
  const { t } = useTranslation('products');
  return (
    <Form.List name={[category, 'options']}>
      {(fields, { add, remove }, { errors }) => (
        <>
          {fields.map((field, i) => (
            <Row key={field.key} gutter={8} align="top">
              <Col xs={12} sm={5}>
                <Form.Item name={[field.name, 'code']} label={i === 0 ? t('field.optionCode') : undefined}>
                  <Input maxLength={PRODUCT_LIMITS.tasteCode} data-testid={`taste-${index}-option-${i}-code`} />
                </Form.Item>
              </Col>
              <Col xs={12} sm={8}>
                <Form.Item name={[field.name, 'name']} label={i === 0 ? t('field.optionName') : undefined}>
                  <Input maxLength={PRODUCT_LIMITS.tasteName} data-testid={`taste-${index}-option-${i}-name`} />
                </Form.Item>
              </Col>
              <Col xs={8} sm={4}>
                <Form.Item name={[field.name, 'isDefault']} valuePropName="checked" label={i === 0 ? t('field.isDefault') : undefined}>
                  <Checkbox data-testid={`taste-${index}-option-${i}-default`} />
                </Form.Item>
              </Col>
              <Col xs={12} sm={5}>
                <Form.Item name={[field.name, 'extraPrice']} label={i === 0 ? t('field.extraPrice') : undefined}>
                  <InputNumber
                    min={0}
                    step={0.5}
                    precision={2}
                    style={{ width: '100%' }}
                    data-testid={`taste-${index}-option-${i}-extraPrice`}
                  />
                </Form.Item>
              </Col>
              <Col xs={4} sm={2} style={i === 0 ? { paddingTop: 30 } : undefined}>
                <Button icon={<DeleteOutlined />} aria-label={t('action.remove')} onClick={() => remove(field.name)} danger type="text" />
              </Col>
            </Row>
          ))}
          <ListErrors errors={errors} />
          <Button
            size="small"
            icon={<PlusOutlined />}
            disabled={fields.length >= PRODUCT_LIMITS.tasteOptions}
            data-testid={`taste-${index}-add-option`}
            onClick={() => add({ isDefault: false, extraPrice: 0 })}
          >
            {t('action.addOption')}
          </Button>
        </>
      )}
    </Form.List>
  );
}

function Tastes() {
  const { t } = useTranslation('products');
  return (
    <Form.List name={['recipe', 'tastes']}>
      {(fields, { add, remove }, { errors }) => (
        <div data-testid="recipe-tastes">
          {fields.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty.tastes')} />}
          <Space direction="vertical" style={{ width: '100%' }} size={12}>
            {fields.map((field, i) => (
              <Card
                key={field.key}
                size="small"
                data-testid={`taste-${i}`}
                title={
                  <Form.Item name={[field.name, 'name']} style={{ margin: '8px 0' }}>
                    <Input placeholder={t('field.tasteName')} maxLength={PRODUCT_LIMITS.tasteName} data-testid={`taste-${i}-name`} />
                  </Form.Item>
                }
                extra={
                  <Button icon={<DeleteOutlined />} aria-label={t('action.remove')} onClick={() => remove(field.name)} danger type="text" />
                }
              >
                <Space wrap size={16} style={{ marginBottom: 8 }}>
                  <Form.Item
                    name={[field.name, 'required']}
                    valuePropName="checked"
                    label={t('field.required')}
                    style={{ marginBottom: 0 }}
                  >
                    <Switch size="small" />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'multiple']}
                    valuePropName="checked"
                    label={t('field.multiple')}
                    style={{ marginBottom: 0 }}
                  >
                    <Switch size="small" />
                  </Form.Item>
                  <Form.Item name={[field.name, 'sort']} label={t('field.sort')} style={{ marginBottom: 0 }}>
                    <InputNumber min={0} max={999} style={{ width: 80 }} />
                  </Form.Item>
                </Space>
                <TasteOptions category={field.name} index={i} />
              </Card>
            ))}
          </Space>
          <ListErrors errors={errors} />
          <Button
            style={{ marginTop: 12 }}
            icon={<PlusOutlined />}
            disabled={fields.length >= PRODUCT_LIMITS.tasteCategories}
            data-testid="add-taste"
            onClick={() => add({ required: false, multiple: false, sort: fields.length, options: [{ isDefault: true, extraPrice: 0 }] })}
          >
            {t('action.addTaste')}
          </Button>
        </div>
      )}
    </Form.List>
  );
}

/** The product drawer: basic information, images, and the base recipe (pour steps, cup sizes, tastes). */
export function ProductFields() {
  const { t } = useTranslation(['products', 'common']);
  const lang = useAppStore((s) => s.language);
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
            <ProductClassSelect data-testid="field-productClassId" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="modelIds" label={t('products:field.modelIds')} required rules={rule('modelIds')}>
            <ModelMultiSelect data-testid="field-modelIds" />
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
      <Typography.Paragraph type="secondary">{t('products:hint.freshRecipe')}</Typography.Paragraph>
      <Typography.Title level={5}>{t('products:section.steps')}</Typography.Title>
      <PourSteps />
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('products:section.cupSizes')}
      </Typography.Title>
      <CupSizes />
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('products:section.tastes')}
      </Typography.Title>
      <Tastes />
    </>
  );
}
