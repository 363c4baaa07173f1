import { DownloadOutlined } from '@ant-design/icons';
import { EXPORT_TASK_API, type ExportKindInfo, type ExportTaskRow } from '@vr/contracts';
import { Button, Checkbox, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { withFeedback } from '../../api/feedback';
import { get, post } from '../../api/request';
import { Authorized } from '../authorized/Authorized';
import { useConfirmAction } from './use-delete-action';

/** Where the export centre lives (Reports → Export download). */
export const EXPORT_CENTRE_PATH = '/report/exportTask';

interface ExportButtonProps {
  /** The export kind the server declares (e.g. `orders`). */
  kind: string;
  /** A create call of its own (its JSON body is the filter), instead of the generic one. */
  url?: string;
  /** The list's current filters and sorting (`query.exportParams`). */
  params: Record<string, unknown>;
  permission: string;
  /** When given, this (translated) question is asked first and the export runs on "OK". */
  confirm?: string;
  /** The user picks the columns (label, key) first. */
  columnChoice?: boolean;
}

/** Tells that an export runs, with a link to the export centre. */
export function announceExportStarted(title: string, link: string, open: () => void): void {
  withFeedback((ui) =>
    ui.notification.success({
      title,
      description: (
        <Typography.Link onClick={open} data-testid="export-centre-link">
          {link}
        </Typography.Link>
      ),
      duration: 8,
    }),
  );
}

/**
 * Queues an export of the filtered rows in the export centre (after the confirmation and, where
 * offered, the choice of columns), then says so with a link to Reports → Export download.
 */
export function ExportButton({ kind, url, params, permission, confirm, columnChoice }: ExportButtonProps) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [choosing, setChoosing] = useState<ExportKindInfo['columns'] | null>(null);
  const [chosen, setChosen] = useState<string[]>([]);
  const ask = useConfirmAction();

  const start = async (columns?: string[]) => {
    setBusy(true);
    try {
      const body = url ? { ...params, ...(columns ? { columns } : {}) } : { kind, query: params, ...(columns ? { columns } : {}) };
      await post<ExportTaskRow>(url ?? EXPORT_TASK_API.create, body);
      announceExportStarted(t('excel.exportStarted'), t('excel.openExportCentre'), () => void navigate(EXPORT_CENTRE_PATH));
      setChoosing(null);
    } catch {
      // The request wrapper has shown why.
    } finally {
      setBusy(false);
    }
  };

  const chooseColumns = async () => {
    setBusy(true);
    try {
      const kinds = (await get<ExportKindInfo[]>(EXPORT_TASK_API.kinds)).data ?? [];
      const columns = kinds.find((k) => k.kind === kind)?.columns ?? [];
      setChosen(columns.map((c) => c.key));
      setChoosing(columns);
    } catch {
      // The request wrapper has shown why.
    } finally {
      setBusy(false);
    }
  };

  const run = () => (columnChoice ? void chooseColumns() : void start());
  return (
    <Authorized permission={permission}>
      <Button
        icon={<DownloadOutlined />}
        loading={busy}
        onClick={() => (confirm && !columnChoice ? ask(confirm, () => start()) : run())}
        data-testid="export-button"
      >
        {t('action.export')}
      </Button>
      {choosing && (
        <Modal
          open
          title={t('excel.exportColumnsTitle')}
          okText={t('action.export')}
          cancelText={t('action.cancel')}
          okButtonProps={{ disabled: chosen.length === 0, loading: busy, 'data-testid': 'export-columns-ok' } as never}
          onOk={() => void start(choosing.filter((c) => chosen.includes(c.key)).map((c) => c.key))}
          onCancel={() => setChoosing(null)}
        >
          {confirm && <Typography.Paragraph>{confirm}</Typography.Paragraph>}
          <Typography.Paragraph type="secondary">
            {chosen.length === 0 ? t('excel.exportNoColumns') : t('excel.exportColumnsHint')}
          </Typography.Paragraph>
          <Checkbox.Group
            value={chosen}
            onChange={(keys) => setChosen(keys as string[])}
            style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 8 }}
            data-testid="export-columns"
            options={choosing.map((c) => ({ value: c.key, label: c.label }))}
          />
        </Modal>
      )}
    </Authorized>
  );
}
