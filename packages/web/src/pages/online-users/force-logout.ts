import { ONLINE_API, type OnlineSession } from '@vr/contracts';
import { del } from '../../api/request';
import { feedback, type ScreenContext } from '../../components/list-page';

/** Asks, then ends the session at once; the caller's own session ending signs the caller out. */
export function confirmForceLogout(row: OnlineSession, ctx: ScreenContext<OnlineSession>) {
  feedback.confirm({
    title: ctx.text('common:confirm.title'),
    content: row.current ? ctx.text('online:confirmOwn') : ctx.text('online:confirm', { name: row.employeeName || row.userName }),
    okText: ctx.text('online:forceLogout'),
    okButtonProps: { danger: true, 'data-testid': 'confirm-force-logout' } as never,
    cancelText: ctx.text('common:action.cancel'),
    onOk: async () => {
      try {
        const res = await del<{ own: boolean }, string>(`${ONLINE_API.base}/${row.sessionId}`);
        feedback.success(res.result ?? '');
        if (!res.data?.own) ctx.afterChange();
      } catch {
        // shown by the request wrapper
      }
    },
  });
}
