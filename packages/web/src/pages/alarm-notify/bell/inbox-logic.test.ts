import type { AlarmInboxItem } from '@vr/contracts';
import { describe, expect, it } from 'vitest';
import { markedRead } from './inbox-logic';

const item = (id: number, read = false): AlarmInboxItem => ({
  id,
  alertId: id,
  deviceCode: 'D',
  deviceName: null,
  title: 't',
  text: 'x',
  level: 1,
  count: 1,
  escalation: false,
  released: false,
  createTime: '2030-01-01T00:00:00Z',
  read,
});

describe('the bell marking notifications read', () => {
  it('counts down by the unread ones marked, ignoring those read already', () => {
    const inbox = { unread: 5, items: [item(1), item(2, true), item(3)] };
    const after = markedRead(inbox, [1, 2]);
    expect(after.unread).toBe(4);
    expect(after.items.map((i) => i.read)).toEqual([true, true, false]);
  });

  it('marks everything, also unread ones beyond the shown list', () => {
    expect(markedRead({ unread: 30, items: [item(1), item(2)] }, 'all')).toMatchObject({
      unread: 0,
      items: [{ read: true }, { read: true }],
    });
  });
});
