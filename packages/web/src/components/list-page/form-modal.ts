import type { ModalProps } from 'antd';

interface FormModalOptions {
  /** Checks and sends the form (useFormSubmit's `submit`). */
  submit(): Promise<unknown>;
  saving: boolean;
  onClose(): void;
  okText: string;
  cancelText: string;
}

/**
 * The props of an antd Modal holding a form: OK submits it (busy while it saves), Cancel and the
 * close button close the dialog, and a closed dialog forgets the form.
 */
export function formModalProps({ submit, saving, onClose, okText, cancelText }: FormModalOptions): ModalProps {
  return { onCancel: onClose, onOk: () => void submit(), okText, cancelText, confirmLoading: saving, destroyOnHidden: true };
}
