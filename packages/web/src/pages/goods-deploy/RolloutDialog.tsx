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

interface ChoicesProps<V extends string> {
  value: V;
  onChange(value: V): void;
  /** The group's test id; each choice's is `<testId>-<value>`. */
  testId: string;
  choices: Array<{ value: V; label: string; disabled?: boolean }>;
}

/** One of a few choices, as radio buttons. */
function Choices<V extends string>({ value, onChange, testId, choices }: ChoicesProps<V>) {
  return (
    <Radio.Group value={value} onChange={(e) => onChange(e.target.value as V)} data-testid={testId}>
      {choices.map((c) => (
        <Radio key={c.value} value={c.value} disabled={c.disabled} data-testid={`${testId}-${c.value}`}>
          {c.label}
        </Radio>
      ))}
    </Radio.Group>
  );
}

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

  const kindChoices = [
    { value: 'product' as const, label: t('targetKind.product') },
    { value: 'template' as const, label: t('targetKind.template') },
    { value: 'selected' as const, label: t('targetKind.selected', { count: selected.length }), disabled: selected.length === 0 },
  ];
  const firstModeChoices = [
    { value: 'count' as const, label: t('firstMode.count') },
    { value: 'pick' as const, label: t('firstMode.pick') },
  ];
  // The product or template rolled out (machines chosen by hand need neither); its machines are the candidates.
  const target =
    kind === 'product'
      ? {
          name: 'productId',
          label: t('field.product'),
          loading: products.isFetching,
          options: (products.data ?? []).map((p) => ({
            value: p.id,
            label: `${p.productName} (${p.productCode}) · ${t('machineCount', { count: p.devices })}`,
          })),
        }
      : kind === 'template'
        ? {
            name: 'templateId',
            label: t('field.template'),
            extra: t('hint.template'),
            loading: templates.isFetching,
            notFoundContent: t('hint.noTemplates'),
            options: (templates.data ?? []).map((p) => ({
              value: p.id,
              label: `${p.templateName} · ${t('machineCount', { count: p.devices })}`,
            })),
          }
        : null;

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
          <Choices<TargetKind> value={kind} onChange={changeKind} testId="rollout-kind" choices={kindChoices} />
        </Form.Item>
        {target && (
          <Form.Item key={target.name} name={target.name} label={target.label} extra={target.extra} required>
            <Select
              showSearch
              optionFilterProp="label"
              loading={target.loading}
              data-testid={`field-${target.name}`}
              onChange={() => form.setFieldValue('firstDeviceIds', [])}
              notFoundContent={target.notFoundContent}
              options={target.options}
            />
          </Form.Item>
        )}
        <Form.Item label={t('field.firstStage')}>
          <Choices<FirstMode> value={firstMode} onChange={setFirstMode} testId="first-mode" choices={firstModeChoices} />
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
