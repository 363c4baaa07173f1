import { UploadOutlined } from '@ant-design/icons';
import { AD_UPLOAD_USES, type AdKind, UPLOAD_API, type UploadResult } from '@vr/contracts';
import { Button, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withFeedback } from '../../api/feedback';
import { upload } from '../../api/request';
import { RequestError } from '../../api/request-error';
import { acceptOf, kindsLabel, precheckFile } from '../../components/upload';
import { currentLang } from '../../stores/app';
import { AdPreview } from './AdPreview';

interface Props {
  kind: AdKind;
  /** The uploaded file's address (what the form saves). */
  value?: string | null;
  onChange?: (url: string | null) => void;
  id?: string;
}

/**
 * The file of a material: uploaded through the platform's upload with the advertising use of its
 * kind (checked by kind and size here, by content and size on the server), shown once uploaded.
 * A refused video says "Video upload failed" with the server's reason.
 */
export function AdFileField({ kind, value, onChange, id }: Props) {
  const { t } = useTranslation('ads');
  const rule = AD_UPLOAD_USES[kind];
  const [busy, setBusy] = useState(false);

  const fail = (reason: string) =>
    withFeedback((ui) => void ui.message.error(t(kind === 'video' ? 'upload.videoFailed' : 'upload.failed', { reason })));

  const send = async (file: File) => {
    const refusal = precheckFile(file, rule, currentLang());
    if (refusal) return fail(refusal);
    setBusy(true);
    try {
      const answer = await upload<UploadResult>(
        UPLOAD_API.upload,
        file,
        { dataEntity: rule.dataEntity, dataField: rule.dataField },
        { silent: true },
      );
      if (answer.data?.url) onChange?.(answer.data.url);
    } catch (error) {
      fail(error instanceof RequestError || error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div id={id}>
      <Space orientation="vertical" size={6} style={{ width: '100%' }}>
        {value ? <AdPreview kind={kind} url={value} size={120} /> : null}
        <Upload
          accept={acceptOf(rule)}
          maxCount={1}
          showUploadList={false}
          beforeUpload={(file) => {
            void send(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={busy} data-testid="ad-file">
            {busy ? t('upload.uploading') : t('upload.choose')}
          </Button>
        </Upload>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {kindsLabel(rule)} · {rule.maxMb} MB
        </Typography.Text>
      </Space>
    </div>
  );
}
