import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { CUP_SIZES, PRODUCT_LIMITS } from '@vr/contracts';
import { AutoComplete, Button, Card, Checkbox, Col, Empty, Form, Input, InputNumber, Row, Space, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { RecipeMaterialSelect } from './RecipeMaterialSelect';

/** Where a recipe sits in the form's values, e.g. `['recipe']`. */
type Path = (string | number)[];

/** A recipe list's own error (e.g. "needs at least one cup size"), under the list. */
function ListErrors({ errors }: { errors: React.ReactNode[] }) {
  return errors.length ? <Form.ErrorList errors={errors} /> : null;
}

function PourSteps({ name, orgId }: { name: Path; orgId?: number | null }) {
  const { t } = useTranslation('recipe');
  return (
    <Form.List name={[...name, 'steps']}>
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
                  <RecipeMaterialSelect orgId={orgId} data-testid={`step-${i}-material`} aria-label={t('field.materialCode')} />
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

function CupSizes({ name }: { name: Path }) {
  const { t } = useTranslation('recipe');
  return (
    <Form.List name={[...name, 'cupSizes']}>
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
  const { t } = useTranslation('recipe');
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

function Tastes({ name }: { name: Path }) {
  const { t } = useTranslation('recipe');
  return (
    <Form.List name={[...name, 'tastes']}>
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

export interface RecipeEditorProps {
  /** Where the recipe sits in the form's values (e.g. `['recipe']`): the server's field errors (`recipe.steps.1.pourOrder`) land next to their inputs. */
  name: Path;
  /** The customer whose raw materials the pour steps choose from; undefined = every material the caller sees. */
  orgId?: number | null;
}

/**
 * Edits a recipe inside an antd form: pour steps (material chosen among the customer's raw
 * materials), cup sizes and taste categories with their options. The shared `recipeSchema`
 * judges it on submit and on the server; a list's own error (no cup size) shows under the list.
 * Used by the product drawer and by a machine's own recipe.
 */
export function RecipeEditor({ name, orgId }: RecipeEditorProps) {
  const { t } = useTranslation('recipe');
  return (
    <div data-testid="recipe-editor">
      <Typography.Paragraph type="secondary">{t('hint.freshRecipe')}</Typography.Paragraph>
      <Typography.Title level={5}>{t('section.steps')}</Typography.Title>
      <PourSteps name={name} orgId={orgId} />
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('section.cupSizes')}
      </Typography.Title>
      <CupSizes name={name} />
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('section.tastes')}
      </Typography.Title>
      <Tastes name={name} />
    </div>
  );
}
