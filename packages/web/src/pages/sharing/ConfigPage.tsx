import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  SHARING_API,
  SHARING_BUSINESS_TYPE,
  SHARING_CONFIG_STATUS,
  SHARING_LIMITS,
  SHARING_TYPE,
  type SharingConfigView,
  rateBps,
  sharingConfigSaveSchema,
} from '@vr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Form, InputNumber, Radio, Select, Space, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { get, post } from '../../api/request';
import { codedOptions } from '../../components/coded-tag';
import { useFormSubmit } from '../../components/list-page';
import { ImageUpload } from '../../components/upload';
import { useAppStore } from '../../stores/app';

/** Where the configurations are listed (Finance → sharing config). */
const CONFIG_LIST_PATH = '/finance/sharingConfig';

interface Joiner {
  applyId: number;
  name: string;
  merchantNo: string;
}

/** The sharing configuration of one payment configuration (`id`): status, types, devices, joiners and their rates. */
export default function ConfigPage() {
  const { t } = useTranslation('sharing');
  const lang = useAppStore((s) => s.language);
  const payId = Number(useParams().id);
  const navigate = useNavigate();
  const [form] = Form.useForm();
  const view = useQuery({
    queryKey: ['sharing-config', payId],
    queryFn: async () => (await get<SharingConfigView>(SHARING_API.configDetail, { payId })).data!,
  });
  const joiners = useQuery({
    queryKey: ['sharing-joiners', payId],
    queryFn: async () => (await get<Joiner[]>(SHARING_API.configJoiners, { payId })).data ?? [],
  });
  useEffect(() => {
    if (view.data)
      form.setFieldsValue({
        ...view.data,
        joiners: view.data.joiners.length > 0 ? view.data.joiners.map((j) => ({ applyId: j.applyId, rate: j.rate })) : [{}],
      });
  }, [view.data, form]);

  const { submit, saving, generalErrors, onValuesChange } = useFormSubmit({
    form,
    schema: sharingConfigSaveSchema,
    hiddenValues: { payConfigId: payId },
    send: (values) => post(SHARING_API.configSave, values),
    invalidates: [
      ['list', 'sharing-configs'],
      ['sharing-config', payId],
    ],
    onSaved: () => void navigate(CONFIG_LIST_PATH),
  });
  const rows = (Form.useWatch('joiners', form) as Array<{ rate?: number }> | undefined) ?? [];
  const allDevices = Form.useWatch('allDevices', form) as boolean | undefined;
  const total = rows.reduce((s, r) => s + rateBps(Number(r?.rate) || 0), 0) / 100;
  const v = view.data;
  const joinerOptions = [
    ...(joiners.data ?? []),
    ...(v?.joiners ?? []).filter((j) => !(joiners.data ?? []).some((o) => o.applyId === j.applyId)),
  ].map((j) => ({ value: j.applyId, label: `${j.name} (${j.merchantNo})` }));

  return (
    <Card
      data-testid="sharing-config-page"
      loading={view.isLoading}
      title={v ? `${t('action.configure')} · ${v.payMerchantName}` : t('action.configure')}
      style={{ maxWidth: 860 }}
    >
      {v && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('hint.fee', { rate: v.feeRate })}
          description={t('hint.rules')}
          data-testid="sharing-fee"
        />
      )}
      {generalErrors.length > 0 && <Alert type="error" title={generalErrors.join(' ')} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" onFinish={() => void submit()} onValuesChange={onValuesChange}>
        <Space wrap size="large">
          <Form.Item name="status" label={t('field.status')}>
            <Radio.Group
              data-testid="field-status"
              options={[
                { value: SHARING_CONFIG_STATUS.enabled, label: t('enabled') },
                { value: SHARING_CONFIG_STATUS.disabled, label: t('disabled') },
              ]}
            />
          </Form.Item>
          <Form.Item name="sharingType" label={t('field.sharingType')}>
            <Select style={{ width: 200 }} options={codedOptions(SHARING_TYPE, lang)} data-testid="field-sharingType" />
          </Form.Item>
          <Form.Item name="businessType" label={t('field.businessType')}>
            <Select style={{ width: 240 }} options={codedOptions(SHARING_BUSINESS_TYPE, lang)} data-testid="field-businessType" />
          </Form.Item>
        </Space>
        <Form.Item name="allDevices" label={t('field.allDevices')}>
          <Radio.Group
            data-testid="field-allDevices"
            options={[
              { value: false, label: t('allDevicesOption.selected') },
              { value: true, label: t('allDevicesOption.all') },
            ]}
          />
        </Form.Item>
        {!allDevices && (
          <Form.Item name="deviceIds" label={t('field.devices')}>
            <Select
              mode="multiple"
              showSearch
              optionFilterProp="label"
              data-testid="field-deviceIds"
              options={(v?.deviceOptions ?? []).map((d) => ({ value: d.id, label: d.name ? `${d.name} (${d.code})` : d.code }))}
            />
          </Form.Item>
        )}
        <Typography.Text strong>{t('field.joiners')}</Typography.Text>
        {joiners.data?.length === 0 && <Alert type="warning" style={{ margin: '8px 0' }} title={t('hint.joinersEmpty')} />}
        <Form.List name="joiners">
          {(fields, { add, remove }, { errors }) => (
            <>
              {fields.map((field, i) => (
                <Space key={field.key} align="start" wrap style={{ display: 'flex', marginTop: 8 }}>
                  <Form.Item name={[field.name, 'applyId']} label={i === 0 ? t('field.joiner') : undefined} style={{ marginBottom: 8 }}>
                    <Select
                      showSearch
                      optionFilterProp="label"
                      style={{ width: 300, maxWidth: '80vw' }}
                      options={joinerOptions}
                      data-testid={`field-joiner-${i}`}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'rate']} label={i === 0 ? t('field.rate') : undefined} style={{ marginBottom: 8 }}>
                    <InputNumber min={0} max={100} step={0.01} precision={2} style={{ width: 120 }} data-testid={`field-rate-${i}`} />
                  </Form.Item>
                  <Button
                    icon={<DeleteOutlined />}
                    aria-label="remove"
                    onClick={() => remove(field.name)}
                    style={{ marginTop: i === 0 ? 30 : 0 }}
                    disabled={fields.length === 1}
                  />
                </Space>
              ))}
              <Form.ErrorList errors={errors} />
              <Space style={{ margin: '8px 0 16px' }}>
                <Button
                  icon={<PlusOutlined />}
                  onClick={() => add({})}
                  disabled={fields.length >= SHARING_LIMITS.joiners}
                  data-testid="add-joiner"
                >
                  {t('action.addJoiner')}
                </Button>
                <Typography.Text type={total > SHARING_LIMITS.maxTotalRate ? 'danger' : 'secondary'} data-testid="sharing-total">
                  {t('total', { rate: total })}
                </Typography.Text>
              </Space>
            </>
          )}
        </Form.List>
        {total > SHARING_LIMITS.agreementAbove && (
          <Form.Item name="agreementFile" label={t('field.agreementFile')} required>
            <ImageUpload use="sharingPicture" dataField="agreement" showHint />
          </Form.Item>
        )}
        <div>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="config-save">
            {t('action.save')}
          </Button>
        </div>
      </Form>
    </Card>
  );
}
