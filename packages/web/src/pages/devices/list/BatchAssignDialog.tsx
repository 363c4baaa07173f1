import type { DeviceOptions } from '@vr/contracts';
import { Form, Modal, Select, Typography } from 'antd';
import { type Key, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback, toFormErrors } from '../../../components/list-page';
import { fieldErrorsOf } from '../../../api/request-error';
import { deviceApi } from './api';

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
  const [saving, setSaving] = useState(false);
  const choices = (rows: Array<{ id: number; name: string }> = []) => [
    { value: KEEP, label: t('devices:batch.keep') },
    { value: CLEAR, label: t('devices:batch.clear') },
    ...rows.map((r) => ({ value: r.id, label: r.name })),
  ];
  const pick = (v: Choice) => (v === KEEP ? undefined : v === CLEAR ? null : v);

  const submit = async () => {
    if (!ids) return;
    const v = form.getFieldsValue();
    setSaving(true);
    try {
      await deviceApi.batch({
        ids: ids.map(Number),
        action: 'assign',
        siteId: pick(v.siteId),
        zoneId: pick(v.zoneId),
        routeId: pick(v.routeId),
      });
      feedback.success(t('common:result.saved'));
      onDone();
      onClose();
    } catch (error) {
      form.setFields(toFormErrors(fieldErrorsOf(error)) as never);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={ids !== null}
      title={t('devices:batch.title', { count: ids?.length ?? 0 })}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('common:action.save')}
      cancelText={t('common:action.cancel')}
      okButtonProps={{ loading: saving, 'data-testid': 'batch-assign-save' } as never}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('devices:batch.hint')}</Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={{ siteId: KEEP, zoneId: KEEP, routeId: KEEP }} preserve={false}>
        <Form.Item name="siteId" label={t('devices:field.site')}>
          <Select showSearch={{ optionFilterProp: 'label' }} options={choices(options?.sites)} />
        </Form.Item>
        <Form.Item name="zoneId" label={t('devices:field.zone')}>
          <Select showSearch={{ optionFilterProp: 'label' }} options={choices(options?.zones)} />
        </Form.Item>
        <Form.Item name="routeId" label={t('devices:field.route')}>
          <Select showSearch={{ optionFilterProp: 'label' }} options={choices(options?.routes)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
