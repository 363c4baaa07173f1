import { UnlockOutlined } from '@ant-design/icons';
import { LOGININFOR_API, LOGININFOR_PERMS, type LoginLogRow } from '@vr/contracts';
import type { Key } from 'react';
import { del, put } from '../../../api/request';
import { feedback, RowActions, type ScreenContext, useDeleteAction } from '../../../components/list-page';

export const removeLogins = (ids: Key[]) => del(`${LOGININFOR_API.base}/${ids.join(',')}`);

function confirmUnlock(userName: string, ctx: ScreenContext<LoginLogRow>) {
  feedback.confirm({
    title: ctx.text('common:confirm.title'),
    content: ctx.text('logs:logininfor.unlockConfirm', { userName }),
    okText: ctx.text('logs:logininfor.unlock'),
    okButtonProps: { 'data-testid': 'confirm-unlock' } as never,
    cancelText: ctx.text('common:action.cancel'),
    onOk: async () => {
      try {
        const res = await put<{ wasLocked: boolean }, string>(`${LOGININFOR_API.unlock}/${encodeURIComponent(userName)}`);
        feedback.success(res.result ?? '');
        // The list again, the selection kept.
        void ctx.queryClient.invalidateQueries({ queryKey: ['list', 'logininfor'] });
      } catch {
        // shown by the request wrapper
      }
    },
  });
}

/** The row's actions: unlock while the account is locked by failed sign-ins, and delete. */
export function LoginLogActions({ row, ctx }: { row: LoginLogRow; ctx: ScreenContext<LoginLogRow> }) {
  const confirmDelete = useDeleteAction({ remove: removeLogins, onDone: ctx.afterChange });
  return (
    <RowActions
      actions={[
        ...(row.lockedUntil
          ? [
              {
                key: 'unlock',
                label: ctx.text('logs:logininfor.unlock'),
                icon: <UnlockOutlined />,
                permission: LOGININFOR_PERMS.unlock,
                onClick: () => confirmUnlock(row.userName, ctx),
              },
            ]
          : []),
        { key: 'delete', permission: LOGININFOR_PERMS.remove, onClick: () => confirmDelete([row.infoId], `#${row.infoId}`) },
      ]}
    />
  );
}
