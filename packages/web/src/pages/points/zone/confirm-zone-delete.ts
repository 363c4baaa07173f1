import { POINT_API, type Zone } from '@vr/contracts';
import { post } from '../../../api/request';
import { feedback } from '../../../components/list-page';

type Text = (key: string, options?: Record<string, unknown>) => string;

/** Deleting partitions removes their alarm recipients too: the confirmation and the result say how many. */
export function confirmZoneDelete(zones: Zone[], text: Text, onDone: () => void) {
  if (!zones.length) return;
  const recipients = zones.reduce((n, z) => n + z.recipients.length, 0);
  feedback.confirm({
    title: text('common:confirm.title'),
    content:
      zones.length === 1
        ? text('points:zone.deleteConfirm', { name: zones[0]!.zoneName, count: recipients })
        : text('points:zone.deleteManyConfirm', { count: zones.length }),
    okText: text('common:action.delete'),
    okButtonProps: { danger: true, 'data-testid': 'confirm-delete' } as never,
    cancelText: text('common:action.cancel'),
    onOk: async () => {
      try {
        const answer = await post<{ deleted: number; recipients: number }>(POINT_API.zoneDelete, { ids: zones.map((z) => z.id) });
        feedback.success(text('points:zone.deleted', { count: answer.data?.recipients ?? 0 }));
        onDone();
      } catch {
        // shown by the request wrapper
      }
    },
  });
}
