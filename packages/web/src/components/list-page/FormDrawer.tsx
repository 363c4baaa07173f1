import { Button, Drawer, Form, type FormInstance, Modal, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormErrors } from './FormErrors';
import { useFormSubmit } from './use-form-submit';

interface FormContainerProps<S extends z.ZodType> {
  open: boolean;
  /** The title; or, with `entity` (what one row is called, translated), "Edit <entity>" or "Add <entity>" by `editing`. */
  title?: ReactNode;
  entity?: string;
  editing?: boolean;
  /** The form's instance, when the screen reads or sets its values; else the drawer has its own. */
  form?: FormInstance;
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
  /** The submit button's text (translated) when it is not "Save", and whether it is a dangerous step. */
  submitText?: string;
  danger?: boolean;
}

/**
 * Add/edit form in a drawer (or a modal with `as="modal"`): the children are `Form.Item`s; on
 * submit every field's error shows at once (the Form.Items' rules and the shared zod schema),
 * server field errors are shown next to their fields, and a field's error goes when it changes.
 */
export function FormDrawer<S extends z.ZodType>(props: FormContainerProps<S>) {
  const { t } = useTranslation('common');
  const { open, schema, onSubmit, onClose, hiddenValues, children, initialValues, as = 'drawer', size = 560, entity, editing } = props;
  const title = entity === undefined ? props.title : t(editing ? 'form.editTitle' : 'form.addTitle', { name: entity });
  const [ownForm] = Form.useForm();
  const form = props.form ?? ownForm;
  const { submit, saving, generalErrors, formProps } = useFormSubmit({ form, schema, send: onSubmit, hiddenValues, onSaved: onClose });
  const body = (
    <>
      <FormErrors errors={generalErrors} gap={16} />
      <Form
        {...formProps}
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
      <Button type="primary" danger={props.danger} loading={saving} onClick={() => void submit()} data-testid="form-submit">
        {props.submitText ?? t('action.save')}
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
