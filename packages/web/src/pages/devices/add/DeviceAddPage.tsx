import { ArrowLeftOutlined } from '@ant-design/icons';
import { DEVICE_PERMS, type DeviceDetail, type DeviceSecretAnswer, deviceSaveSchema } from '@vr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Result, Space, Spin } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useHasPermission } from '../../../components/authorized/use-permission';
import { FormErrors, useFormSubmit } from '../../../components/list-page';
import { deviceApi } from '../list/api';
import { SecretDialog } from '../list/SecretDialog';
import { DeviceFields } from './DeviceFields';

/** Where the device list lives (menu Devices → Device list). */
export const DEVICE_LIST_PATH = '/deviceManage/device';

const DATE_FIELDS = ['warrantyUntil', 'softwareExpiresAt'] as const;

/** Form values → the save payload (dates as text). */
function toPayload(values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...values };
  for (const f of DATE_FIELDS) out[f] = values[f] ? (values[f] as Dayjs).format('YYYY-MM-DD') : null;
  out.deployedAt = values.deployedAt ? (values.deployedAt as Dayjs).format('YYYY-MM-DD HH:mm:ss') : null;
  return out;
}

function toForm(d: DeviceDetail): Record<string, unknown> {
  return {
    ...d,
    warrantyUntil: d.warrantyUntil ? dayjs(d.warrantyUntil) : null,
    softwareExpiresAt: d.softwareExpiresAt ? dayjs(d.softwareExpiresAt) : null,
    deployedAt: d.deployedAt ? dayjs(d.deployedAt) : null,
  };
}

/** Add (and, with `?id=`, edit) a device: every device field in sections; the secret is shown once after creation. */
export default function DeviceAddPage() {
  const { t } = useTranslation(['devices', 'common']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const allowed = useHasPermission(id ? DEVICE_PERMS.edit : DEVICE_PERMS.add);
  const [form] = Form.useForm();
  const [secret, setSecret] = useState<DeviceSecretAnswer | null>(null);
  const existing = useQuery({ queryKey: ['device-detail', id], queryFn: () => deviceApi.detail(id!), enabled: !!id && allowed });
  const orgId = Form.useWatch('orgId', form) as number | undefined;

  const { submit, saving, generalErrors, formProps } = useFormSubmit({
    form,
    schema: deviceSaveSchema,
    toValues: (values) => ({ ...toPayload(values), ...(id ? { id } : {}) }),
    // The payload goes as the form holds it; the server applies the schema itself.
    send: () => deviceApi.save({ ...toPayload(form.getFieldsValue(true) as Record<string, unknown>), ...(id ? { id } : {}) } as never),
    invalidates: [['list', 'devices'], ['device-counts']],
    // An edit goes back to the list; a new device shows its secret once.
    onSaved: (answer) => (id ? void navigate(DEVICE_LIST_PATH) : setSecret(answer)),
  });

  useEffect(() => {
    if (existing.data) form.setFieldsValue(toForm(existing.data));
  }, [existing.data, form]);

  if (!allowed) return <Result status="403" title={t('devices:noPermission')} />;

  return (
    <div data-testid="device-add-page" style={{ padding: 16 }}>
      <Space style={{ marginBottom: 16 }}>
        <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(DEVICE_LIST_PATH)}>
          {t('devices:action.back')}
        </Button>
        <strong style={{ fontSize: 16 }}>
          {id ? t('devices:editTitle', { code: existing.data?.deviceCode ?? '' }) : t('devices:addTitle')}
        </strong>
      </Space>
      <FormErrors errors={generalErrors} gap={16} />
      <Spin spinning={!!id && existing.isLoading}>
        <Form
          name={formProps.name}
          form={form}
          layout="vertical"
          initialValues={{ status: 0 }}
          onFinish={() => void submit()}
          // antd's own rules failing still goes through the shared check, whose toast names the field.
          onFinishFailed={() => void submit()}
          // Another customer's point, partition or route cannot stay chosen.
          onValuesChange={(changed: Record<string, unknown>) => {
            formProps.onValuesChange(changed);
            if ('orgId' in changed) form.setFieldsValue({ siteId: undefined, zoneId: undefined, routeId: undefined });
          }}
        >
          <DeviceFields orgId={orgId} />
          <Space>
            <Button type="primary" htmlType="submit" loading={saving} data-testid="device-save">
              {id ? t('common:action.save') : t('devices:action.create')}
            </Button>
            <Button onClick={() => void navigate(DEVICE_LIST_PATH)}>{t('common:action.cancel')}</Button>
          </Space>
        </Form>
      </Spin>
      <SecretDialog
        answer={secret}
        onClose={() => {
          setSecret(null);
          form.resetFields();
          void navigate(DEVICE_LIST_PATH);
        }}
      />
    </div>
  );
}
