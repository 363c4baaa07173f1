import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getBlob } from '../../api/request';
import { Authorized } from '../authorized/Authorized';
import { saveBlob, stampedName } from './download';
import { feedback } from './feedback';
import { useConfirmAction } from './use-delete-action';

interface ExportButtonProps {
  /** The server's export call (GET, answers an xlsx). */
  url: string;
  /** The list's current filters and sorting (`query.exportParams`). */
  params: Record<string, unknown>;
  permission: string;
  /** File name without extension; a timestamp is appended. */
  fileName: string;
  /** When given, this (translated) question is asked first and the export runs on "OK". */
  confirm?: string;
}

/** Downloads the server's xlsx of the filtered rows; spins while the file is prepared. */
export function ExportButton({ url, params, permission, fileName, confirm }: ExportButtonProps) {
  const { t } = useTranslation('common');
  const [busy, setBusy] = useState(false);
  const ask = useConfirmAction();
  const run = async () => {
    setBusy(true);
    const hide = feedback.loading(t('excel.exporting'));
    try {
      const blob = await getBlob(url, params, { timeout: 120_000 });
      saveBlob(blob, stampedName(fileName));
      feedback.success(t('result.exported'));
    } catch {
      // The request wrapper has shown why.
    } finally {
      hide();
      setBusy(false);
    }
  };
  return (
    <Authorized permission={permission}>
      <Button
        icon={<DownloadOutlined />}
        loading={busy}
        onClick={() => (confirm ? ask(confirm, run) : void run())}
        data-testid="export-button"
      >
        {t('action.export')}
      </Button>
    </Authorized>
  );
}
