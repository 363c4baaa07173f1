import type { ReactNode } from 'react';
import { feedback } from './feedback';

/** Stopped by the person in the confirmation: the form stays open as it was. */
export class NotConfirmed extends Error {}

export interface ConfirmSend {
  title: string;
  content: ReactNode;
  okText: string;
  cancelText: string;
  /** The call, made once the person confirmed. */
  send(): Promise<unknown>;
  /** After the call succeeded (a message, the list refreshed). */
  onSent(): void;
}

/**
 * A form's submit that asks first (an OK button of test id `confirm-ok`): it settles once the
 * call made on OK has answered, rejecting with the call's error (the form marks its field errors)
 * or with `NotConfirmed` when cancelled (the form stays as it was).
 */
export function confirmThenSend({ title, content, okText, cancelText, send, onSent }: ConfirmSend): Promise<void> {
  return new Promise<void>((resolve, reject) =>
    feedback.confirm({
      title,
      content,
      okText,
      cancelText,
      okButtonProps: { 'data-testid': 'confirm-ok' } as never,
      onOk: async () => {
        try {
          await send();
        } catch (error) {
          reject(error);
          return;
        }
        onSent();
        resolve();
      },
      onCancel: () => reject(new NotConfirmed()),
    }),
  );
}
