import { ArrowLeftOutlined } from '@ant-design/icons';
import { DEVICE_PERMS, type DeviceDetail, type DeviceSecretAnswer, deviceSaveSchema } from '@vr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, DatePicker, Form, Input, InputNumber, Result, Row, Select, Space, Spin } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useHasPermission } from '../../../components/authorized/use-permission';
import { DictSelect, useFormSubmit, zodRule } from '../../../components/list-page';
import { OrgTreeSelect } from '../../../components/org-tree-select';
import { useAppStore } from '../../../stores/app';
import { usePointOptions } from '../../points';
import { deviceApi } from '../list/api';
import { deviceLabels } from '../list/labels';
import { SecretDialog } from '../list/SecretDialog';

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

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card size="small" title={title} style={{ marginBottom: 16 }}>
      <Row gutter={16}>{children}</Row>
    </Card>
  );
}
const Cell = ({ children }: { children: ReactNode }) => (
  <Col xs={24} md={12} xl={8}>
    {children}
  </Col>
);

/** Add (and, with `?id=`, edit) a device: every device field in sections; the secret is shown once after creation. */
export default function DeviceAddPage() {
  const { t } = useTranslation(['devices', 'common']);
  const lang = useAppStore((s) => s.language);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const allowed = useHasPermission(id ? DEVICE_PERMS.edit : DEVICE_PERMS.add);
  const [form] = Form.useForm();
  const [secret, setSecret] = useState<DeviceSecretAnswer | null>(null);
  const options = useQuery({ queryKey: ['device-options'], queryFn: deviceApi.options });
  const existing = useQuery({ queryKey: ['device-detail', id], queryFn: () => deviceApi.detail(id!), enabled: !!id && allowed });
  const labels = deviceLabels(t);
  const orgId = Form.useWatch('orgId', form) as number | undefined;
  // Points, partitions and routes of the chosen customer only (the server refuses any other).
  const siteOptions = usePointOptions('site', { customerOf: orgId }, !!orgId);
  const zoneOptions = usePointOptions('zone', { customerOf: orgId }, !!orgId);
  const routeOptions = usePointOptions('route', { customerOf: orgId }, !!orgId);

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

  const rule = (name: string) => [zodRule(deviceSaveSchema, name, lang)];
  const req = (name: string) => ({ name, rules: rule(name) });
  const label = (key: string) => t(`devices:field.${key}` as never) as string;

  const opts = options.data;
  const choices = (rows: Array<{ id: number; name: string; code?: string | null }> = []) =>
    rows.map((r) => ({ value: r.id, label: r.code ? `${r.name} (${r.code})` : r.name }));
  const pointChoices = (query: { data?: Array<{ id: number; name: string; code?: string | null }> }) => (orgId ? choices(query.data) : []);

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
      {generalErrors.length > 0 && <Alert type="error" showIcon title={generalErrors.join('\n')} style={{ marginBottom: 16 }} />}
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
          <Section title={t('devices:section.identity')}>
            <Cell>
              <Form.Item {...req('deviceCode')} label={label('deviceCode')} required>
                <Input maxLength={50} data-testid="field-deviceCode" />
              </Form.Item>
            </Cell>
            <Cell>
              <Form.Item {...req('nameplateNo')} label={label('nameplateNo')}>
                <Input maxLength={50} data-testid="field-nameplateNo" />
              </Form.Item>
            </Cell>
            <Cell>
              <Form.Item {...req('dtuCode')} label={label('dtuCode')}>
                <Input maxLength={50} data-testid="field-dtuCode" />
              </Form.Item>
            </Cell>
            <Cell>
              <Form.Item {...req('name')} label={label('name')}>
                <Input maxLength={100} data-testid="field-name" />
              </Form.Item>
            </Cell>
          </Section>
          <Section title={t('devices:section.placement')}>
            <Cell>
              <Form.Item name="orgId" label={label('customer')} required rules={rule('orgId')}>
                <OrgTreeSelect />
              </Form.Item>
            </Cell>
            <Cell>
              <Form.Item name="modelId" label={label('model')}>
                <Select
                  allowClear
                  showSearch={{ optionFilterProp: 'label' }}
                  options={(opts?.models ?? []).map((m) => ({ value: m.id, label: `${m.name ?? m.code} (${m.code})` }))}
                />
              </Form.Item>
            </Cell>
            <Cell>
              <Form.Item name="status" label={label('status')} required>
                <Select options={[0, 1, 2].map((v) => ({ value: v, label: labels.status[v] }))} />
              </Form.Item>
            </Cell>
            <Cell>
              <Form.Item name="siteId" label={label('site')}>
                <Select
                  allowClear
                  showSearch={{ optionFilterProp: 'label' }}
                  options={pointChoices(siteOptions)}
                  loading={siteOptions.isFetching}
                  disabled={!orgId}
                  data-testid="field-siteId"
                />
              </Form.Item>
            </Cell>
            <Cell>
              <Form.Item name="zoneId" label={label('zone')}>
                <Select allowClear showSearch={{ optionFilterProp: 'label' }} options={pointChoices(zoneOptions)} disabled={!orgId} />
              </Form.Item>
            </Cell>
            <Cell>
              <Form.Item name="routeId" label={label('route')}>
                <Select allowClear showSearch={{ optionFilterProp: 'label' }} options={pointChoices(routeOptions)} disabled={!orgId} />
              </Form.Item>
            </Cell>
          </Section>
          <Section title={t('devices:section.commercial')}>
            <Cell>
              <Form.Item name="deployedAt" label={label('deployedAt')}>
                <DatePicker showTime style={{ width: '100%' }} format="YYYY-MM-DD HH:mm:ss" />
              </Form.Item>
            </Cell>
            <Cell>
              <Form.Item name="warrantyUntil" label={label('warrantyUntil')}>
                <DatePicker style={{ width: '100%' }} format="YYYY-MM-DD" />
              </Form.Item>
            </Cell>
            <Cell>
              <Form.Item name="softwareExpiresAt" label={label('softwareExpiresAt')}>
                <DatePicker style={{ width: '100%' }} format="YYYY-MM-DD" />
              </Form.Item>
            </Cell>
            <Cell>
              <Form.Item {...req('rent')} label={label('rent')}>
                <InputNumber min={0} precision={2} style={{ width: '100%' }} />
              </Form.Item>
            </Cell>
            <Cell>
              <Form.Item name="cooperationMode" label={label('cooperationMode')}>
                <Select allowClear options={[1, 2, 3, 4].map((v) => ({ value: v, label: labels.cooperation[v] }))} />
              </Form.Item>
            </Cell>
            <Cell>
              <Form.Item {...req('cartLimit')} label={label('cartLimit')}>
                <InputNumber min={1} max={999} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Cell>
            <Cell>
              <Form.Item {...req('minOrderAmount')} label={label('minOrderAmount')}>
                <InputNumber min={0} precision={2} style={{ width: '100%' }} />
              </Form.Item>
            </Cell>
            <Cell>
              <Form.Item {...req('businessHours')} label={label('businessHours')}>
                <Input placeholder={t('devices:placeholder.businessHours')} data-testid="field-businessHours" />
              </Form.Item>
            </Cell>
          </Section>
          <Section title={t('devices:section.location')}>
            <Cell>
              <Form.Item {...req('country')} label={label('country')}>
                <Input maxLength={50} />
              </Form.Item>
            </Cell>
            <Cell>
              <Form.Item {...req('province')} label={label('province')}>
                <Input maxLength={50} />
              </Form.Item>
            </Cell>
            <Cell>
              <Form.Item {...req('city')} label={label('city')}>
                <Input maxLength={50} />
              </Form.Item>
            </Cell>
            <Cell>
              <Form.Item {...req('district')} label={label('district')}>
                <Input maxLength={50} />
              </Form.Item>
            </Cell>
            <Cell>
              <Form.Item {...req('address')} label={label('address')}>
                <Input maxLength={200} />
              </Form.Item>
            </Cell>
            <Cell>
              <Form.Item {...req('scenario')} label={label('scenario')}>
                <DictSelect dict="site_scenario" />
              </Form.Item>
            </Cell>
            <Cell>
              <Form.Item {...req('lng')} label={label('lng')}>
                <InputNumber min={-180} max={180} precision={6} style={{ width: '100%' }} />
              </Form.Item>
            </Cell>
            <Cell>
              <Form.Item {...req('lat')} label={label('lat')}>
                <InputNumber min={-90} max={90} precision={6} style={{ width: '100%' }} />
              </Form.Item>
            </Cell>
            <Cell>
              <Form.Item {...req('fenceMeters')} label={label('fenceMeters')}>
                <InputNumber min={0} max={100000} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Cell>
          </Section>
          <Section title={t('devices:section.equipment')}>
            <Cell>
              <Form.Item {...req('capacity')} label={label('capacity')}>
                <InputNumber min={0} max={100000} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Cell>
            <Cell>
              <Form.Item name="waterSource" label={label('waterSource')}>
                <Select allowClear options={['tank', 'tap'].map((v) => ({ value: v, label: labels.water[v] }))} />
              </Form.Item>
            </Cell>
            <Cell>
              <Form.Item {...req('cameraNo')} label={label('cameraNo')}>
                <Input maxLength={50} />
              </Form.Item>
            </Cell>
            <Cell>
              <Form.Item {...req('labelPrinterNo')} label={label('labelPrinterNo')}>
                <Input maxLength={50} />
              </Form.Item>
            </Cell>
            <Col xs={24}>
              <Form.Item {...req('remark')} label={label('remark')}>
                <Input.TextArea maxLength={500} showCount rows={3} />
              </Form.Item>
            </Col>
          </Section>
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
