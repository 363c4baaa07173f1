import { AD_LIMITS, adReleaseSaveSchema } from '@vr/contracts';
import { Alert, DatePicker, Form, Input, InputNumber, Modal, Radio, Space, TimePicker, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormSubmit } from '../../components/list-page';
import { adApi } from './api';
import { RemoteSelect } from './RemoteSelect';

interface Props {
  open: boolean;
  onClose(): void;
  onDone(): void;
}

type TargetBy = 'machines' | 'points';
const nonEmpty = (ids: unknown) => (Array.isArray(ids) && ids.length > 0 ? ids : undefined);
const hourOf = (value: Dayjs | null | undefined, end: boolean) => {
  if (!value) return undefined;
  const text = value.format('HH:mm');
  // The picker's last minute of the day stands for the end of the day.
  return end && text === '23:59' ? '24:00' : text;
};

/**
 * A new release: its name, the material, the machines (chosen, or every machine at chosen points),
 * the days and the hours of each day it shows, and its place in the machines' playlists.
 */
export function ReleaseDialog({ open, onClose, onDone }: Props) {
  const { t } = useTranslation('ads');
  const [form] = Form.useForm();
  const [targetBy, setTargetBy] = useState<TargetBy>('machines');

  const { submit, saving, generalErrors, formProps } = useFormSubmit({
    form,
    schema: adReleaseSaveSchema,
    toValues: (v) => {
      const days = v['days'] as [Dayjs, Dayjs] | undefined;
      const hours = v['hours'] as [Dayjs, Dayjs] | undefined;
      return {
        name: v['name'],
        materialId: v['materialId'],
        ...(targetBy === 'machines' ? { deviceIds: nonEmpty(v['deviceIds']) } : { siteIds: nonEmpty(v['siteIds']) }),
        beginDate: days?.[0]?.format('YYYY-MM-DD'),
        endDate: days?.[1]?.format('YYYY-MM-DD'),
        hourFrom: hourOf(hours?.[0], false),
        hourTo: hourOf(hours?.[1], true),
        sort: v['sort'],
      };
    },
    send: (values) => adApi.release(values),
    invalidates: [['list', 'ad-releases']],
    savedMessage: (answer) => t('done.released', { sent: answer.sent, machines: answer.machines }),
    onSaved: () => {
      form.resetFields();
      onDone();
    },
  });

  return (
    <Modal
      open={open}
      title={t('menu.AdReleaseAdd')}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={saving}
      okButtonProps={{ 'data-testid': 'release-submit' } as never}
      destroyOnHidden
      forceRender
      width={640}
    >
      {generalErrors.length > 0 && <Alert type="error" showIcon title={generalErrors.join(' ')} style={{ marginBottom: 12 }} />}
      <Form
        {...formProps}
        form={form}
        layout="vertical"
        initialValues={{
          sort: AD_LIMITS.defaultSort,
          days: [dayjs(), dayjs().add(30, 'day')],
          hours: [dayjs('00:00', 'HH:mm'), dayjs('23:59', 'HH:mm')],
        }}
      >
        <Form.Item name="name" label={t('field.release')} required>
          <Input maxLength={AD_LIMITS.name} data-testid="field-name" />
        </Form.Item>
        <Form.Item name="materialId" label={t('field.material')} required>
          <RemoteSelect
            cacheKey="materials"
            find={adApi.findMaterials}
            toOption={(m) => ({ value: m.id, label: `${m.name} · ${t(`kindLabel.${m.kind}`)}` })}
            data-testid="field-materialId"
          />
        </Form.Item>
        <Form.Item label={t('field.target')} required>
          <Radio.Group
            value={targetBy}
            onChange={(e) => setTargetBy(e.target.value as TargetBy)}
            data-testid="release-target"
            options={(['machines', 'points'] as const).map((v) => ({ value: v, label: t(`targetBy.${v}`) }))}
          />
        </Form.Item>
        {targetBy === 'machines' ? (
          <Form.Item name="deviceIds" label={t('field.machines')} required>
            <RemoteSelect
              mode="multiple"
              cacheKey="machines"
              find={adApi.findMachines}
              toOption={(d) => ({ value: d.id, label: d.name ? `${d.deviceCode} · ${d.name}` : d.deviceCode })}
              data-testid="field-deviceIds"
            />
          </Form.Item>
        ) : (
          <Form.Item name="siteIds" label={t('field.points')} extra={t('hint.points')} required>
            <RemoteSelect
              mode="multiple"
              cacheKey="points"
              find={adApi.findPoints}
              toOption={(s) => ({ value: s.id, label: s.siteName })}
              data-testid="field-siteIds"
            />
          </Form.Item>
        )}
        <Space wrap size={16} style={{ width: '100%' }}>
          <Form.Item name="days" label={t('field.days')} required>
            <DatePicker.RangePicker allowClear={false} data-testid="field-days" />
          </Form.Item>
          <Form.Item name="hours" label={t('field.hours')} extra={t('hint.hours')} required>
            <TimePicker.RangePicker format="HH:mm" allowClear={false} data-testid="field-hours" />
          </Form.Item>
        </Space>
        <Form.Item name="sort" label={t('field.sort')} extra={t('hint.sort')}>
          <InputNumber min={0} max={AD_LIMITS.sortMax} precision={0} style={{ width: 160 }} data-testid="field-sort" />
        </Form.Item>
        <Typography.Text type="secondary" style={{ fontSize: 12 }} />
      </Form>
    </Modal>
  );
}
