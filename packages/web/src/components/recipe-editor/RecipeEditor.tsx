import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { PRODUCT_LIMITS } from '@vr/contracts';
import { Button, Card, Checkbox, Flex, Form, Input, InputNumber, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

interface RecipeEditorProps {
  /** Where the recipe sits in the form's values (e.g. `['recipe']`): field errors of the server (`recipe.steps.1.pourOrder`) land next to their inputs. */
  name: (string | number)[];
}

/**
 * Edits a recipe (pour steps, cup sizes, taste categories with their options) inside an antd form;
 * the shared `recipeSchema` judges it on submit and on the server. Used by a machine's own recipe
 * and usable by the product form.
 */
export function RecipeEditor({ name }: RecipeEditorProps) {
  const { t } = useTranslation('deviceGoods');
  const remove = (onClick: () => void, testId: string) => (
    <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('recipe.remove')} onClick={onClick} data-testid={testId} />
  );
  return (
    <Flex vertical gap={16} data-testid="recipe-editor">
      <Card size="small" title={t('recipe.steps')}>
        <Form.List name={[...name, 'steps']}>
          {(fields, { add, remove: drop }, { errors }) => (
            <Flex vertical gap={4}>
              {fields.map((field, i) => (
                <Flex key={field.key} wrap gap={8} align="start" data-testid={`recipe-step-${i}`}>
                  <Form.Item name={[field.name, 'pourOrder']} label={t('recipe.pourOrder')} style={{ width: 130, marginBottom: 8 }}>
                    <InputNumber min={1} max={PRODUCT_LIMITS.pourOrder} style={{ width: '100%' }} data-testid={`step-${i}-pourOrder`} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'materialCode']} label={t('recipe.material')} style={{ width: 190, marginBottom: 8 }}>
                    <Input maxLength={32} data-testid={`step-${i}-materialCode`} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'water']} label={t('recipe.water')} style={{ width: 120, marginBottom: 8 }}>
                    <InputNumber min={0} max={PRODUCT_LIMITS.water} style={{ width: '100%' }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'amount']} label={t('recipe.amount')} style={{ width: 120, marginBottom: 8 }}>
                    <InputNumber min={0} max={PRODUCT_LIMITS.amount} style={{ width: '100%' }} />
                  </Form.Item>
                  <Form.Item label=" " style={{ marginBottom: 8 }}>
                    {remove(() => drop(field.name), `step-${i}-remove`)}
                  </Form.Item>
                </Flex>
              ))}
              <Form.ErrorList errors={errors} />
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                disabled={fields.length >= PRODUCT_LIMITS.steps}
                onClick={() => add({ pourOrder: fields.length + 1, materialCode: '', water: 0, amount: 0 })}
                data-testid="recipe-add-step"
              >
                {t('recipe.addStep')}
              </Button>
            </Flex>
          )}
        </Form.List>
      </Card>

      <Card size="small" title={t('recipe.cupSizes')}>
        <Form.List name={[...name, 'cupSizes']}>
          {(fields, { add, remove: drop }, { errors }) => (
            <Flex vertical gap={4}>
              <Flex wrap gap={8}>
                {fields.map((field, i) => (
                  <Flex key={field.key} gap={8} align="start">
                    <Form.Item name={[field.name, 'size']} label={t('recipe.size')} style={{ width: 90, marginBottom: 8 }}>
                      <Input maxLength={8} data-testid={`size-${i}`} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'extraPrice']} label={t('recipe.extraPrice')} style={{ width: 110, marginBottom: 8 }}>
                      <InputNumber min={0} step={0.5} style={{ width: '100%' }} />
                    </Form.Item>
                    <Form.Item label=" " style={{ marginBottom: 8 }}>
                      {remove(() => drop(field.name), `size-${i}-remove`)}
                    </Form.Item>
                  </Flex>
                ))}
              </Flex>
              <Form.ErrorList errors={errors} />
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                disabled={fields.length >= PRODUCT_LIMITS.cupSizes}
                onClick={() => add({ size: '', extraPrice: 0 })}
              >
                {t('recipe.addSize')}
              </Button>
            </Flex>
          )}
        </Form.List>
      </Card>

      <Card size="small" title={t('recipe.tastes')}>
        <Form.List name={[...name, 'tastes']}>
          {(fields, { add, remove: drop }) => (
            <Flex vertical gap={12}>
              {fields.map((field, i) => (
                <Card
                  key={field.key}
                  size="small"
                  type="inner"
                  title={
                    <Form.Item name={[field.name, 'name']} style={{ margin: '8px 0' }}>
                      <Input maxLength={PRODUCT_LIMITS.tasteName} placeholder={t('recipe.tasteName')} style={{ maxWidth: 220 }} />
                    </Form.Item>
                  }
                  extra={remove(() => drop(field.name), `taste-${i}-remove`)}
                >
                  <Flex gap={16} wrap>
                    <Form.Item name={[field.name, 'required']} valuePropName="checked" style={{ marginBottom: 8 }}>
                      <Checkbox>{t('recipe.required')}</Checkbox>
                    </Form.Item>
                    <Form.Item name={[field.name, 'multiple']} valuePropName="checked" style={{ marginBottom: 8 }}>
                      <Checkbox>{t('recipe.multiple')}</Checkbox>
                    </Form.Item>
                  </Flex>
                  <Typography.Text type="secondary">{t('recipe.options')}</Typography.Text>
                  <Form.List name={[field.name, 'options']}>
                    {(options, { add: addOption, remove: dropOption }, { errors }) => (
                      <Flex vertical gap={4}>
                        {options.map((option, j) => (
                          <Flex key={option.key} wrap gap={8} align="start">
                            <Form.Item name={[option.name, 'code']} label={t('recipe.code')} style={{ width: 110, marginBottom: 8 }}>
                              <Input maxLength={PRODUCT_LIMITS.tasteCode} />
                            </Form.Item>
                            <Form.Item name={[option.name, 'name']} label={t('recipe.optionName')} style={{ width: 140, marginBottom: 8 }}>
                              <Input maxLength={PRODUCT_LIMITS.tasteName} />
                            </Form.Item>
                            <Form.Item
                              name={[option.name, 'extraPrice']}
                              label={t('recipe.extraPrice')}
                              style={{ width: 100, marginBottom: 8 }}
                            >
                              <InputNumber min={0} step={0.5} style={{ width: '100%' }} />
                            </Form.Item>
                            <Form.Item name={[option.name, 'isDefault']} valuePropName="checked" label=" " style={{ marginBottom: 8 }}>
                              <Checkbox>{t('recipe.isDefault')}</Checkbox>
                            </Form.Item>
                            <Form.Item label=" " style={{ marginBottom: 8 }}>
                              {remove(() => dropOption(option.name), `taste-${i}-option-${j}-remove`)}
                            </Form.Item>
                          </Flex>
                        ))}
                        <Form.ErrorList errors={errors} />
                        <Button
                          size="small"
                          type="dashed"
                          icon={<PlusOutlined />}
                          disabled={options.length >= PRODUCT_LIMITS.tasteOptions}
                          onClick={() => addOption({ code: '', name: '', isDefault: false, extraPrice: 0 })}
                        >
                          {t('recipe.addOption')}
                        </Button>
                      </Flex>
                    )}
                  </Form.List>
                </Card>
              ))}
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                disabled={fields.length >= PRODUCT_LIMITS.tasteCategories}
                onClick={() =>
                  add({ name: '', required: false, multiple: false, options: [{ code: '', name: '', isDefault: true, extraPrice: 0 }] })
                }
              >
                {t('recipe.addTaste')}
              </Button>
            </Flex>
          )}
        </Form.List>
      </Card>
    </Flex>
  );
}
