import { SaveOutlined } from '@ant-design/icons';
import {
  ISO_4217_CURRENCIES,
  LANGS,
  PLATFORM_SETTINGS_API,
  PLATFORM_SETTINGS_PERMS,
  type PlatformSettings,
  platformSettingsSchema,
} from '@vr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Input, Select, Skeleton } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { get, put } from '../../api/request';
import { RequestError } from '../../api/request-error';
import { useHasPermission } from '../../components/authorized/use-permission';
import { feedback, toFormErrors, useSchemaItems, validateForm } from '../../components/list-page';
import { ImageUpload } from '../../components/upload';
import { LANGUAGE_NAMES } from '../../i18n/language';
import { useAppStore } from '../../stores/app';
import { usePlatformStore } from '../../stores/platform';

/** IANA zone names the browser knows (the server checks each name on save). */
function timeZones(): string[] {
  const intl = Intl as unknown as { supportedValuesOf?: (key: string) => string[] };
  const zones = intl.supportedValuesOf?.('timeZone') ?? [];
  return zones.includes('UTC') ? zones : ['UTC', ...zones];
}

/** System → Platform settings: product title, logo, default language, time zone and currency. */
export default function PlatformSettingsPage() {
  const { t } = useTranslation(['platformSettings', 'common']);
  const lang = useAppStore((s) => s.language);
  const canEdit = useHasPermission(PLATFORM_SETTINGS_PERMS.edit);
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const settings = useQuery({
    queryKey: ['platform-settings'],
    queryFn: async () => (await get<PlatformSettings>(PLATFORM_SETTINGS_API.settings)).data ?? null,
  });
  useEffect(() => {
    if (settings.data) form.setFieldsValue(settings.data);
  }, [settings.data, form]);
  const zoneOptions = useMemo(() => timeZones().map((z) => ({ value: z, label: z })), []);
  const currencyOptions = useMemo(() => ISO_4217_CURRENCIES.map((c) => ({ value: c, label: c })), []);
  const item = useSchemaItems(platformSettingsSchema, 'platformSettings');

  const save = async () => {
    const values = form.getFieldsValue(true) as PlatformSettings;
    const checked = validateForm(platformSettingsSchema, values, lang);
    if (!checked.success) {
      form.setFields(toFormErrors(checked.errors));
      return;
    }
    setSaving(true);
    try {
      const res = await put<PlatformSettings>(PLATFORM_SETTINGS_API.settings, values);
      if (res.data) {
        usePlatformStore.getState().apply(res.data);
        form.setFieldsValue(res.data);
      }
      feedback.success(t('platformSettings:saved'));
      await settings.refetch();
    } catch (error) {
      const data =
        error instanceof RequestError ? (error.data as { errors?: Array<{ field: string; message: string }> } | undefined) : undefined;
      if (data?.errors) form.setFields(toFormErrors(data.errors));
    } finally {
      setSaving(false);
    }
  };

  if (settings.isLoading) return <Skeleton active />;
  return (
    <Card data-testid="platform-settings-page" style={{ maxWidth: 760 }}>
      <Form form={form} layout="vertical" disabled={!canEdit} onFinish={save}>
        {item('title', <Input count={{ show: true, max: 50 }} data-testid="field-title" />, { required: true, hint: true })}
        {item('logo', <ImageUpload use="customerLogo" />, { check: false, hint: true })}
        {item(
          'defaultLanguage',
          <Select options={LANGS.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))} data-testid="field-defaultLanguage" />,
          { required: true, hint: true },
        )}
        {item('timeZone', <Select showSearch options={zoneOptions} data-testid="field-timeZone" />, { required: true, hint: true })}
        {item('currency', <Select showSearch options={currencyOptions} data-testid="field-currency" />, { required: true, hint: true })}
        {canEdit && (
          <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={saving} data-testid="save-button">
            {t('common:action.save')}
          </Button>
        )}
      </Form>
    </Card>
  );
}
