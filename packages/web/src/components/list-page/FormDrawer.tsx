import { Alert, Button, Drawer, Form, type FormInstance, Modal, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { fieldErrorsOf } from '../../api/request-error';
import { useAppStore } from '../../stores/app';
import { feedback } from './feedback';
import { formLevelErrors, toFormErrors, validateForm } from './zod-form';

interface FormContainerProps<S extends z.ZodType> {
  open: boolean;
  title: ReactNode;
  form: FormInstance;
  /** The shared contracts schema: the values are checked with it before anything is sent. */
  schema: S;
  /** Sends the checked values; a rejection with `data.errors` marks the fields. */
  onSubmit(values: z.output<S>): Promise<unknown>;
  onClose(): void;
  /** Values merged under the form's own (e.g. the id of the edited row). */
  hiddenValues?: Record<string, unknown>;
  /** The form's starting values (the edited row); applied each time it opens. */
  initialValues?: object;
  children: ReactNode;
  /** Modal instead of a drawer. */
  as?: 'drawer' | 'modal';
  size?: number;
}

/** Submits a form: zod check (localised) → fields marked, or the call → server field errors marked. */
function useSubmit<S extends z.ZodType>({ form, schema, onSubmit, onClose, hiddenValues }: FormContainerProps<S>) {
  const { t } = useTranslation('common');
  const lang = useAppStore((s) => s.language);
  const [saving, setSaving] = useState(false);
  const [generalErrors, setGeneralErrors] = useState<string[]>([]);

  const submit = async () => {
    setGeneralErrors([]);
    // Run antd's own rules first (they show live messages), but judge with the schema.
    await form.validateFields().catch(() => undefined);
    const values = { ...hiddenValues, ...form.getFieldsValue(true) };
    const checked = validateForm(schema, values, lang);
    const fieldNames = Object.keys({ ...(form.getFieldsValue() as object), ...(form.getFieldsValue(true) as object) });
    if (!checked.success) {
      form.setFields(toFormErrors(checked.errors));
      setGeneralErrors(formLevelErrors(checked.errors, fieldNames));
      feedback.error(t('form.fixErrors'));
      return;
    }
    setSaving(true);
    try {
      await onSubmit(checked.data);
      feedback.success(t('result.saved'));
      onClose();
    } catch (error) {
      const errors = fieldErrorsOf(error);
      form.setFields(toFormErrors(errors));
      setGeneralErrors(formLevelErrors(errors, fieldNames));
    } finally {
      setSaving(false);
    }
  };
  return { submit, saving, generalErrors };
}

/**
 * Add/edit form in a drawer (or a modal with `as="modal"`): the children are `Form.Item`s; the
 * values are validated with the shared zod schema on submit and server field errors are shown
 * next to their fields.
 */
export function FormDrawer<S extends z.ZodType>(props: FormContainerProps<S>) {
  const { t } = useTranslation('common');
  const { submit, saving, generalErrors } = useSubmit(props);
  const { open, title, form, onClose, children, initialValues, as = 'drawer', size = 560 } = props;
  const body = (
    <>
      {generalErrors.length > 0 && <Alert type="error" showIcon title={generalErrors.join('\n')} style={{ marginBottom: 16 }} />}
      <Form
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={() => void submit()}
        data-testid="form-drawer"
        preserve={false}
      >
        {children}
        {/* Enter submits */}
        <button type="submit" hidden />
      </Form>
    </>
  );
  const footer = (
    <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
      <Button onClick={onClose}>{t('action.cancel')}</Button>
      <Button type="primary" loading={saving} onClick={() => void submit()} data-testid="form-submit">
        {t('action.save')}
      </Button>
    </Space>
  );
  if (as === 'modal') {
    return (
      <Modal open={open} title={title} onCancel={onClose} footer={footer} width={size} destroyOnHidden>
        {body}
      </Modal>
    );
  }
  return (
    <Drawer open={open} title={title} onClose={onClose} footer={footer} size={size} destroyOnHidden>
      {body}
    </Drawer>
  );
}
