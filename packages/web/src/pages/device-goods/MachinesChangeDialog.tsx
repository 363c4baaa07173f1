import type { GoodsChangePreview } from '@vr/contracts';
import { Alert, Button, Flex, Modal } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../api/request-error';
import { feedback } from '../../components/list-page';
import { ChangePreview } from './ChangePreview';
import { MachinePicker } from './MachinePicker';

export type ChangeStep = 'preview' | 'apply';

interface MachinesChangeDialogProps {
  open: boolean;
  title: ReactNode;
  /** Above the machine picker: what is changed and where it comes from. */
  intro: ReactNode;
  /** The machines offered: those of this model, but for `exclude`. */
  modelId: number | null;
  exclude?: number;
  testIds: { targets: string; preview: string; apply: string };
  /** Previews or applies the change on the chosen machines; the answer is each machine's changes. */
  send(step: ChangeStep, deviceIds: number[]): Promise<GoodsChangePreview[] | undefined>;
  /** The message after the change was applied to `count` machines. */
  doneText(count: number): string;
  onClose(applied: boolean): void;
}

/** Changes the goods of machines of one model: choose them, preview each one's changes, then apply. */
export function MachinesChangeDialog({
  open,
  title,
  intro,
  modelId,
  exclude,
  testIds,
  send,
  doneText,
  onClose,
}: MachinesChangeDialogProps) {
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
  const run = async (step: ChangeStep) => {
    setBusy(true);
    setError(null);
    try {
      const changes = await send(step, targets);
      if (step === 'preview') setPreview(changes ?? []);
      else {
        feedback.success(doneText(targets.length));
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
      open={open}
      width={920}
      title={title}
      onCancel={() => close(false)}
      destroyOnHidden
      footer={
        <Flex gap={8} justify="end" wrap>
          <Button onClick={() => close(false)}>{t('action.cancel')}</Button>
          <Button disabled={targets.length === 0} loading={busy} onClick={() => void run('preview')} data-testid={testIds.preview}>
            {t('action.preview')}
          </Button>
          <Button type="primary" disabled={!preview || busy} onClick={() => void run('apply')} data-testid={testIds.apply}>
            {t('action.apply')}
          </Button>
        </Flex>
      }
    >
      {intro}
      <MachinePicker
        modelId={modelId}
        exclude={exclude}
        value={targets}
        onChange={(ids) => {
          setTargets(ids);
          setPreview(null);
        }}
        testId={testIds.targets}
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
