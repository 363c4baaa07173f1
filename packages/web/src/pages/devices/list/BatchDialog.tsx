import type { DeviceBatchInput } from '@vr/contracts';
import { Form, type FormInstance, Modal, Typography } from 'antd';
import { type Key, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../../api/request-error';
import { feedback, toFormErrors } from '../../../components/list-page';
import { deviceApi } from './api';

interface BatchDialogProps<V> {
  /** The selected devices; null while closed. */
  ids: Key[] | null;
  title: string;
  hint: string;
  form: FormInstance<V>;
  initialValues?: Partial<V>;
  /** The batch asked for, from the form's values. */
  toBatch(values: V): Omit<DeviceBatchInput, 'ids'>;
  saveTestId: string;
  onClose(): void;
  onDone(): void;
  children: ReactNode;
}

/** A batch operation on the selected devices asking for some values: saved, or its errors next to the fields. */
export function BatchDialog<V>({
  ids,
  title,
  hint,
  form,
  initialValues,
  toBatch,
  saveTestId,
  onClose,
  onDone,
  children,
}: BatchDialogProps<V>) {
  const { t } = useTranslation('common');
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    if (!ids) return;
    setSaving(true);
    try {
      await deviceApi.batch({ ids: ids.map(Number), ...toBatch(form.getFieldsValue()) });
      feedback.success(t('result.saved'));
      onDone();
      onClose();
    } catch (error) {
      form.setFields(toFormErrors(fieldErrorsOf(error)) as never);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={ids !== null}
      title={title}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('action.save')}
      cancelText={t('action.cancel')}
      okButtonProps={{ loading: saving, 'data-testid': saveTestId } as never}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{hint}</Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={initialValues as never} preserve={false}>
        {children}
      </Form>
    </Modal>
  );
}
