import type { DeviceOptions } from '@vr/contracts';
import { Form, Select } from 'antd';
import type { Key } from 'react';
import { useTranslation } from 'react-i18next';
import { BatchDialog } from './BatchDialog';

const KEEP = 'keep';
const CLEAR = 'clear';
type Choice = number | typeof KEEP | typeof CLEAR;

/** Batch: assign a point, zone and/or route to the selected devices. */
export function BatchAssignDialog({
  ids,
  options,
  onClose,
  onDone,
}: {
  ids: Key[] | null;
  options: DeviceOptions | undefined;
  onClose(): void;
  onDone(): void;
}) {
  const { t } = useTranslation(['devices', 'common']);
  const [form] = Form.useForm<{ siteId: Choice; zoneId: Choice; routeId: Choice }>();
  const choices = (rows: Array<{ id: number; name: string }> = []) => [
    { value: KEEP, label: t('devices:batch.keep') },
    { value: CLEAR, label: t('devices:batch.clear') },
    ...rows.map((r) => ({ value: r.id, label: r.name })),
  ];
  const pick = (v: Choice) => (v === KEEP ? undefined : v === CLEAR ? null : v);

  return (
    <BatchDialog
      ids={ids}
      title={t('devices:batch.title', { count: ids?.length ?? 0 })}
      hint={t('devices:batch.hint')}
      form={form}
      initialValues={{ siteId: KEEP, zoneId: KEEP, routeId: KEEP }}
      toBatch={(v) => ({ action: 'assign', siteId: pick(v.siteId), zoneId: pick(v.zoneId), routeId: pick(v.routeId) })}
      saveTestId="batch-assign-save"
      onClose={onClose}
      onDone={onDone}
    >
      <Form.Item name="siteId" label={t('devices:field.site')}>
        <Select showSearch={{ optionFilterProp: 'label' }} options={choices(options?.sites)} />
      </Form.Item>
      <Form.Item name="zoneId" label={t('devices:field.zone')}>
        <Select showSearch={{ optionFilterProp: 'label' }} options={choices(options?.zones)} />
      </Form.Item>
      <Form.Item name="routeId" label={t('devices:field.route')}>
        <Select showSearch={{ optionFilterProp: 'label' }} options={choices(options?.routes)} />
      </Form.Item>
    </BatchDialog>
  );
}
