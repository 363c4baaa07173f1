import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { UPLOAD_API, UPLOAD_USES, type UploadResult, type UploadRule, type UploadUse } from '@vr/contracts';
import { Button, Image, Typography, Upload, type UploadFile, type UploadProps } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withFeedback } from '../../api/feedback';
import { post, upload } from '../../api/request';
import { RequestError } from '../../api/request-error';
import { currentLang } from '../../stores/app';
import { acceptOf, kindsLabel, nameOfUrl, precheckFile, urlsOf } from './upload-check';

export interface ImageUploadProps {
  /** The upload use: sets dataEntity/dataField, the accepted kinds and the size limit. */
  use: UploadUse;
  /** The field sent as dataField when the use covers every field of its entity (`*`). */
  dataField?: string;
  /** One url (single) or a list of urls (`multiple`); what a Form.Item hands in. */
  value?: string | string[] | null;
  onChange?: (value: string | string[] | null) => void;
  /** Several files, up to `maxCount` (default: the use's own maximum, else 1 when single). */
  multiple?: boolean;
  maxCount?: number;
  disabled?: boolean;
  /** Shows the accepted kinds and size under the picker (default true). */
  showHint?: boolean;
  id?: string;
  /** On a phone, the file picker opens the camera (`<input capture>`): the back one by default. */
  capture?: 'environment' | 'user';
  /**
   * Where the file goes: the platform's upload unless a public form names its area's own. Nobody
   * is signed in there, so a removed file only leaves the value.
   */
  endpoint?: string;
  /** Files the sender may not read back (private, before signing in) are listed by name, not shown. */
  byName?: boolean;
}

let seq = 0;
const fileOf = (url: string): UploadFile => ({ uid: `url-${++seq}`, name: nameOfUrl(url), status: 'done', url });

/**
 * Picture upload through POST /api/upload/Material (Bearer token, 180 s timeout): checks kind
 * and size before sending with the server's own messages, shows progress and previews, and
 * deletes a file it uploaded when it is removed again (POST /api/Material/deleteMaterial).
 * Files that were already saved are only taken out of the value: the form's save decides.
 */
export function ImageUpload({
  use,
  dataField,
  value,
  onChange,
  multiple = false,
  maxCount,
  disabled,
  showHint = true,
  id,
  capture,
  endpoint,
  byName = false,
}: ImageUploadProps) {
  const { t } = useTranslation('upload');
  const rule: UploadRule = UPLOAD_USES[use];
  const limit = maxCount ?? (multiple ? (rule.maxCount ?? 10) : 1);
  const field = rule.dataField === '*' ? (dataField ?? 'image') : rule.dataField;

  const [files, setFiles] = useState<UploadFile[]>(() => urlsOf(value).map(fileOf));
  const [seenValue, setSeenValue] = useState(value);
  const [preview, setPreview] = useState<string | null>(null);
  /** Urls this component uploaded (and may therefore delete again). */
  const uploadedHere = useRef(new Set<string>());

  // A value set from outside (form load or reset) replaces the finished files.
  if (value !== seenValue) {
    setSeenValue(value);
    const urls = urlsOf(value);
    const current = files.filter((f) => f.status === 'done' && f.url).map((f) => f.url);
    if (urls.join('\n') !== current.join('\n')) {
      setFiles([...urls.map(fileOf), ...files.filter((f) => f.status === 'uploading')]);
    }
  }

  function emit(next: UploadFile[]) {
    const urls = next.filter((f) => f.status === 'done' && f.url).map((f) => f.url!);
    const out = multiple ? urls : (urls[0] ?? null);
    setSeenValue(out);
    onChange?.(out);
  }

  const beforeUpload: UploadProps['beforeUpload'] = (file, batch) => {
    const refusal = precheckFile(file, rule, currentLang());
    if (refusal) {
      withFeedback((ui) => void ui.message.error(refusal));
      return Upload.LIST_IGNORE;
    }
    const room = limit - files.filter((f) => f.status !== 'error').length;
    if (multiple && batch.indexOf(file) >= room) {
      if (batch.indexOf(file) === room) withFeedback((ui) => void ui.message.warning(t('tooMany', { count: limit })));
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onProgress, onSuccess, onError }) => {
    upload<UploadResult>(
      endpoint ?? UPLOAD_API.upload,
      file as Blob,
      { dataEntity: rule.dataEntity, dataField: field },
      {
        onUploadProgress: (e) => onProgress?.({ percent: e.total ? Math.round((e.loaded / e.total) * 100) : 0 }),
      },
    ).then(
      (envelope) => {
        if (envelope.data?.url) uploadedHere.current.add(envelope.data.url);
        onSuccess?.(envelope.data);
      },
      (error: unknown) => onError?.(error instanceof Error ? error : new Error(String(error))),
    );
  };

  const handleChange: UploadProps['onChange'] = ({ fileList }) => {
    let next = fileList.map((f) => {
      const result = f.response as UploadResult | undefined;
      if (f.status === 'done' && !f.url && result?.url) return { ...f, url: result.url, thumbUrl: result.url };
      if (f.status === 'error') {
        const text = f.error instanceof RequestError ? f.error.message : t('failed');
        return { ...f, response: text };
      }
      return f;
    });
    // A single picture: the newest replaces the previous one.
    if (!multiple && next.length > 1) next = next.slice(-1);
    setFiles(next);
    if (next.every((f) => f.status !== 'uploading')) emit(next);
  };

  const onRemove = async (file: UploadFile) => {
    if (!endpoint && file.url && uploadedHere.current.has(file.url)) {
      uploadedHere.current.delete(file.url);
      // Not silent: a refusal is shown; the picture leaves the form either way.
      await post(UPLOAD_API.deleteMaterial, { url: file.url }).catch(() => undefined);
    }
    return true;
  };

  const showAdd = !disabled && files.length < limit;
  const hint =
    multiple && limit > 1
      ? t('hintCount', { types: kindsLabel(rule), size: rule.maxMb, count: limit })
      : t('hint', { types: kindsLabel(rule), size: rule.maxMb });

  return (
    <div id={id}>
      <Upload
        listType={byName ? 'text' : 'picture-card'}
        accept={acceptOf(rule)}
        multiple={multiple}
        {...(capture ? { capture } : {})}
        maxCount={multiple ? limit : 1}
        fileList={files}
        disabled={disabled}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        onChange={handleChange}
        onRemove={onRemove}
        onPreview={(file) => !byName && setPreview(file.url ?? file.thumbUrl ?? null)}
        showUploadList={{ showPreviewIcon: !byName, showDownloadIcon: false, showRemoveIcon: !disabled }}
      >
        {showAdd && byName ? (
          <Button icon={<UploadOutlined />} size="large">
            {t('upload')}
          </Button>
        ) : showAdd ? (
          <button type="button" style={{ border: 0, background: 'none', cursor: 'pointer' }}>
            <PlusOutlined />
            <div style={{ marginTop: 8 }}>{t('upload')}</div>
          </button>
        ) : null}
      </Upload>
      {showHint ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {hint}
        </Typography.Text>
      ) : null}
      {preview ? (
        <Image
          style={{ display: 'none' }}
          src={preview}
          alt={t('preview')}
          preview={{ open: true, src: preview, onOpenChange: (open) => !open && setPreview(null) }}
        />
      ) : null}
    </div>
  );
}

export default ImageUpload;
