import { SHARING_API, SHARING_BUSINESS_TYPE, SHARING_LIMITS, type SharingApplyDetail, sharingApplySaveSchema } from '@vr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { get, post } from '../../api/request';
import { codedOptions } from '../../components/coded-tag';
import { useFormSubmit } from '../../components/list-page';
import { ImageUpload } from '../../components/upload';
import { useAppStore } from '../../stores/app';

/** Where the applications are listed (Finance → sharing applications). */
const APPLY_LIST_PATH = '/finance/sharingApply';

/**
 * The application of a joiner merchant for a customer (`orgCode`) under a payment configuration
 * (`id`), with its pictures; `?applyId=` resubmits a rejected one.
 */
export default function ApplyFormPage() {
  const { t } = useTranslation('sharing');
  const lang = useAppStore((s) => s.language);
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const payConfigId = Number(params.id);
  const orgCode = params.orgCode ?? '';
  const applyId = Number(search.get('applyId')) || undefined;
  const [form] = Form.useForm();
  const existing = useQuery({
    queryKey: ['sharing-apply', applyId],
    enabled: applyId !== undefined,
    queryFn: async () => (await get<SharingApplyDetail>(SHARING_API.applyDetail, { id: applyId })).data!,
  });
  useEffect(() => {
    if (existing.data) form.setFieldsValue(existing.data);
  }, [existing.data, form]);

  const hidden = { payConfigId, orgCode, ...(applyId ? { id: applyId } : {}) };
  const { submit, saving, generalErrors, formProps } = useFormSubmit({
    form,
    schema: sharingApplySaveSchema,
    hiddenValues: hidden,
    send: (values) => post(SHARING_API.applySave, values),
    invalidates: [['list', 'sharing-applies']],
    savedMessage: () => t('applied'),
    onSaved: () => void navigate(APPLY_LIST_PATH),
  });

  return (
    <Card data-testid="sharing-apply-form" title={t(applyId ? 'action.resubmit' : 'action.apply')} style={{ maxWidth: 760 }}>
      {generalErrors.length > 0 && <Alert type="error" title={generalErrors.join(' ')} style={{ marginBottom: 16 }} />}
      <Form
        {...formProps}
        form={form}
        layout="vertical"
        initialValues={{ businessType: 2, attachments: [] }}
        onFinish={() => void submit()}
      >
        <Form.Item name="name" label={t('field.name')} required>
          <Input maxLength={SHARING_LIMITS.name} data-testid="field-name" />
        </Form.Item>
        <Form.Item name="merchantNo" label={t('field.merchantNo')} required>
          <Input maxLength={SHARING_LIMITS.merchantNo} data-testid="field-merchantNo" />
        </Form.Item>
        <Form.Item name="contact" label={t('field.contact')} required>
          <Input maxLength={SHARING_LIMITS.contact} data-testid="field-contact" />
        </Form.Item>
        <Form.Item name="phone" label={t('field.phone')}>
          <Input maxLength={SHARING_LIMITS.phone} data-testid="field-phone" />
        </Form.Item>
        <Form.Item name="businessType" label={t('field.businessType')} required>
          <Select options={codedOptions(SHARING_BUSINESS_TYPE, lang)} data-testid="field-businessType" />
        </Form.Item>
        <Form.Item name="attachments" label={t('field.attachments')} extra={t('hint.attachments')}>
          <ImageUpload use="sharingPicture" dataField="attachment" multiple maxCount={SHARING_LIMITS.attachments} showHint={false} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving} data-testid="apply-submit">
          {t('action.submit')}
        </Button>
      </Form>
    </Card>
  );
}
