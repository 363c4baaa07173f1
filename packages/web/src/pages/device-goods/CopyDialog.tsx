import { type DeviceGoodsDetail, type GoodsChangePreview, DEVICE_GOODS_API as API } from '@vr/contracts';
import { Alert, Button, Flex, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { post } from '../../api/request';
import { fieldErrorsOf } from '../../api/request-error';
import { feedback } from '../../components/list-page';
import { ChangePreview } from './ChangePreview';
import { MachinePicker } from './MachinePicker';

interface CopyDialogProps {
  detail: DeviceGoodsDetail;
  open: boolean;
  onClose(): void;
}

/** Copies the machine's goods to machines of its model: a preview of each one's changes, then apply. */
export function CopyDialog({ detail, open, onClose }: CopyDialogProps) {
  const { t } = useTranslation('deviceGoods');
  const [targets, setTargets] = useState<number[]>([]);
  const [preview, setPreview] = useState<GoodsChangePreview[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const body = () => ({ sourceDeviceId: detail.deviceId, targetDeviceIds: targets });
  const run = async (step: 'preview' | 'apply') => {
    setBusy(true);
    setError(null);
    try {
      const answer = await post<GoodsChangePreview[]>(step === 'preview' ? API.copyPreview : API.copyApply, body(), { silent: true });
      if (step === 'preview') setPreview(answer.data ?? []);
      else {
        feedback.success(t('copy.done', { count: targets.length }));
        close();
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
  const close = () => {
    setTargets([]);
    setPreview(null);
    setError(null);
    onClose();
  };
  return (
    <Modal
      open={open}
      width={920}
      title={t('copy.title')}
      onCancel={close}
      destroyOnHidden
      footer={
        <Flex gap={8} justify="end" wrap>
          <Button onClick={close}>{t('action.cancel')}</Button>
          <Button disabled={targets.length === 0} loading={busy} onClick={() => void run('preview')} data-testid="copy-preview">
            {t('action.preview')}
          </Button>
          <Button type="primary" disabled={!preview || busy} onClick={() => void run('apply')} data-testid="copy-apply">
            {t('action.apply')}
          </Button>
        </Flex>
      }
    >
      <Typography.Paragraph type="secondary">{t('copy.hint', { model: detail.modelName ?? '—' })}</Typography.Paragraph>
      <Typography.Text strong>{t('copy.targets')}</Typography.Text>
      <MachinePicker
        modelId={detail.modelId}
        exclude={detail.deviceId}
        value={targets}
        onChange={(ids) => {
          setTargets(ids);
          setPreview(null);
        }}
        testId="copy-targets"
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
