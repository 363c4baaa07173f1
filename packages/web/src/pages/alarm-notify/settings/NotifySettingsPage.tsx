import {
  ALARM_NOTIFY_API,
  ALARM_NOTIFY_LIMITS,
  ALARM_NOTIFY_SETTINGS_PERMS,
  type AlarmNotifySettings,
  SMS_PROVIDERS,
  alarmNotifySettingsSchema,
} from '@vr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Divider, Form, Input, InputNumber, Select, Space, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { get, put } from '../../../api/request';
import { useHasPermission } from '../../../components/authorized/use-permission';
import { FormErrors } from '../../../components/list-page/FormErrors';
import { useFormSubmit } from '../../../components/list-page/use-form-submit';
import { OrgTreeSelect } from '../../../components/org-tree-select';
import { useUserStore } from '../../../stores/user';
import { SmsOutbox } from './SmsOutbox';

/** The option names of the SMS providers ('' is none). */
const SMS_OPTION_LABELS = {
  '': 'settings.smsNone',
  platform: 'settings.smsPlatform',
  sandbox: 'settings.smsSandbox',
  http: 'settings.smsHttp',
} as const;

/** Alarms → Notification settings: one customer's quiet hours, escalation, webhook, e-mail and SMS. */
export default function NotifySettingsPage() {
  const { t } = useTranslation('alarmNotify');
  // A customer's account starts on its own customer; the platform's chooses one.
  const ownCustomer = useUserStore((s) => s.session?.userInfo.customerOrgId ?? undefined);
  const [orgId, setOrgId] = useState<number | undefined>(ownCustomer);
  const [form] = Form.useForm();
  const canEdit = useHasPermission(ALARM_NOTIFY_SETTINGS_PERMS.edit);
  const settings = useQuery({
    queryKey: ['alarm-notify-settings', orgId],
    enabled: orgId !== undefined,
    queryFn: async () => (await get<AlarmNotifySettings>(ALARM_NOTIFY_API.settings, { orgId })).data!,
  });
  useEffect(() => {
    if (settings.data) form.setFieldsValue({ ...settings.data, smsProvider: settings.data.smsProvider ?? '' });
  }, [settings.data, form]);
  const { submit, saving, generalErrors, formProps } = useFormSubmit({
    form,
    schema: alarmNotifySettingsSchema,
    hiddenValues: { orgId },
    send: async (values) => (await put<AlarmNotifySettings>(ALARM_NOTIFY_API.settings, values)).data!,
    invalidates: [['alarm-notify-settings', orgId]],
    savedMessage: () => t('settings.saved'),
  });
  const roles = (settings.data?.roleOptions ?? []).map((r) => ({ value: r.id, label: r.name }));
  const smsProvider = Form.useWatch('smsProvider', form) as string | undefined;
  // A signed call's address and its write-only secret (the webhook's, the SMS gateway's).
  const urlAndSecret = (prefix: 'webhook' | 'sms') => (
    <>
      <Form.Item name={`${prefix}Url`} label={t(`settings.${prefix}Url`)}>
        <Input placeholder="https://" allowClear />
      </Form.Item>
      <Form.Item name={`${prefix}Secret`} label={t(`settings.${prefix}Secret`)} extra={t('settings.secretHelp')}>
        <Input.Password autoComplete="new-password" visibilityToggle={false} />
      </Form.Item>
    </>
  );
  // The platform's own settings hold only its SMS provider (which it cannot borrow from itself).
  const isPlatform = settings.data?.platform === true;
  const smsOptions = (['', ...SMS_PROVIDERS] as const)
    .filter((value) => !(isPlatform && value === 'platform'))
    .map((value) => ({ value, label: t(SMS_OPTION_LABELS[value]) }));

  return (
    <Card data-testid="alarm-notify-settings-page">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Space wrap>
          <label htmlFor="alarm-notify-customer">{t('settings.customer')}</label>
          <OrgTreeSelect
            value={orgId ?? null}
            onChange={(v) => setOrgId(typeof v === 'number' ? v : undefined)}
            style={{ width: 280 }}
            id="alarm-notify-customer"
          />
        </Space>
        {orgId === undefined ? (
          <Typography.Text type="secondary">{t('settings.chooseCustomer')}</Typography.Text>
        ) : (
          <Form form={form} layout="vertical" style={{ maxWidth: 560 }} disabled={!canEdit || settings.isLoading} {...formProps}>
            <FormErrors errors={generalErrors} />
            {isPlatform ? (
              <Typography.Paragraph type="secondary">{t('settings.platformHelp')}</Typography.Paragraph>
            ) : (
              <>
                <Form.Item label={t('settings.quietHours')} extra={t('settings.quietHelp')}>
                  <Space>
                    <Form.Item name="quietFrom" noStyle>
                      <Input placeholder="22:00" style={{ width: 100 }} allowClear />
                    </Form.Item>
                    –
                    <Form.Item name="quietTo" noStyle>
                      <Input placeholder="07:00" style={{ width: 100 }} allowClear />
                    </Form.Item>
                  </Space>
                </Form.Item>
                <Form.Item name="notifyRoleIds" label={t('settings.notifyRoleIds')} extra={t('settings.notifyHelp')}>
                  <Select mode="multiple" options={roles} allowClear />
                </Form.Item>
                <Form.Item name="escalationMinutes" label={t('settings.escalationMinutes')} extra={t('settings.escalationHelp')}>
                  <InputNumber min={1} max={10080} style={{ width: 160 }} />
                </Form.Item>
                <Form.Item name="escalationRoleIds" label={t('settings.escalationRoleIds')}>
                  <Select mode="multiple" options={roles} allowClear />
                </Form.Item>
                {urlAndSecret('webhook')}
                <Form.Item name="emailEnabled" label={t('settings.emailEnabled')} valuePropName="checked">
                  <Switch />
                </Form.Item>
              </>
            )}
            <Divider titlePlacement="start" plain>
              {t('settings.sms')}
            </Divider>
            <Form.Item
              name="smsProvider"
              label={t('settings.smsProvider')}
              extra={t('settings.smsHelp', { count: ALARM_NOTIFY_LIMITS.smsPerHour })}
            >
              <Select options={smsOptions} style={{ maxWidth: 360 }} data-testid="alarm-notify-sms-provider" />
            </Form.Item>
            {smsProvider === 'http' ? urlAndSecret('sms') : null}
            {canEdit ? (
              <Button type="primary" loading={saving} onClick={() => void submit()} data-testid="alarm-notify-settings-save">
                {t('settings.save')}
              </Button>
            ) : null}
          </Form>
        )}
        {orgId !== undefined && settings.data?.smsProvider === 'sandbox' ? <SmsOutbox orgId={orgId} /> : null}
      </Space>
    </Card>
  );
}
