import { alarmHandleSchema } from '@vr/contracts';
import { Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { post } from '../../api/request';
import { feedback, zodRule } from '../../components/list-page';
import { useAppStore } from '../../stores/app';

export interface RemarkRequest {
  /** The row to release or resolve. */
  id: number;
  /** The dialog's title and hint, already translated. */
  title: string;
  hint: string;
  /** The command's URL: it takes `{ id, remark }`. */
  url: string;
  /** After it was sent: the list refreshes. */
  done(): void;
}

/**
 * Asks for the remark of a release or resolve (required, checked with the server's schema), then
 * sends it; the server's answer is shown and the list refreshed.
 */
export function RemarkDialog({ request, onClose }: { request: RemarkRequest | null; onClose(): void }) {
  const { t } = useTranslation(['alarms', 'common']);
  const lang = useAppStore((s) => s.language);
  const [form] = Form.useForm<{ remark: string }>();
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    if (!request) return;
    const { remark } = await form.validateFields();
    setSaving(true);
    try {
      const answer = await post(request.url, { id: request.id, remark });
      if (answer.result) feedback.success(String(answer.result));
      request.done();
      onClose();
    } catch {
      // The request wrapper has shown why.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={request !== null}
      title={request?.title}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('common:action.confirm')}
      cancelText={t('common:action.cancel')}
      confirmLoading={saving}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'alarm-remark-ok' } as never}
    >
      <Typography.Paragraph type="secondary">{request?.hint}</Typography.Paragraph>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="remark" label={t('alarms:remark.label')} required rules={[zodRule(alarmHandleSchema, 'remark', lang)]}>
          <Input.TextArea rows={3} maxLength={200} showCount placeholder={t('alarms:remark.placeholder')} data-testid="alarm-remark" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
