import { type DeployStatusRow, GOODS_DEPLOY_LIMITS, rolloutCreateSchema } from '@vr/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Form, Input, InputNumber, Modal, Radio, Select } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormSubmit } from '../../components/list-page';
import type { ListPageData } from '../../api/request';
import { deployApi } from './api';

interface Props {
  open: boolean;
  /** Machines selected in the machines list (a rollout of exactly these). */
  selected: number[];
  onClose(): void;
  onDone(): void;
}

type TargetKind = 'product' | 'template' | 'selected';
type FirstMode = 'count' | 'pick';

/** The selected machines' codes, from the machines list already loaded (the selection is on its page). */
function useSelectedRows(selected: number[]): DeployStatusRow[] {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const known = new Map<number, DeployStatusRow>();
    for (const [, data] of queryClient.getQueriesData<ListPageData<DeployStatusRow>>({ queryKey: ['list', 'goods-deploy-status'] })) {
      for (const row of data?.rows ?? []) known.set(row.deviceId, row);
    }
    return selected.map(
      (id) =>
        known.get(id) ?? {
          deviceId: id,
          deviceCode: `#${id}`,
          deviceName: null,
          online: false,
          targetVersion: 0,
          runningVersion: null,
          state: 'none',
          lastError: null,
          ackedAt: null,
          deployedAt: null,
          stage: null,
        },
    );
  }, [queryClient, selected]);
}

/**
 * Starts a staged rollout: the machines selling a product, the machines whose goods last came
 * from a template, or the selected ones; the first stage is the first N by code or machines
 * picked by hand. The page mounts it for each opening, so it starts from what is selected then.
 */
export function RolloutDialog({ open, selected, onClose, onDone }: Props) {
  const { t } = useTranslation('goodsDeploy');
  const [form] = Form.useForm();
  const [kind, setKind] = useState<TargetKind>(selected.length > 0 ? 'selected' : 'product');
  const [firstMode, setFirstMode] = useState<FirstMode>('count');
  const productId = Form.useWatch('productId', form) as number | undefined;
  const templateId = Form.useWatch('templateId', form) as number | undefined;
  const products = useQuery({ queryKey: ['goods-deploy', 'products'], queryFn: deployApi.products, enabled: open });
  const templates = useQuery({ queryKey: ['goods-deploy', 'templates'], queryFn: deployApi.templates, enabled: open });
  const selectedRows = useSelectedRows(selected);
  // The machines the first stage is picked from: those of the chosen product or template.
  const filter =
    kind === 'product' ? (productId ? { productId } : null) : kind === 'template' ? (templateId ? { templateId } : null) : null;
  const targetMachines = useQuery({
    queryKey: ['goods-deploy', 'machines-of', filter],
    queryFn: () => deployApi.machinesOf(filter!),
    enabled: open && firstMode === 'pick' && filter !== null,
  });
  const candidates = kind === 'selected' ? selectedRows : filter ? (targetMachines.data ?? []) : [];

  const { submit, saving, generalErrors, formProps } = useFormSubmit({
    form,
    schema: rolloutCreateSchema,
    toValues: (v) => ({
      rolloutName: v['rolloutName'],
      ...(firstMode === 'count' ? { firstCount: v['firstCount'] } : { firstDeviceIds: v['firstDeviceIds'] }),
      ...(kind === 'product'
        ? { productId: v['productId'] }
        : kind === 'template'
          ? { templateId: v['templateId'] }
          : { deviceIds: selected }),
    }),
    send: (values) => deployApi.createRollout(values),
    invalidates: [
      ['list', 'goods-deploy-status'],
      ['list', 'goods-deploy-rollouts'],
    ],
    savedMessage: (answer) => t('result.deployed', { count: answer.packages, sent: answer.sent }),
    onSaved: () => {
      form.resetFields();
      onDone();
    },
  });

  const changeKind = (next: TargetKind) => {
    setKind(next);
    // Picked machines belong to the previous target.
    form.setFieldValue('firstDeviceIds', []);
  };

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
      <Form {...formProps} form={form} layout="vertical" initialValues={{ firstCount: 1, firstDeviceIds: [] }}>
        <Form.Item name="rolloutName" label={t('field.rolloutName')} required>
          <Input maxLength={GOODS_DEPLOY_LIMITS.rolloutName} showCount data-testid="field-rolloutName" />
        </Form.Item>
        <Form.Item label={t('field.target')} extra={t('hint.rolloutTarget')}>
          <Radio.Group value={kind} onChange={(e) => changeKind(e.target.value as TargetKind)} data-testid="rollout-kind">
            <Radio value="product" data-testid="rollout-kind-product">
              {t('targetKind.product')}
            </Radio>
            <Radio value="template" data-testid="rollout-kind-template">
              {t('targetKind.template')}
            </Radio>
            <Radio value="selected" disabled={selected.length === 0} data-testid="rollout-kind-selected">
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
              onChange={() => form.setFieldValue('firstDeviceIds', [])}
              options={(products.data ?? []).map((p) => ({
                value: p.id,
                label: `${p.productName} (${p.productCode}) · ${t('machineCount', { count: p.devices })}`,
              }))}
            />
          </Form.Item>
        )}
        {kind === 'template' && (
          <Form.Item name="templateId" label={t('field.template')} extra={t('hint.template')} required>
            <Select
              showSearch
              optionFilterProp="label"
              loading={templates.isFetching}
              data-testid="field-templateId"
              onChange={() => form.setFieldValue('firstDeviceIds', [])}
              notFoundContent={t('hint.noTemplates')}
              options={(templates.data ?? []).map((p) => ({
                value: p.id,
                label: `${p.templateName} · ${t('machineCount', { count: p.devices })}`,
              }))}
            />
          </Form.Item>
        )}
        <Form.Item label={t('field.firstStage')}>
          <Radio.Group value={firstMode} onChange={(e) => setFirstMode(e.target.value as FirstMode)} data-testid="first-mode">
            <Radio value="count" data-testid="first-mode-count">
              {t('firstMode.count')}
            </Radio>
            <Radio value="pick" data-testid="first-mode-pick">
              {t('firstMode.pick')}
            </Radio>
          </Radio.Group>
        </Form.Item>
        {firstMode === 'count' ? (
          <Form.Item name="firstCount" label={t('field.firstCount')} extra={t('hint.firstCount')} required>
            <InputNumber min={1} max={GOODS_DEPLOY_LIMITS.devices} precision={0} style={{ width: 160 }} data-testid="field-firstCount" />
          </Form.Item>
        ) : (
          <Form.Item name="firstDeviceIds" label={t('field.firstDeviceIds')} extra={t('hint.firstDeviceIds')} required>
            <Select
              mode="multiple"
              showSearch
              optionFilterProp="label"
              loading={targetMachines.isFetching}
              data-testid="field-firstDeviceIds"
              notFoundContent={kind !== 'selected' && !filter ? t('hint.chooseTargetFirst') : undefined}
              options={candidates.map((m) => ({
                value: m.deviceId,
                label: m.deviceName ? `${m.deviceCode} · ${m.deviceName}` : m.deviceCode,
              }))}
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
