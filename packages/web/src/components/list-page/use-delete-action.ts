import type { Key } from 'react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from './feedback';

interface DeleteOptions {
  /** Deletes the rows (one call; the server refuses the whole batch or deletes all). */
  remove(ids: Key[]): Promise<unknown>;
  /** After a successful delete: refetch the list, clear the selection. */
  onDone?(): void;
}

/**
 * Delete with confirmation: `confirmDelete(ids, name?)` asks (naming the row, or the count of a
 * batch), calls `remove`, and reports success. Failures are shown by the request wrapper.
 */
export function useDeleteAction({ remove, onDone }: DeleteOptions) {
  const { t } = useTranslation('common');
  return useCallback(
    (ids: Key[], name?: string) => {
      if (ids.length === 0) return;
      feedback.confirm({
        title: t('confirm.title'),
        content: name ? t('confirm.deleteNamed', { name }) : t('confirm.deleteCount', { count: ids.length }),
        okText: t('action.delete'),
        okButtonProps: { danger: true, 'data-testid': 'confirm-delete' } as never,
        cancelText: t('action.cancel'),
        onOk: async () => {
          try {
            await remove(ids);
          } catch {
            return; // the request wrapper has shown why; the dialog closes
          }
          feedback.success(t('result.deleted'));
          onDone?.();
        },
      });
    },
    [t, remove, onDone],
  );
}

/** A yes/no confirmation before an action that is not a delete (e.g. "Refresh cache"). */
export function useConfirmAction() {
  const { t } = useTranslation('common');
  return useCallback(
    (content: string, action: () => Promise<unknown>) =>
      feedback.confirm({
        title: t('confirm.title'),
        content,
        okText: t('action.confirm'),
        cancelText: t('action.cancel'),
        okButtonProps: { 'data-testid': 'confirm-ok' } as never,
        onOk: () => action().catch(() => undefined),
      }),
    [t],
  );
}
