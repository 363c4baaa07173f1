import { APPLET_COLOR_API, APPLET_COLOR_PERMS, type AppletColorView, appletColorSaveSchema } from '@vr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Form, Row, Space, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { get, post } from '../../api/request';
import { useHasPermission } from '../../components/authorized/use-permission';
import { FormErrors, useFormSubmit } from '../../components/list-page';
import { OrgTreeSelect } from '../../components/org-tree-select';
import { ColorInput } from './ColorInput';

type OrgValue = number | { value: number } | undefined;
const idOf = (v: OrgValue) => (typeof v === 'object' && v !== null ? v.value : v);

/** A sketch of the phone ordering page in the customer's colours. */
function PhonePreview({ primaryColor, backgroundColor }: { primaryColor?: string; backgroundColor?: string }) {
  const { t } = useTranslation('deviceScreen');
  return (
    <div data-testid="applet-preview" style={{ width: 180, border: '6px solid #333', borderRadius: 18, overflow: 'hidden' }}>
      <div style={{ background: backgroundColor, height: 280, padding: 10 }}>
        {[1, 2].map((n) => (
          <div key={n} style={{ background: '#fff', borderRadius: 8, padding: 8, marginBottom: 8, fontSize: 12 }}>
            <div>{t('applet.drink')}</div>
            <div style={{ color: primaryColor, fontWeight: 600 }}>{t('applet.price')}</div>
          </div>
        ))}
        <div
          style={{
            background: primaryColor,
            color: '#fff',
            borderRadius: 16,
            textAlign: 'center',
            padding: 6,
            marginTop: 40,
            fontSize: 13,
          }}
        >
          {t('applet.order')}
        </div>
      </div>
    </div>
  );
}

/** Devices → mini-program colour: a customer's colours of the ordering page customers open by scanning a machine. */
export default function AppletColorPage() {
  const { t } = useTranslation(['deviceScreen', 'common']);
  const canEdit = useHasPermission(APPLET_COLOR_PERMS.edit);
  const [org, setOrg] = useState<OrgValue>(undefined);
  const orgId = idOf(org);
  const [form] = Form.useForm();
  const current = useQuery({
    queryKey: ['applet-color', orgId ?? 'own'],
    // Silent: an account of the platform, under no customer, is asked to choose one instead.
    queryFn: async () => (await get<AppletColorView>(APPLET_COLOR_API.detail, orgId ? { orgId } : {}, { silent: true })).data!,
    retry: false,
  });
  useEffect(() => {
    if (current.data) form.setFieldsValue({ primaryColor: current.data.primaryColor, backgroundColor: current.data.backgroundColor });
  }, [current.data, form]);
  const primaryColor = Form.useWatch('primaryColor', form) as string | undefined;
  const backgroundColor = Form.useWatch('backgroundColor', form) as string | undefined;

  const { submit, saving, generalErrors, formProps } = useFormSubmit({
    form,
    schema: appletColorSaveSchema,
    hiddenValues: orgId ? { orgId } : {},
    send: async (values) => (await post<AppletColorView>(APPLET_COLOR_API.save, values)).data!,
    invalidates: [['applet-color']],
    savedMessage: () => t('deviceScreen:applet.saved'),
  });

  return (
    <div data-testid="applet-color-page" style={{ padding: 16 }}>
      <Card size="small" style={{ marginBottom: 16 }}>
        <Space wrap>
          <label htmlFor="applet-color-customer">{t('deviceScreen:applet.customer')}</label>
          <OrgTreeSelect
            id="applet-color-customer"
            value={org as never}
            onChange={(v) => setOrg(v as OrgValue)}
            allowClear
            style={{ minWidth: 240 }}
          />
          {current.data && <Typography.Text strong>{current.data.customerName}</Typography.Text>}
        </Space>
      </Card>
      {current.isError ? (
        orgId ? (
          <Alert type="warning" showIcon message={(current.error as Error).message} />
        ) : (
          <Alert type="info" showIcon message={t('deviceScreen:applet.choose')} />
        )
      ) : (
        <Spin spinning={current.isLoading}>
          <FormErrors errors={generalErrors} gap={16} />
          <Row gutter={24}>
            <Col xs={24} md={14}>
              <Card size="small" title={t('deviceScreen:menu.AppletColor')} style={{ marginBottom: 16 }}>
                <Typography.Paragraph type="secondary">{t('deviceScreen:applet.hint')}</Typography.Paragraph>
                {current.data && !current.data.saved && (
                  <Alert type="info" message={t('deviceScreen:applet.defaults')} style={{ marginBottom: 12 }} />
                )}
                <Form
                  name={formProps.name}
                  form={form}
                  layout="vertical"
                  disabled={!canEdit}
                  onFinish={() => void submit()}
                  onFinishFailed={() => void submit()}
                  onValuesChange={formProps.onValuesChange}
                >
                  {(['primaryColor', 'backgroundColor'] as const).map((field) => (
                    <Form.Item key={field} name={field} label={t(`deviceScreen:field.${field}`)} required>
                      <ColorInput label={t(`deviceScreen:field.${field}`)} />
                    </Form.Item>
                  ))}
                  {canEdit && (
                    <Button type="primary" htmlType="submit" loading={saving} data-testid="applet-save">
                      {t('common:action.save')}
                    </Button>
                  )}
                </Form>
              </Card>
            </Col>
            <Col xs={24} md={10}>
              <Card size="small" title={t('deviceScreen:preview')}>
                <div style={{ display: 'flex', justifyContent: 'center' }}>
                  <PhonePreview primaryColor={primaryColor} backgroundColor={backgroundColor} />
                </div>
              </Card>
            </Col>
          </Row>
        </Spin>
      )}
    </div>
  );
}
