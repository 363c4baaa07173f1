import { ArrowLeftOutlined } from '@ant-design/icons';
import {
  DEVICE_SCREEN_LIMITS,
  DEVICE_SCREEN_PERMS,
  DEVICE_SCREEN_ROUTE,
  LANGS,
  SCREEN_DEFAULTS,
  SCREEN_LAYOUTS,
  SCREEN_TARGETS,
  type ScreenConfigRow,
  type ScreenSaveResult,
  UPLOAD_USES,
  screenConfigSaveSchema,
} from '@vr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Form, Input, InputNumber, Radio, Result, Row, Select, Space, Spin, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useHasPermission } from '../../components/authorized/use-permission';
import { FormErrors, useFormSubmit } from '../../components/list-page';
import { OrgTreeSelect } from '../../components/org-tree-select';
import { ImageUpload } from '../../components/upload';
import { ModelSelect } from '../device-models';
import { MachinePicker } from '../device-upgrade';
import { screenApi } from './api';
import { ColorInput } from './ColorInput';
import { ScreenPreview } from './ScreenPreview';

/** A stored configuration as the form holds it (a copy takes a new name of its own). */
function toForm(row: ScreenConfigRow, copy: boolean, copyName: string): Record<string, unknown> {
  return {
    name: copy ? copyName : row.name,
    orgId: row.orgId,
    appliesTo: row.appliesTo,
    modelId: row.modelId ?? undefined,
    // A copy names no machine: a machine is named by one configuration at most.
    deviceIds: copy ? [] : row.deviceIds,
    homeLayout: row.homeLayout,
    banners: row.banners,
    bannerSeconds: row.bannerSeconds,
    idleEnabled: row.idleEnabled,
    idleSeconds: row.idleSeconds,
    idleImage: row.idleImage ?? null,
    language: row.language,
    primaryColor: row.primaryColor,
    backgroundColor: row.backgroundColor,
    textColor: row.textColor,
  };
}

/** Form values → the save payload: the organisation as its id, only the target's own field. */
function toPayload(values: Record<string, unknown>): Record<string, unknown> {
  const org = values['orgId'];
  const orgId = typeof org === 'object' && org !== null ? (org as { value: number }).value : org;
  const appliesTo = values['appliesTo'];
  return {
    ...values,
    orgId: orgId ?? undefined,
    modelId: appliesTo === 'model' ? values['modelId'] : undefined,
    deviceIds: appliesTo === 'devices' ? values['deviceIds'] : undefined,
    idleImage: values['idleImage'] || undefined,
    banners: values['banners'] ?? [],
  };
}

/**
 * Add (`…/Add/index`, `?copy=<id>` starts from a copy) or edit (`…/Edit/index/<id>`) an interface
 * configuration, with a sketch of the machine's home screen beside the form.
 */
export default function ScreenConfigFormPage() {
  const { t } = useTranslation(['deviceScreen', 'common']);
  const navigate = useNavigate();
  const params = useParams();
  const [search] = useSearchParams();
  const editId = Number(params['Id']) || undefined;
  const copyId = Number(search.get('copy')) || undefined;
  const sourceId = editId ?? copyId;
  const allowed = useHasPermission(editId ? DEVICE_SCREEN_PERMS.edit : DEVICE_SCREEN_PERMS.add);
  const [form] = Form.useForm();
  const source = useQuery({
    queryKey: ['device-screen-detail', sourceId],
    queryFn: () => screenApi.detail(sourceId!),
    enabled: !!sourceId && allowed,
  });
  const appliesTo = Form.useWatch('appliesTo', form) as string | undefined;
  const idleEnabled = Form.useWatch('idleEnabled', form) as boolean | undefined;
  const preview = {
    homeLayout: Form.useWatch('homeLayout', form),
    banners: Form.useWatch('banners', form),
    primaryColor: Form.useWatch('primaryColor', form),
    backgroundColor: Form.useWatch('backgroundColor', form),
    textColor: Form.useWatch('textColor', form),
  };
  const back = () => void navigate(DEVICE_SCREEN_ROUTE);

  const { submit, saving, generalErrors, formProps } = useFormSubmit({
    form,
    schema: screenConfigSaveSchema,
    toValues: toPayload,
    send: (values) => (editId ? screenApi.edit(editId, values) : screenApi.add(values)),
    invalidates: [['list', 'device-screens']],
    savedMessage: (answer: ScreenSaveResult) => t('deviceScreen:done.saved', { ...answer }),
    onSaved: back,
  });

  useEffect(() => {
    if (source.data) form.setFieldsValue(toForm(source.data, !editId, `${source.data.name} (2)`.slice(0, DEVICE_SCREEN_LIMITS.name)));
  }, [source.data, editId, form]);

  if (!allowed) return <Result status="403" title={t('deviceScreen:noPermission')} />;
  const title = editId ? t('deviceScreen:title.edit') : copyId ? t('deviceScreen:title.copy') : t('deviceScreen:title.add');
  const banner = UPLOAD_USES.screenImage;

  return (
    <div data-testid="device-screen-form" style={{ padding: 16 }}>
      <Space style={{ marginBottom: 16 }} wrap>
        <Button icon={<ArrowLeftOutlined />} onClick={back} aria-label={t('deviceScreen:action.back')} />
        <strong style={{ fontSize: 16 }}>{title}</strong>
      </Space>
      <FormErrors errors={generalErrors} gap={16} />
      <Spin spinning={!!sourceId && source.isLoading}>
        <Form
          name={formProps.name}
          form={form}
          layout="vertical"
          initialValues={{ ...SCREEN_DEFAULTS, appliesTo: 'model', banners: [] }}
          onFinish={() => void submit()}
          onFinishFailed={() => void submit()}
          onValuesChange={formProps.onValuesChange}
        >
          <Row gutter={24}>
            <Col xs={24} lg={16}>
              <Card size="small" title={t('deviceScreen:section.basic')} style={{ marginBottom: 16 }}>
                <Row gutter={16}>
                  <Col xs={24} md={12}>
                    <Form.Item name="name" label={t('deviceScreen:field.name')} required>
                      <Input maxLength={DEVICE_SCREEN_LIMITS.name} data-testid="screen-name" />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item name="orgId" label={t('deviceScreen:field.org')}>
                      <OrgTreeSelect allowClear />
                    </Form.Item>
                  </Col>
                  <Col xs={24}>
                    <Form.Item name="appliesTo" label={t('deviceScreen:field.target')} required>
                      <Radio.Group options={SCREEN_TARGETS.map((v) => ({ value: v, label: t(`deviceScreen:target.${v}`) }))} />
                    </Form.Item>
                  </Col>
                  <Col xs={24}>
                    {appliesTo === 'devices' ? (
                      <Form.Item name="deviceIds" label={t('deviceScreen:field.devices')} required>
                        <MachinePicker />
                      </Form.Item>
                    ) : (
                      <Form.Item name="modelId" label={t('deviceScreen:field.model')} required extra={t('deviceScreen:hint.model')}>
                        <ModelSelect />
                      </Form.Item>
                    )}
                  </Col>
                </Row>
              </Card>
              <Card size="small" title={t('deviceScreen:section.home')} style={{ marginBottom: 16 }}>
                <Row gutter={16}>
                  <Col xs={24} md={12}>
                    <Form.Item name="homeLayout" label={t('deviceScreen:field.homeLayout')} required>
                      <Radio.Group
                        optionType="button"
                        options={SCREEN_LAYOUTS.map((v) => ({ value: v, label: t(`deviceScreen:layout.${v}`) }))}
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item name="bannerSeconds" label={t('deviceScreen:field.bannerSeconds')} required>
                      <InputNumber
                        min={DEVICE_SCREEN_LIMITS.bannerSeconds.min}
                        max={DEVICE_SCREEN_LIMITS.bannerSeconds.max}
                        precision={0}
                        style={{ width: '100%' }}
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={24}>
                    <Form.Item
                      name="banners"
                      label={t('deviceScreen:field.banners')}
                      extra={t('deviceScreen:hint.banners', { n: DEVICE_SCREEN_LIMITS.banners, mb: banner.maxMb })}
                    >
                      <ImageUpload use="screenImage" dataField="banner" multiple maxCount={DEVICE_SCREEN_LIMITS.banners} showHint={false} />
                    </Form.Item>
                  </Col>
                </Row>
              </Card>
              <Card size="small" title={t('deviceScreen:section.idle')} style={{ marginBottom: 16 }}>
                <Row gutter={16}>
                  <Col xs={12} md={6}>
                    <Form.Item name="idleEnabled" label={t('deviceScreen:field.idleEnabled')} valuePropName="checked">
                      <Switch />
                    </Form.Item>
                  </Col>
                  <Col xs={12} md={6}>
                    <Form.Item name="idleSeconds" label={t('deviceScreen:field.idleSeconds')} required>
                      <InputNumber
                        min={DEVICE_SCREEN_LIMITS.idleSeconds.min}
                        max={DEVICE_SCREEN_LIMITS.idleSeconds.max}
                        precision={0}
                        disabled={idleEnabled === false}
                        style={{ width: '100%' }}
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item name="idleImage" label={t('deviceScreen:field.idleImage')}>
                      <ImageUpload use="screenImage" dataField="idle" showHint={false} disabled={idleEnabled === false} />
                    </Form.Item>
                  </Col>
                </Row>
              </Card>
              <Card size="small" title={t('deviceScreen:section.look')} style={{ marginBottom: 16 }}>
                <Row gutter={16}>
                  <Col xs={24} md={6}>
                    <Form.Item name="language" label={t('deviceScreen:field.language')} required>
                      <Select options={LANGS.map((v) => ({ value: v, label: t(`deviceScreen:lang.${v}`) }))} />
                    </Form.Item>
                  </Col>
                  {(['primaryColor', 'backgroundColor', 'textColor'] as const).map((field) => (
                    <Col xs={24} sm={8} md={6} key={field}>
                      <Form.Item name={field} label={t(`deviceScreen:field.${field}`)} required>
                        <ColorInput label={t(`deviceScreen:field.${field}`)} />
                      </Form.Item>
                    </Col>
                  ))}
                </Row>
              </Card>
            </Col>
            <Col xs={24} lg={8}>
              <Card size="small" title={t('deviceScreen:preview')} style={{ marginBottom: 16 }}>
                <div style={{ display: 'flex', justifyContent: 'center' }}>
                  <ScreenPreview {...preview} />
                </div>
              </Card>
            </Col>
          </Row>
          <Space>
            <Button type="primary" htmlType="submit" loading={saving} data-testid="screen-save">
              {t('common:action.save')}
            </Button>
            <Button onClick={back}>{t('common:action.cancel')}</Button>
          </Space>
        </Form>
      </Spin>
    </div>
  );
}
