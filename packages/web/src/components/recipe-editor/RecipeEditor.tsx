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
import type { TFunction } from 'i18next';
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

/** One input of a list row: its field, its label (shown on the first row only) and its width. */
interface RowCell {
  name: string;
  label: string;
  col: ColProps;
  checkbox?: boolean;
  input: ReactNode;
}

const cell = (name: string, label: string, col: ColProps, input: (label: string) => ReactNode, checkbox?: boolean): RowCell => ({
  name,
  label,
  col,
  input: input(label),
  checkbox,
});

/** A recipe list of rows of inputs, each row ending in its remove button. */
function RecipeRows({
  cells,
  rowTestId,
  ...list
}: Omit<RecipeListProps, 'children'> & { cells(index: number): RowCell[]; rowTestId?(index: number): string }) {
  return (
    <RecipeList {...list}>
      {(fields, remove) =>
        fields.map((field, i) => (
          <Row key={field.key} gutter={8} align="top" data-testid={rowTestId?.(i)}>
            {cells(i).map((c) => (
              // Labelled on the first row only, the rows below line up under it.
              <Col key={c.name} {...c.col}>
                <Form.Item
                  name={[field.name, c.name]}
                  label={i === 0 ? c.label : undefined}
                  valuePropName={c.checkbox ? 'checked' : undefined}
                >
                  {c.input}
                </Form.Item>
              </Col>
            ))}
            {/* Level with the inputs of a labelled first row. */}
            <Col xs={4} sm={2} style={i === 0 ? { paddingTop: 30 } : undefined}>
              <RemoveButton onClick={() => remove(field.name)} />
            </Col>
          </Row>
        ))
      }
    </RecipeList>
  );
}

/** The three lists of a recipe: their test ids, add buttons and limits. */
const LISTS = {
  steps: { testId: 'recipe-steps', addTestId: 'add-step', add: 'action.addStep', max: PRODUCT_LIMITS.steps },
  cupSizes: { testId: 'recipe-cup-sizes', addTestId: 'add-cup-size', add: 'action.addCupSize', max: PRODUCT_LIMITS.cupSizes },
  tastes: { testId: 'recipe-tastes', addTestId: 'add-taste', add: 'action.addTaste', max: PRODUCT_LIMITS.tasteCategories },
} as const;

/** The props of one list of the recipe at `name`. */
const recipeList = (list: keyof typeof LISTS, name: Path, t: TFunction<'recipe'>) => {
  const { testId, addTestId, add, max } = LISTS[list];
  return { name: [...name, list], testId, addTestId, emptyText: t(`empty.${list}`), addLabel: t(add), max };
};

const wide = { style: { width: '100%' } };

/** A whole number from 0 (or 1) up to its limit. */
const amountInput = (label: string, testId: string, max: number, min = 0) => (
  <InputNumber min={min} max={max} {...wide} aria-label={label} data-testid={testId} />
);

/** An extra price in steps of 0.5. */
const priceInput = (label: string, testId: string) => (
  <InputNumber min={0} step={0.5} precision={2} {...wide} aria-label={label} data-testid={testId} />
);

function PourSteps({ name, orgId }: { name: Path; orgId?: number | null }) {
  const { t } = useTranslation('recipe');
  return (
    <RecipeRows
      {...recipeList('steps', name, t)}
      newRow={(count) => ({ pourOrder: count + 1, water: 0, amount: 0 })}
      rowTestId={(i) => `step-${i}`}
      cells={(i) => [
        cell('pourOrder', t('field.pourOrder'), { xs: 12, sm: 4 }, (label) =>
          amountInput(label, `step-${i}-pourOrder`, PRODUCT_LIMITS.pourOrder, 1),
        ),
        cell('materialCode', t('field.materialCode'), { xs: 12, sm: 8 }, (label) => (
          <RecipeMaterialSelect orgId={orgId} aria-label={label} data-testid={`step-${i}-material`} />
        )),
        cell('water', t('field.water'), { xs: 10, sm: 5 }, (label) => amountInput(label, `step-${i}-water`, PRODUCT_LIMITS.water)),
        cell('amount', t('field.amount'), { xs: 10, sm: 5 }, (label) => amountInput(label, `step-${i}-amount`, PRODUCT_LIMITS.amount)),
      ]}
    />
  );
}

function CupSizes({ name }: { name: Path }) {
  const { t } = useTranslation('recipe');
  return (
    <RecipeRows
      {...recipeList('cupSizes', name, t)}
      newRow={(count) => ({ size: CUP_SIZES[Math.min(count, CUP_SIZES.length - 1)], extraPrice: 0 })}
      hint={
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('hint.cupSize')}
        </Typography.Paragraph>
      }
      cells={(i) => [
        cell('size', t('field.size'), { xs: 10, sm: 8 }, (label) => (
          <AutoComplete options={CUP_SIZES.map((s) => ({ value: s }))} aria-label={label} data-testid={`cup-${i}-size`} />
        )),
        cell('extraPrice', t('field.extraPrice'), { xs: 10, sm: 8 }, (label) => priceInput(label, `cup-${i}-extraPrice`)),
      ]}
    />
  );
}

function TasteOptions({ category, index }: { category: number; index: number }) {
  const { t } = useTranslation('recipe');
  const id = (i: number) => `taste-${index}-option-${i}`;
  return (
    <RecipeRows
      name={[category, 'options']}
      addTestId={`taste-${index}-add-option`}
      addLabel={t('action.addOption')}
      max={PRODUCT_LIMITS.tasteOptions}
      newRow={() => ({ isDefault: false, extraPrice: 0 })}
      small
      cells={(i) => [
        cell('code', t('field.optionCode'), { xs: 12, sm: 5 }, (label) => (
          <Input maxLength={PRODUCT_LIMITS.tasteCode} aria-label={label} data-testid={`${id(i)}-code`} />
        )),
        cell('name', t('field.optionName'), { xs: 12, sm: 8 }, (label) => (
          <Input maxLength={PRODUCT_LIMITS.tasteName} aria-label={label} data-testid={`${id(i)}-name`} />
        )),
        cell(
          'isDefault',
          t('field.isDefault'),
          { xs: 8, sm: 4 },
          (label) => <Checkbox aria-label={label} data-testid={`${id(i)}-default`} />,
          true,
        ),
        cell('extraPrice', t('field.extraPrice'), { xs: 12, sm: 5 }, (label) => priceInput(label, `${id(i)}-extraPrice`)),
      ]}
    />
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
      {...recipeList('tastes', name, t)}
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
