import {
  type DeviceRecipeDetail,
  type Recipe,
  DEVICE_GOODS_API as API,
  deviceRecipeMoreSaveSchema,
  deviceRecipeSaveSchema,
} from '@vr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Drawer, Flex, Form, Grid, Modal, Select, Skeleton, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { get, post } from '../../api/request';
import { feedback, FormErrors, useFormSubmit } from '../../components/list-page';
import { RecipeEditor } from '../../components/recipe-editor';

interface RecipeDialogProps {
  /** The machine item whose recipe is edited; null when closed. */
  itemId: number | null;
  canEdit: boolean;
  onClose(): void;
  onSaved(): void;
}

/** The form's copy of a recipe (options' prices as numbers, flags as booleans). */
const formRecipe = (r: Recipe) => ({
  steps: r.steps.map((s) => ({ ...s })),
  cupSizes: r.cupSizes.map((s) => ({ ...s })),
  tastes: r.tastes.map((c) => ({ ...c, options: c.options.map((o) => ({ ...o })) })),
});

/** A machine's own recipe of one item, edited from its effective recipe; or back to the base recipe. */
export function RecipeDialog({ itemId, canEdit, onClose, onSaved }: RecipeDialogProps) {
  const { t } = useTranslation('deviceGoods');
  const screens = Grid.useBreakpoint();
  const [form] = Form.useForm();
  const query = useQuery({
    queryKey: ['device-goods-recipe', itemId],
    enabled: itemId !== null,
    queryFn: async () => (await get<DeviceRecipeDetail>(API.recipeDetail, { id: itemId })).data!,
    gcTime: 0,
  });
  const detail = query.data;
  useEffect(() => {
    if (detail) form.setFieldsValue({ recipe: formRecipe(detail.recipe) });
  }, [detail, form]);
  const { submit, saving, generalErrors, formProps } = useFormSubmit({
    form,
    schema: deviceRecipeSaveSchema,
    hiddenValues: { id: itemId },
    send: (values) => post(API.recipeSave, values),
    onSaved: () => {
      onSaved();
      onClose();
    },
  });
  // The recipe in the editor on other machines selling the product: all or nothing.
  const [moreOpen, setMoreOpen] = useState(false);
  const [moreTargets, setMoreTargets] = useState<number[]>([]);
  const more = useFormSubmit({
    form,
    schema: deviceRecipeMoreSaveSchema,
    hiddenValues: { productId: detail?.productId, deviceIds: moreTargets },
    send: (values) => post<{ updated: number }>(API.recipeMoreSave, values),
    onSaved: (answer) => {
      feedback.success(t('recipe.moreDone', { count: answer.data?.updated ?? moreTargets.length }));
      setMoreOpen(false);
      setMoreTargets([]);
      onSaved();
    },
  });
  const backToBase = async () => {
    await post(API.recipeSave, { id: itemId, recipe: null });
    feedback.success(t('action.baseRecipe'));
    onSaved();
    onClose();
  };
  const actions =
    canEdit && detail ? (
      <Flex gap={8} wrap>
        {detail.otherMachines.length > 0 && (
          <Button onClick={() => setMoreOpen(true)} data-testid="recipe-more">
            {t('recipe.applyMore')}
          </Button>
        )}
        {detail.ownRecipe && (
          <Button onClick={() => void backToBase()} data-testid="recipe-base">
            {t('action.baseRecipe')}
          </Button>
        )}
        <Button type="primary" loading={saving} onClick={() => void submit()} data-testid="recipe-save">
          {t('action.save')}
        </Button>
      </Flex>
    ) : null;
  return (
    <Drawer
      open={itemId !== null}
      onClose={onClose}
      size={screens.md ? 860 : '100%'}
      title={detail ? t('recipe.title', { name: detail.productName }) : ''}
      destroyOnHidden
      // On a phone the actions go to the footer: the header keeps the title readable.
      extra={screens.md ? actions : null}
      footer={screens.md ? null : actions}
    >
      {!detail ? (
        <Skeleton active />
      ) : (
        <>
          <Alert
            type={detail.ownRecipe ? 'warning' : 'info'}
            showIcon
            title={detail.ownRecipe ? t('recipe.own') : t('recipe.base')}
            style={{ marginBottom: 12 }}
          />
          <FormErrors errors={generalErrors} />
          <Form {...formProps} form={form} layout="vertical" disabled={!canEdit} size="small">
            <RecipeEditor name={['recipe']} orgId={detail.customerId} />
          </Form>
          <Modal
            open={moreOpen}
            title={t('recipe.moreTitle')}
            onCancel={() => setMoreOpen(false)}
            onOk={() => void more.submit()}
            okText={t('action.apply')}
            cancelText={t('action.cancel')}
            okButtonProps={{
              disabled: moreTargets.length === 0,
              ...({ 'data-testid': 'recipe-more-apply' } as Record<`data-${string}`, string>),
            }}
            confirmLoading={more.saving}
          >
            <Typography.Paragraph type="secondary">{t('recipe.moreHint', { name: detail.productName })}</Typography.Paragraph>
            <FormErrors errors={more.generalErrors} />
            <Typography.Text strong>{t('recipe.moreTargets')}</Typography.Text>
            <Select<number[]>
              mode="multiple"
              allowClear
              style={{ width: '100%' }}
              showSearch={{ optionFilterProp: 'label' }}
              value={moreTargets}
              onChange={setMoreTargets}
              data-testid="recipe-more-targets"
              options={detail.otherMachines.map((m) => ({
                value: m.deviceId,
                label: m.name ? `${m.deviceCode} · ${m.name}` : m.deviceCode,
              }))}
            />
          </Modal>
        </>
      )}
    </Drawer>
  );
}
