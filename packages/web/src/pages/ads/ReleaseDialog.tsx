import { AD_LIMITS, type AdMachineRow, type AdReleaseActionResult, type AdReleaseRow, adReleaseSaveSchema } from '@vr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, DatePicker, Form, Input, InputNumber, Modal, Radio, Space, Spin, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmThenSend, useFormSubmit } from '../../components/list-page';
import { adApi } from './api';
import { RemoteSelect } from './RemoteSelect';

interface Props {
  open: boolean;
  /** The release edited, or none for a new one. */
  release?: AdReleaseRow | null;
  onClose(): void;
  onDone(): void;
}

type TargetBy = 'machines' | 'points';
type Saved = { deviceIds?: number[] | undefined; siteIds?: number[] | undefined };
const LIVE: readonly string[] = ['pending', 'delivered', 'failed'];
const nonEmpty = (ids: unknown) => (Array.isArray(ids) && ids.length > 0 ? ids : undefined);
const hourOf = (value: Dayjs | null | undefined, end: boolean) => {
  if (!value) return undefined;
  const text = value.format('HH:mm');
  // The picker's last minute of the day stands for the end of the day.
  return end && text === '23:59' ? '24:00' : text;
};
const pickerHour = (hour: string) => dayjs(hour === '24:00' ? '23:59' : hour, 'HH:mm');
const machineLabel = (m: { deviceCode: string; name?: string | null; deviceName?: string | null }) => {
  const name = m.name ?? m.deviceName;
  return name ? `${m.deviceCode} · ${name}` : m.deviceCode;
};
/** The machines an edit takes the release off: those it has now that the new choice leaves out. */
const leftOut = (machines: AdMachineRow[], saved: Saved) =>
  machines.filter((m) =>
    saved.deviceIds ? !saved.deviceIds.includes(m.deviceId) : !(m.siteId !== null && saved.siteIds?.includes(m.siteId)),
  ).length;

/**
 * A new release, or an active one edited: its name, the material (fixed once released), the
 * machines (chosen, or every machine at chosen points), the days and the hours of each day it shows,
 * and its place in the machines' playlists. An edit that takes it off machines asks first.
 */
export function ReleaseDialog({ open, release = null, onClose, onDone }: Props) {
  const { t } = useTranslation(['ads', 'common']);
  const [form] = Form.useForm();
  const [targetBy, setTargetBy] = useState<TargetBy>(release?.siteIds ? 'points' : 'machines');
  const current = useQuery({
    queryKey: ['ads', 'release-machines', release?.id],
    queryFn: () => adApi.releaseMachines(release!.id),
    enabled: open && release !== null,
    staleTime: 0,
  });
  const live = (current.data ?? []).filter((m) => LIVE.includes(m.state));

  const save = async (values: Parameters<typeof adApi.release>[0]): Promise<AdReleaseActionResult> => {
    const removing = release ? leftOut(live, values as Saved) : 0;
    if (removing === 0) return adApi.release(values);
    let answer: AdReleaseActionResult | undefined;
    await confirmThenSend({
      title: t('common:confirm.title'),
      content: t('ads:confirm.removeMachines', { count: removing }),
      okText: t('common:action.confirm'),
      cancelText: t('common:action.cancel'),
      send: async () => {
        answer = await adApi.release(values);
      },
      onSent: () => undefined,
    });
    return answer!;
  };

  const { submit, saving, generalErrors, formProps } = useFormSubmit({
    form,
    schema: adReleaseSaveSchema,
    toValues: (v) => {
      const days = v['days'] as [Dayjs, Dayjs] | undefined;
      const hours = v['hours'] as [Dayjs, Dayjs] | undefined;
      return {
        ...(release ? { id: release.id } : {}),
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
    send: save,
    invalidates: [
      ['list', 'ad-releases'],
      ['ads', 'release-machines'],
    ],
    savedMessage: (answer) => t(release ? 'ads:done.edited' : 'ads:done.released', { sent: answer.sent, machines: answer.machines }),
    onSaved: () => {
      form.resetFields();
      onDone();
    },
  });

  const ready = release === null || current.isSuccess;
  const initialValues = release
    ? {
        name: release.name,
        materialId: release.materialId,
        deviceIds: release.siteIds ? undefined : live.map((m) => m.deviceId),
        siteIds: release.siteIds ?? undefined,
        days: [dayjs(release.beginDate), dayjs(release.endDate)],
        hours: [pickerHour(release.hourFrom), pickerHour(release.hourTo)],
        sort: release.sort,
      }
    : {
        sort: AD_LIMITS.defaultSort,
        days: [dayjs(), dayjs().add(30, 'day')],
        hours: [dayjs('00:00', 'HH:mm'), dayjs('23:59', 'HH:mm')],
      };

  return (
    <Modal
      open={open}
      title={release ? t('ads:editTitle') : t('ads:menu.AdReleaseAdd')}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={saving}
      okButtonProps={{ 'data-testid': 'release-submit', disabled: !ready } as never}
      destroyOnHidden
      forceRender
      width={640}
    >
      {generalErrors.length > 0 && <Alert type="error" showIcon title={generalErrors.join(' ')} style={{ marginBottom: 12 }} />}
      {!ready ? (
        <Spin style={{ display: 'block', margin: '48px auto' }} />
      ) : (
        <Form {...formProps} form={form} layout="vertical" initialValues={initialValues}>
          <Form.Item name="name" label={t('ads:field.release')} required>
            <Input maxLength={AD_LIMITS.name} data-testid="field-name" />
          </Form.Item>
          <Form.Item name="materialId" label={t('ads:field.material')} extra={release ? t('ads:hint.materialFixed') : undefined} required>
            <RemoteSelect
              cacheKey="materials"
              find={adApi.findMaterials}
              toOption={(m) => ({ value: m.id, label: `${m.name} · ${t(`ads:kindLabel.${m.kind}`)}` })}
              initialOptions={
                release ? [{ value: release.materialId, label: `${release.materialName} · ${t(`ads:kindLabel.${release.kind}`)}` }] : []
              }
              disabled={release !== null}
              data-testid="field-materialId"
            />
          </Form.Item>
          <Form.Item label={t('ads:field.target')} required>
            <Radio.Group
              value={targetBy}
              onChange={(e) => setTargetBy(e.target.value as TargetBy)}
              data-testid="release-target"
              options={(['machines', 'points'] as const).map((v) => ({ value: v, label: t(`ads:targetBy.${v}`) }))}
            />
          </Form.Item>
          {targetBy === 'machines' ? (
            <Form.Item name="deviceIds" label={t('ads:field.machines')} required>
              <RemoteSelect
                mode="multiple"
                cacheKey="machines"
                find={adApi.findMachines}
                toOption={(d) => ({ value: d.id, label: machineLabel(d) })}
                initialOptions={live.map((m) => ({ value: m.deviceId, label: machineLabel(m) }))}
                data-testid="field-deviceIds"
              />
            </Form.Item>
          ) : (
            <Form.Item name="siteIds" label={t('ads:field.points')} extra={t('ads:hint.points')} required>
              <RemoteSelect
                mode="multiple"
                cacheKey="points"
                find={adApi.findPoints}
                toOption={(s) => ({ value: s.id, label: s.siteName })}
                initialOptions={(release?.siteIds ?? []).map((id, i) => ({ value: id, label: release?.siteNames?.[i] ?? `#${id}` }))}
                data-testid="field-siteIds"
              />
            </Form.Item>
          )}
          <Space wrap size={16} style={{ width: '100%' }}>
            <Form.Item name="days" label={t('ads:field.days')} required>
              <DatePicker.RangePicker allowClear={false} data-testid="field-days" />
            </Form.Item>
            <Form.Item name="hours" label={t('ads:field.hours')} extra={t('ads:hint.hours')} required>
              <TimePicker.RangePicker format="HH:mm" allowClear={false} data-testid="field-hours" />
            </Form.Item>
          </Space>
          <Form.Item name="sort" label={t('ads:field.sort')} extra={t('ads:hint.sort')}>
            <InputNumber min={0} max={AD_LIMITS.sortMax} precision={0} style={{ width: 160 }} data-testid="field-sort" />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
