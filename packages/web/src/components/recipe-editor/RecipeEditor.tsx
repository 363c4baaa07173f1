import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { CUP_SIZES, PRODUCT_LIMITS } from '@vr/contracts';
import {
  AutoComplete,
  Button,
  Card,
  Checkbox,
  Col,
  type ColProps,
  Empty,
  Form,
  type FormListFieldData,
  Input,
  InputNumber,
  Row,
  Space,
  Switch,
  Typography,
} from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RecipeMaterialSelect } from './RecipeMaterialSelect';

/** Where a recipe (or one of its lists) sits in the form's values, e.g. `['recipe']`. */
type Path = (string | number)[];

interface RecipeListProps {
  name: Path;
  testId?: string;
  addTestId: string;
  /** The text shown while the list is empty; none = nothing shown. */
  emptyText?: string;
  addLabel: string;
  max: number;
  /** The values of a new row, given how many rows there are. */
  newRow(count: number): object;
  small?: boolean;
  /** Shown between the rows' errors and the add button. */
  hint?: ReactNode;
  children(fields: FormListFieldData[], remove: (index: number) => void): ReactNode;
}

/**
 * One list of a recipe: its rows, an empty state, the list's own error (e.g. "needs at least one
 * cup size") under the rows, and an add button that stops at the list's limit.
 */
function RecipeList({ name, testId, addTestId, emptyText, addLabel, max, newRow, small, hint, children }: RecipeListProps) {
  return (
    <Form.List name={name}>
      {(fields, { add, remove }, { errors }) => (
        <div data-testid={testId}>
          {fields.length === 0 && emptyText && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />}
          {children(fields, remove)}
          {errors.length > 0 && <Form.ErrorList errors={errors} />}
          {hint}
          <Button
            size={small ? 'small' : undefined}
            style={small ? undefined : { marginTop: 8 }}
            icon={<PlusOutlined />}
            disabled={fields.length >= max}
            data-testid={addTestId}
            onClick={() => add(newRow(fields.length))}
          >
            {addLabel}
          </Button>
        </div>
      )}
    </Form.List>
  );
}

function RemoveButton({ onClick }: { onClick(): void }) {
  const { t } = useTranslation('recipe');
  return <Button icon={<DeleteOutlined />} aria-label={t('action.remove')} onClick={onClick} danger type="text" />;
}

/** One input of a list row: labelled on the first row only, the rows below line up under it. */
function Cell({
  first,
  label,
  name,
  col,
  children,
  checkbox,
}: {
  first: boolean;
  label: string;
  name: Path;
  col: ColProps;
  children: ReactNode;
  checkbox?: boolean;
}) {
  return (
    <Col {...col}>
      <Form.Item name={name} label={first ? label : undefined} valuePropName={checkbox ? 'checked' : undefined}>
        {children}
      </Form.Item>
    </Col>
  );
}

/** The row's remove button, level with the inputs of a labelled first row. */
function RemoveCell({ first, onClick }: { first: boolean; onClick(): void }) {
  return (
    <Col xs={4} sm={2} style={first ? { paddingTop: 30 } : undefined}>
      <RemoveButton onClick={onClick} />
    </Col>
  );
}

const wide = { style: { width: '100%' } };

function PourSteps({ name, orgId }: { name: Path; orgId?: number | null }) {
  const { t } = useTranslation('recipe');
  return (
    <RecipeList
      name={[...name, 'steps']}
      testId="recipe-steps"
      addTestId="add-step"
      emptyText={t('empty.steps')}
      addLabel={t('action.addStep')}
      max={PRODUCT_LIMITS.steps}
      newRow={(count) => ({ pourOrder: count + 1, water: 0, amount: 0 })}
    >
      {(fields, remove) =>
        fields.map((field, i) => (
          <Row key={field.key} gutter={8} align="top" data-testid={`step-${i}`}>
            <Cell first={i === 0} label={t('field.pourOrder')} name={[field.name, 'pourOrder']} col={{ xs: 12, sm: 4 }}>
              <InputNumber
                min={1}
                max={PRODUCT_LIMITS.pourOrder}
                {...wide}
                aria-label={t('field.pourOrder')}
                data-testid={`step-${i}-pourOrder`}
              />
            </Cell>
            <Cell first={i === 0} label={t('field.materialCode')} name={[field.name, 'materialCode']} col={{ xs: 12, sm: 8 }}>
              <RecipeMaterialSelect orgId={orgId} aria-label={t('field.materialCode')} data-testid={`step-${i}-material`} />
            </Cell>
            <Cell first={i === 0} label={t('field.water')} name={[field.name, 'water']} col={{ xs: 10, sm: 5 }}>
              <InputNumber min={0} max={PRODUCT_LIMITS.water} {...wide} aria-label={t('field.water')} data-testid={`step-${i}-water`} />
            </Cell>
            <Cell first={i === 0} label={t('field.amount')} name={[field.name, 'amount']} col={{ xs: 10, sm: 5 }}>
              <InputNumber min={0} max={PRODUCT_LIMITS.amount} {...wide} aria-label={t('field.amount')} data-testid={`step-${i}-amount`} />
            </Cell>
            <RemoveCell first={i === 0} onClick={() => remove(field.name)} />
          </Row>
        ))
      }
    </RecipeList>
  );
}

function CupSizes({ name }: { name: Path }) {
  const { t } = useTranslation('recipe');
  return (
    <RecipeList
      name={[...name, 'cupSizes']}
      testId="recipe-cup-sizes"
      addTestId="add-cup-size"
      emptyText={t('empty.cupSizes')}
      addLabel={t('action.addCupSize')}
      max={PRODUCT_LIMITS.cupSizes}
      newRow={(count) => ({ size: CUP_SIZES[Math.min(count, CUP_SIZES.length - 1)], extraPrice: 0 })}
      hint={
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('hint.cupSize')}
        </Typography.Paragraph>
      }
    >
      {(fields, remove) =>
        fields.map((field, i) => (
          <Row key={field.key} gutter={8} align="top">
            <Cell first={i === 0} label={t('field.size')} name={[field.name, 'size']} col={{ xs: 10, sm: 8 }}>
              <AutoComplete options={CUP_SIZES.map((s) => ({ value: s }))} aria-label={t('field.size')} data-testid={`cup-${i}-size`} />
            </Cell>
            <Cell first={i === 0} label={t('field.extraPrice')} name={[field.name, 'extraPrice']} col={{ xs: 10, sm: 8 }}>
              <InputNumber
                min={0}
                step={0.5}
                precision={2}
                {...wide}
                aria-label={t('field.extraPrice')}
                data-testid={`cup-${i}-extraPrice`}
              />
            </Cell>
            <RemoveCell first={i === 0} onClick={() => remove(field.name)} />
          </Row>
        ))
      }
    </RecipeList>
  );
}

function TasteOptions({ category, index }: { category: number; index: number }) {
  const { t } = useTranslation('recipe');
  return (
    <RecipeList
      name={[category, 'options']}
      addTestId={`taste-${index}-add-option`}
      addLabel={t('action.addOption')}
      max={PRODUCT_LIMITS.tasteOptions}
      newRow={() => ({ isDefault: false, extraPrice: 0 })}
      small
    >
      {(fields, remove) =>
        fields.map((field, i) => {
          const id = `taste-${index}-option-${i}`;
          return (
            <Row key={field.key} gutter={8} align="top">
              <Cell first={i === 0} label={t('field.optionCode')} name={[field.name, 'code']} col={{ xs: 12, sm: 5 }}>
                <Input maxLength={PRODUCT_LIMITS.tasteCode} aria-label={t('field.optionCode')} data-testid={`${id}-code`} />
              </Cell>
              <Cell first={i === 0} label={t('field.optionName')} name={[field.name, 'name']} col={{ xs: 12, sm: 8 }}>
                <Input maxLength={PRODUCT_LIMITS.tasteName} aria-label={t('field.optionName')} data-testid={`${id}-name`} />
              </Cell>
              <Cell first={i === 0} label={t('field.isDefault')} name={[field.name, 'isDefault']} col={{ xs: 8, sm: 4 }} checkbox>
                <Checkbox aria-label={t('field.isDefault')} data-testid={`${id}-default`} />
              </Cell>
              <Cell first={i === 0} label={t('field.extraPrice')} name={[field.name, 'extraPrice']} col={{ xs: 12, sm: 5 }}>
                <InputNumber
                  min={0}
                  step={0.5}
                  precision={2}
                  {...wide}
                  aria-label={t('field.extraPrice')}
                  data-testid={`${id}-extraPrice`}
                />
              </Cell>
              <RemoveCell first={i === 0} onClick={() => remove(field.name)} />
            </Row>
          );
        })
      }
    </RecipeList>
  );
}

function Tastes({ name }: { name: Path }) {
  const { t } = useTranslation('recipe');
  const flag = (field: FormListFieldData, key: 'required' | 'multiple') => (
    <Form.Item name={[field.name, key]} valuePropName="checked" label={t(`field.${key}`)} style={{ marginBottom: 0 }}>
      <Switch size="small" />
    </Form.Item>
  );
  return (
    <RecipeList
      name={[...name, 'tastes']}
      testId="recipe-tastes"
      addTestId="add-taste"
      emptyText={t('empty.tastes')}
      addLabel={t('action.addTaste')}
      max={PRODUCT_LIMITS.tasteCategories}
      newRow={(count) => ({ required: false, multiple: false, sort: count, options: [{ isDefault: true, extraPrice: 0 }] })}
    >
      {(fields, remove) => (
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
              extra={<RemoveButton onClick={() => remove(field.name)} />}
            >
              <Space wrap size={16} style={{ marginBottom: 8 }}>
                {flag(field, 'required')}
                {flag(field, 'multiple')}
                <Form.Item name={[field.name, 'sort']} label={t('field.sort')} style={{ marginBottom: 0 }}>
                  <InputNumber min={0} max={999} style={{ width: 80 }} />
                </Form.Item>
              </Space>
              <TasteOptions category={field.name} index={i} />
            </Card>
          ))}
        </Space>
      )}
    </RecipeList>
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
 * judges it on submit and on the server. Used by the product drawer and by a machine's own recipe.
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
