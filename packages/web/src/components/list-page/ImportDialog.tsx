import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import type { ImportFailure, ImportRowError, ImportSummary } from '@vr/contracts';
import { Alert, Button, Checkbox, Form, type FormInstance, Modal, Space, Table, Typography, Upload } from 'antd';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serializeParams } from '../../api/params';
import { getBlob, upload } from '../../api/request';
import { RequestError } from '../../api/request-error';
import { saveBlob, stampedName } from './download';
import { feedback } from './feedback';

interface ImportDialogProps {
  open: boolean;
  onClose(): void;
  /** What is imported, for the title ("Import dictionary data"). */
  name: string;
  /** POST multipart `file`; answers `{ imported }` or status 400 with `data.rowErrors`. */
  url: string;
  /** GET: the xlsx template. */
  templateUrl: string;
  templateName: string;
  maxRows: number;
  /** Offer "update rows that already exist" (sent as `updateSupport=true`). */
  allowUpdate?: boolean;
  /**
   * Once rows are refused, offer to import the good rows only (sent as `goodRows=true`); the answer
   * names the rows left out (`data.skipped`).
   */
  allowGoodRows?: boolean;
  /** After a successful import (refetch the list). */
  onDone(): void;
  /** Fields the import asks for besides the file (Form.Items); their values go with the upload as query parameters. */
  fields?: ReactNode;
  /** The starting values of `fields`, set each time the dialog opens. */
  initialValues?: Record<string, unknown>;
}

/** Template download, xlsx upload, and the server's row-by-row errors (nothing is written then). */
export function ImportDialog(props: ImportDialogProps) {
  const { open, onClose, name, url, templateUrl, templateName, maxRows, allowUpdate, allowGoodRows, onDone, fields, initialValues } = props;
  const { t } = useTranslation('common');
  // The fields' form is made anew each time the dialog opens (destroyOnHidden), with fresh starting values.
  const fieldsForm = useRef<FormInstance>(null);
  const [file, setFile] = useState<File | null>(null);
  const [update, setUpdate] = useState(false);
  const [goodRows, setGoodRows] = useState(false);
  const [busy, setBusy] = useState(false);
  const [rowErrors, setRowErrors] = useState<ImportRowError[]>([]);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setFile(null);
    setRowErrors([]);
    setFailure(null);
    setUpdate(false);
    setGoodRows(false);
    onClose();
  };

  const template = async () => {
    try {
      saveBlob(await getBlob(templateUrl), stampedName(templateName));
    } catch {
      // shown by the request wrapper
    }
  };

  const send = async () => {
    if (!file) return;
    // Errors of the extra fields show next to them.
    const values = await fieldsForm.current?.validateFields().catch(() => null);
    if (values === null) return;
    setBusy(true);
    setRowErrors([]);
    setFailure(null);
    try {
      const query = serializeParams({
        ...(values as Record<string, unknown> | undefined),
        updateSupport: allowUpdate && update ? 'true' : undefined,
        goodRows: allowGoodRows && goodRows ? 'true' : undefined,
      });
      const target = query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url;
      const answer = await upload<ImportSummary & { skipped?: ImportRowError[] }>(target, file, {}, { silent: true });
      feedback.success(t('excel.imported', { count: answer.data?.imported ?? 0 }));
      const skipped = answer.data?.skipped?.length ?? 0;
      if (skipped > 0) feedback.warning(t('excel.skipped', { count: skipped }));
      onDone();
      close();
    } catch (error) {
      if (error instanceof RequestError) {
        const data = error.data as (Partial<ImportFailure> & { errors?: { message: string }[] }) | undefined;
        setRowErrors(data?.rowErrors ?? []);
        setFailure(data?.errors?.map((e) => e.message).join('\n') || error.message);
      } else setFailure(String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('excel.importTitle', { name })}
      onCancel={close}
      width={720}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={close}>{t('action.cancel')}</Button>
          <Button type="primary" loading={busy} disabled={!file} onClick={() => void send()} data-testid="import-submit">
            {busy ? t('excel.importing') : t('action.import')}
          </Button>
        </Space>
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }} size="middle">
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('excel.importHint', { max: maxRows })}
        </Typography.Paragraph>
        {fields && (
          <Form ref={fieldsForm} name="import" layout="vertical" initialValues={initialValues} data-testid="import-fields">
            {fields}
          </Form>
        )}
        <Button icon={<DownloadOutlined />} onClick={() => void template()} data-testid="import-template">
          {t('action.downloadTemplate')}
        </Button>
        <Upload.Dragger
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          maxCount={1}
          beforeUpload={(f) => {
            setFile(f);
            setRowErrors([]);
            setFailure(null);
            setGoodRows(false);
            return false;
          }}
          onRemove={() => setFile(null)}
          fileList={file ? [{ uid: 'file', name: file.name, status: 'done' }] : []}
          data-testid="import-file"
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t('action.chooseFile')}</p>
        </Upload.Dragger>
        {allowUpdate && (
          <Checkbox checked={update} onChange={(e) => setUpdate(e.target.checked)}>
            {t('excel.updateSupport')}
          </Checkbox>
        )}
        {allowGoodRows && rowErrors.length > 0 && (
          <Checkbox checked={goodRows} onChange={(e) => setGoodRows(e.target.checked)} data-testid="import-good-rows">
            {t('excel.goodRows')}
          </Checkbox>
        )}
        {failure && <Alert type="error" showIcon title={failure} data-testid="import-failure" />}
        {rowErrors.length > 0 && (
          <Table<ImportRowError>
            data-testid="import-row-errors"
            size="small"
            title={() => t('excel.rowErrorsTitle')}
            rowKey={(r) => `${r.row}:${r.field}:${r.message}`}
            dataSource={rowErrors}
            pagination={rowErrors.length > 10 ? { pageSize: 10, size: 'small' } : false}
            columns={[
              { title: t('excel.row'), dataIndex: 'row', width: 70 },
              { title: t('excel.field'), key: 'column', width: 160, render: (_, r) => r.column ?? r.field },
              { title: t('excel.message'), dataIndex: 'message' },
            ]}
          />
        )}
      </Space>
    </Modal>
  );
}
