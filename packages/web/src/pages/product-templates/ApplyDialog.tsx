import { type GoodsChangePreview, type TemplateRow, TEMPLATE_API } from '@vr/contracts';
import { Alert, Button, Flex, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { post } from '../../api/request';
import { fieldErrorsOf } from '../../api/request-error';
import { feedback } from '../../components/list-page';
import { ChangePreview, MachinePicker } from '../device-goods';

/** Applies a template to machines of its model: the preview of each one's changes, then apply. */
export function ApplyDialog({ template, onClose }: { template: TemplateRow | null; onClose(applied: boolean): void }) {
  const { t } = useTranslation('deviceGoods');
  const [targets, setTargets] = useState<number[]>([]);
  const [preview, setPreview] = useState<GoodsChangePreview[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = (applied: boolean) => {
    setTargets([]);
    setPreview(null);
    setError(null);
    onClose(applied);
  };
  const run = async (step: 'preview' | 'apply') => {
    if (!template) return;
    setBusy(true);
    setError(null);
    try {
      const body = { templateId: template.id, deviceIds: targets };
      const answer = await post<GoodsChangePreview[]>(step === 'preview' ? TEMPLATE_API.applyPreview : TEMPLATE_API.apply, body, {
        silent: true,
      });
      if (step === 'preview') setPreview(answer.data ?? []);
      else {
        feedback.success(t('template.applied', { count: targets.length }));
        close(true);
      }
    } catch (e) {
      setError(
        fieldErrorsOf(e)
          .map((f) => f.message)
          .join('\n') || String((e as Error).message),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={template !== null}
      width={920}
      title={template ? t('template.applyTitle', { name: template.templateName }) : ''}
      onCancel={() => close(false)}
      destroyOnHidden
      footer={
        <Flex gap={8} justify="end" wrap>
          <Button onClick={() => close(false)}>{t('action.cancel')}</Button>
          <Button disabled={targets.length === 0} loading={busy} onClick={() => void run('preview')} data-testid="apply-preview">
            {t('action.preview')}
          </Button>
          <Button type="primary" disabled={!preview || busy} onClick={() => void run('apply')} data-testid="apply-confirm">
            {t('action.apply')}
          </Button>
        </Flex>
      }
    >
      <Typography.Paragraph type="secondary">{t('template.applyHint', { model: template?.modelName ?? '—' })}</Typography.Paragraph>
      <MachinePicker
        modelId={template?.modelId ?? null}
        value={targets}
        onChange={(ids) => {
          setTargets(ids);
          setPreview(null);
        }}
        testId="apply-targets"
      />
      {error && <Alert type="error" showIcon title={error} style={{ marginTop: 12 }} />}
      <div style={{ marginTop: 12 }}>
        {preview ? (
          <ChangePreview changes={preview} />
        ) : (
          targets.length > 0 && <Alert type="info" showIcon title={t('copy.previewFirst')} />
        )}
      </div>
    </Modal>
  );
}
