import type { AlarmInboxItem } from '@vr/contracts';

/** The bell refreshes this often. */
export const ALARM_INBOX_REFRESH_MS = 5_000;

/** The inbox after marking these notifications read (or all of them): the unread count follows. */
export function markedRead<T extends { unread: number; items: AlarmInboxItem[] }>(inbox: T, ids: readonly number[] | 'all'): T {
  const hit = (item: AlarmInboxItem) => !item.read && (ids === 'all' || ids.includes(item.id));
  const newlyRead = inbox.items.filter(hit).length;
  const unread = ids === 'all' ? 0 : Math.max(0, inbox.unread - newlyRead);
  return { ...inbox, unread, items: inbox.items.map((item) => (hit(item) ? { ...item, read: true } : item)) };
}
