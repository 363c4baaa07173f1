import type { ModalFuncProps } from 'antd';
import { withFeedback } from '../../api/feedback';

/**
 * Messages and confirmations for screens. The signed-in layout has no antd <App> of its own:
 * the themed message/modal holder is mounted on demand (api/feedback.ts), so screens use these
 * instead of `App.useApp()` (whose methods are missing outside an <App>).
 */
export const feedback = {
  success(text: string): void {
    withFeedback((ui) => ui.message.success(text));
  },
  error(text: string): void {
    withFeedback((ui) => ui.message.error(text));
  },
  warning(text: string): void {
    withFeedback((ui) => ui.message.warning(text));
  },
  /** A loading message until the returned function is called. */
  loading(text: string): () => void {
    let hide: (() => void) | null = null;
    let done = false;
    withFeedback((ui) => {
      if (!done) hide = ui.message.loading(text, 0);
    });
    return () => {
      done = true;
      hide?.();
    };
  },
  confirm(config: ModalFuncProps): void {
    withFeedback((ui) => ui.modal.confirm(config));
  },
};
