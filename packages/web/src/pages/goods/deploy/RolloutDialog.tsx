import { GOODS_DEPLOY_LIMITS, rolloutCreateSchema } from '@vr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Form, Input, InputNumber, Modal, Radio, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback, useFormSubmit } from '../../../components/list-page';
import { deployApi } from './api';

interface Props {
  open: boolean;
  /** Machines selected in the machines list (a rollout of exactly these). */
  selected: number[];
  onClose(): void;
  onDone(): void;
}

/**
 * Starts a staged rollout: the machines selling a product, or the selected ones; the first N now.
 * The page mounts it for each opening, so it starts from what is selected then.
 */
export function RolloutDialog({ open, selected, onClose, onDone }: Props) {
  const { t } = useTranslation('goodsDeploy');
  const [form] = Form.useForm();
  const [kind, setKind] = useState<'product' | 'selected'>(selected.length > 0 ? 'selected' : 'product');
  const products = useQuery({ queryKey: ['goods-deploy', 'products'], queryFn: deployApi.products, enabled: open });
  const { submit, saving, generalErrors } = useFormSubmit({
    form,
    schema: rolloutCreateSchema,
    toValues: (v) => ({
      rolloutName: v['rolloutName'],
      firstCount: v['firstCount'],
      ...(kind === 'product' ? { productId: v['productId'] } : { deviceIds: selected }),
    }),
    send: (values) => deployApi.createRollout(values),
    invalidates: [
      ['list', 'goods-deploy-status'],
      ['list', 'goods-deploy-rollouts'],
    ],
    onSaved: (answer) => {
      feedback.success(t('result.deployed', { count: answer.packages, sent: answer.sent }));
      form.resetFields();
      onDone();
    },
  });
  return (
    <Modal
      open={open}
      title={t('rolloutTitle')}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={saving}
      okText={t('action.deploy')}
      okButtonProps={{ 'data-testid': 'rollout-submit' } as never}
      destroyOnHidden
      forceRender
    >
      {generalErrors.length > 0 && <Alert type="error" showIcon message={generalErrors.join(' ')} style={{ marginBottom: 12 }} />}
      <Form form={form} layout="vertical" initialValues={{ firstCount: 1 }}>
        <Form.Item name="rolloutName" label={t('field.rolloutName')} required>
          <Input maxLength={GOODS_DEPLOY_LIMITS.rolloutName} showCount data-testid="field-rolloutName" />
        </Form.Item>
        <Form.Item label={t('field.target')} extra={t('hint.rolloutTarget')}>
          <Radio.Group value={kind} onChange={(e) => setKind(e.target.value as 'product' | 'selected')} data-testid="rollout-kind">
            <Radio value="product">{t('targetKind.product')}</Radio>
            <Radio value="selected" disabled={selected.length === 0}>
              {t('targetKind.selected', { count: selected.length })}
            </Radio>
          </Radio.Group>
        </Form.Item>
        {kind === 'product' && (
          <Form.Item name="productId" label={t('field.product')} required>
            <Select
              showSearch
              optionFilterProp="label"
              loading={products.isFetching}
              data-testid="field-productId"
              options={(products.data ?? []).map((p) => ({ value: p.id, label: `${p.productName} (${p.productCode}) · ${p.devices}` }))}
            />
          </Form.Item>
        )}
        <Form.Item name="firstCount" label={t('field.firstCount')} extra={t('hint.firstCount')} required>
          <InputNumber min={1} max={GOODS_DEPLOY_LIMITS.devices} precision={0} style={{ width: 160 }} data-testid="field-firstCount" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
