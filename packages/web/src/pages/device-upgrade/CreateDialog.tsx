import { DEVICE_UPGRADE_LIMITS, UPGRADE_TARGETS, type UpgradePackage, upgradeCreateSchema } from '@vr/contracts';
import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, InputNumber, Modal, Radio, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormSubmit } from '../../components/list-page';
import { ModelSelect } from '../device-models';
import { upgradeApi } from './api';
import { MachinePicker } from './MachinePicker';
import { sizeText } from './StateTag';

interface Props {
  open: boolean;
  /** Machines to start from (the device list's selection). */
  machines?: number[];
  onClose(): void;
  onDone(): void;
}

type Scope = 'machines' | 'model';
const nonEmpty = (ids: unknown) => (Array.isArray(ids) && ids.length > 0 ? ids : undefined);
type FirstBy = 'count' | 'machines';

/**
 * A new upgrade: the software and version, the package (an address with its SHA-256 and size, or
 * an uploaded file), the machines (chosen, or every machine of a model) and the first batch.
 */
export function CreateDialog({ open, machines, onClose, onDone }: Props) {
  const { t } = useTranslation('deviceUpgrade');
  const [form] = Form.useForm();
  const [scope, setScope] = useState<Scope>('machines');
  const [firstBy, setFirstBy] = useState<FirstBy>('count');
  const [uploaded, setUploaded] = useState<UpgradePackage | null>(null);
  const [uploading, setUploading] = useState(false);
  const [chosen, setChosen] = useState<Array<{ value: number; label: string }>>([]);

  const { submit, saving, generalErrors, formProps } = useFormSubmit({
    form,
    schema: upgradeCreateSchema,
    toValues: (v) => ({
      target: v['target'],
      version: v['version'],
      packageUrl: v['packageUrl'],
      sha256: v['sha256'],
      size: v['size'],
      ...(uploaded ? { packageId: uploaded.id } : {}),
      // An empty choice is left out, so the form names what is missing rather than an empty list.
      ...(scope === 'machines' ? { deviceIds: nonEmpty(v['deviceIds']) } : { modelId: v['modelId'] }),
      ...(firstBy === 'count' || scope === 'model' ? { firstCount: v['firstCount'] } : { firstDeviceIds: nonEmpty(v['firstDeviceIds']) }),
    }),
    send: (values) => upgradeApi.create(values),
    invalidates: [['list', 'device-upgrades']],
    savedMessage: (answer) => t('done.created', { sent: answer.sent, machines: answer.machines }),
    onSaved: () => {
      form.resetFields();
      setUploaded(null);
      onDone();
    },
  });

  // Machines given (the device list's selection) are chosen when the form opens with them.
  const [givenShown, setGivenShown] = useState<number[] | undefined>(undefined);
  if (open && machines?.length && machines !== givenShown) {
    setGivenShown(machines);
    setScope('machines');
  }
  useEffect(() => {
    if (open && machines?.length) form.setFieldValue('deviceIds', machines);
  }, [open, machines, form]);

  const pick = async (file: File) => {
    setUploading(true);
    try {
      setUploaded(await upgradeApi.upload(file));
    } catch {
      // The request wrapper showed the reason (type, size).
      setUploaded(null);
    } finally {
      setUploading(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('form.title')}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={saving}
      okText={t('form.submit')}
      okButtonProps={{ 'data-testid': 'upgrade-submit' } as never}
      destroyOnHidden
      forceRender
      width={640}
    >
      {generalErrors.length > 0 && <Alert type="error" showIcon message={generalErrors.join(' ')} style={{ marginBottom: 12 }} />}
      <Form
        {...formProps}
        form={form}
        layout="vertical"
        initialValues={{ target: 'app', firstCount: 1, deviceIds: [], firstDeviceIds: [] }}
      >
        <Form.Item name="target" label={t('field.target')} required>
          <Radio.Group
            optionType="button"
            data-testid="field-target"
            options={UPGRADE_TARGETS.map((v) => ({ value: v, label: t(`target.${v}`) }))}
          />
        </Form.Item>
        <Form.Item name="version" label={t('field.version')} required>
          <Input maxLength={DEVICE_UPGRADE_LIMITS.version} data-testid="field-version" />
        </Form.Item>
        <Typography.Paragraph type="secondary">{t('form.packageHint')}</Typography.Paragraph>
        <Form.Item name="packageUrl" label={t('field.packageUrl')}>
          <Input maxLength={DEVICE_UPGRADE_LIMITS.url} placeholder="https://" data-testid="field-packageUrl" />
        </Form.Item>
        <Form.Item name="sha256" label={t('field.sha256')}>
          <Input maxLength={64} data-testid="field-sha256" />
        </Form.Item>
        <Form.Item name="size" label={t('field.size')}>
          <InputNumber min={1} precision={0} style={{ width: 200 }} data-testid="field-size" />
        </Form.Item>
        <Form.Item name="packageId" label={t('field.file')}>
          <Upload
            maxCount={1}
            showUploadList={false}
            beforeUpload={(file) => {
              void pick(file);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} loading={uploading} data-testid="field-file">
              {uploading ? t('form.uploading') : t('form.uploadButton')}
            </Button>
          </Upload>
          {uploaded && (
            <Typography.Text type="success" style={{ display: 'block', marginTop: 4 }} data-testid="uploaded-package">
              {t('form.uploaded', { name: uploaded.name, size: sizeText(uploaded.size) })}
            </Typography.Text>
          )}
        </Form.Item>
        <Form.Item label={t('field.machines')} required>
          <Radio.Group
            value={scope}
            onChange={(e) => setScope(e.target.value as Scope)}
            data-testid="upgrade-scope"
            options={(['machines', 'model'] as const).map((v) => ({ value: v, label: t(`scope.${v}`) }))}
          />
        </Form.Item>
        {scope === 'machines' ? (
          <Form.Item name="deviceIds" label={t('field.machines')} required>
            <MachinePicker data-testid="field-deviceIds" onLabels={setChosen} />
          </Form.Item>
        ) : (
          <Form.Item name="modelId" label={t('field.model')} required>
            <ModelSelect data-testid="field-modelId" />
          </Form.Item>
        )}
        <Form.Item label={t('field.stage')} extra={t('form.firstHint')}>
          <Radio.Group
            value={firstBy}
            onChange={(e) => setFirstBy(e.target.value as FirstBy)}
            data-testid="upgrade-first-by"
            options={(['count', 'machines'] as const).map((v) => ({
              value: v,
              label: t(`firstBy.${v}`),
              disabled: v === 'machines' && scope === 'model',
            }))}
          />
        </Form.Item>
        {firstBy === 'count' || scope === 'model' ? (
          <Form.Item name="firstCount" label={t('field.firstCount')} required>
            <InputNumber min={1} precision={0} style={{ width: 160 }} data-testid="field-firstCount" />
          </Form.Item>
        ) : (
          <Form.Item name="firstDeviceIds" label={t('field.firstMachines')} required>
            <MachinePicker among={chosen} data-testid="field-firstDeviceIds" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
