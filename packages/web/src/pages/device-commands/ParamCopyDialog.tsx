import { type ParamCopyResult, DEVICE_SETTINGS_API as API, fieldLabel } from '@vr/contracts';
import { Alert, Button, Flex, Modal, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { post } from '../../api/request';
import { fieldErrorsOf } from '../../api/request-error';
import { feedback } from '../../components/list-page';
import { useAppStore } from '../../stores/app';
import { MachinePicker } from '../device-goods';
import { type ParamCopyRow, canCopy, paramCopyRows } from './param-copy-rows';
import type { RemoteDevice } from './SettingDialog';

interface ParamCopyDialogProps {
  open: boolean;
  /** The machine copied from, with its model (the targets are of the same one). */
  device: RemoteDevice & { modelId: number };
  onClose(): void;
}

const OUTCOME_COLOR: Record<ParamCopyRow['outcome'], string> = {
  send: 'blue',
  wait: 'gold',
  unchanged: 'default',
  invalid: 'red',
  sent: 'green',
  waiting: 'gold',
};

/** Copies a machine's parameters to machines of its model: choose them, preview each one's changes, then copy. */
export function ParamCopyDialog({ open, device, onClose }: ParamCopyDialogProps) {
  const { t } = useTranslation('deviceRemote');
  const lang = useAppStore((s) => s.language);
  const [targets, setTargets] = useState<number[]>([]);
  const [preview, setPreview] = useState<ParamCopyResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (step: 'preview' | 'apply') => {
    setBusy(true);
    setError(null);
    try {
      const body = { sourceDeviceId: device.id, targetDeviceIds: targets };
      const res = await post<ParamCopyResult>(step === 'preview' ? API.paramCopyPreview : API.paramCopyApply, body, { silent: true });
      if (step === 'preview') setPreview(res.data ?? null);
      else {
        feedback.success(String(res.result ?? ''));
        onClose();
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

  const rows = preview ? paramCopyRows(preview, (key) => fieldLabel(key, lang), t('paramCopy.none')) : [];
  const invalid = preview?.targets.some((x) => x.outcome === 'invalid') ?? false;
  const spanned = (row: ParamCopyRow) => ({ rowSpan: row.span });
  return (
    <Modal
      open={open}
      width={920}
      title={t('paramCopy.title', { code: device.deviceCode })}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Flex gap={8} justify="end" wrap>
          <Button onClick={onClose}>{t('paramCopy.cancel')}</Button>
          <Button disabled={targets.length === 0} loading={busy} onClick={() => void run('preview')} data-testid="param-copy-preview">
            {t('paramCopy.preview')}
          </Button>
          <Button type="primary" disabled={!canCopy(preview) || busy} onClick={() => void run('apply')} data-testid="param-copy-apply">
            {t('paramCopy.apply')}
          </Button>
        </Flex>
      }
    >
      <Typography.Paragraph type="secondary">{t('paramCopy.hint')}</Typography.Paragraph>
      <Typography.Text strong>{t('paramCopy.targets')}</Typography.Text>
      <MachinePicker
        modelId={device.modelId}
        exclude={device.id}
        value={targets}
        onChange={(ids) => {
          setTargets(ids);
          setPreview(null);
        }}
        testId="param-copy-targets"
      />
      {error && <Alert type="error" showIcon title={error} style={{ marginTop: 12 }} />}
      {invalid && <Alert type="warning" showIcon title={t('paramCopy.invalidAll')} style={{ marginTop: 12 }} />}
      <div style={{ marginTop: 12 }}>
        {preview ? (
          <Table<ParamCopyRow>
            rowKey="key"
            size="small"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={rows}
            data-testid="param-copy-table"
            columns={[
              { title: t('paramCopy.machine'), dataIndex: 'deviceCode', onCell: spanned },
              {
                title: t('paramCopy.outcome'),
                onCell: spanned,
                render: (_, row) => (
                  <>
                    <Tag color={OUTCOME_COLOR[row.outcome]}>{t(`paramCopy.outcomes.${row.outcome}`)}</Tag>
                    {row.errors.map((message) => (
                      <Typography.Text key={message} type="danger" style={{ display: 'block' }}>
                        {message}
                      </Typography.Text>
                    ))}
                  </>
                ),
              },
              { title: t('paramCopy.parameter'), dataIndex: 'parameter', render: (v: string | null) => v ?? t('paramCopy.none') },
              { title: t('paramCopy.before'), dataIndex: 'before' },
              { title: t('paramCopy.after'), dataIndex: 'after' },
            ]}
          />
        ) : (
          targets.length > 0 && <Alert type="info" showIcon title={t('paramCopy.previewFirst')} />
        )}
      </div>
    </Modal>
  );
}
