import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orgIdByCode } from '../../test/fixtures.js';
import { useTestApp } from '../../test/harness.js';
import { eventually, insertTestDevice } from '../../test/test-devices.js';
import { deviceAlarms } from '../alarms/index.js';
import { Gateway } from './gateway.js';

/*
 * A reconnect storm: every machine's hello brings work (its versions, what it missed offline). That
 * work runs a few machines at a time, and a machine's alarm does not wait for it.
 */
const t = useTestApp();

const json = (value: object) => Buffer.from(JSON.stringify(value));
const hello = () =>
  json({
    v: 1,
    ts: Date.now(),
    model: 'T-1',
    firmware: { app: '1.0.0', mainboard: '1.0', dtu: '1.0' },
    capacity: 100,
    heartbeatSeconds: 30,
  });
const fault = (eventId: string) =>
  json({ v: 1, ts: Date.now(), eventId, kind: 'fault', state: 'raised', code: 'E301', level: 2, message: 'Water leak' });

describe('hello work', () => {
  it('runs for a few machines at once, and a machine’s fault is stored while its own hello work still waits', async () => {
    const db = t.database.db;
    const orgId = await orgIdByCode(db, 'DEMO');
    const machines = [];
    for (let i = 0; i < 5; i++) machines.push(await insertTestDevice(db, orgId));
    let running = 0;
    let most = 0;
    let openGate!: () => void;
    const held = new Promise<void>((resolve) => (openGate = resolve));
    const gateway = new Gateway({
      db,
      log: t.app.log,
      mode: 'external',
      onAck: async () => undefined,
      helloConcurrency: 2,
      // What a machine missed while offline: held until the test lets it go.
      settings: {
        hello: async () => {
          running += 1;
          most = Math.max(most, running);
          await held;
          running -= 1;
        },
      },
    });
    try {
      for (const m of machines) await gateway.handle(m.code, 'hello', hello());
      const last = machines.at(-1)!;
      await gateway.handle(last.code, 'event', fault('storm-1'));
      const stored = await eventually(async () => {
        const [row] = await db
          .select()
          .from(deviceAlarms)
          .where(and(eq(deviceAlarms.deviceId, last.id), eq(deviceAlarms.eventId, 'storm-1')));
        return row;
      });
      expect(stored).toMatchObject({ code: 'E301', level: 2, state: 0 });
      // The last machine's hello work has not even started: two others hold the turns.
      expect(running).toBe(2);
    } finally {
      openGate();
      await gateway.close();
    }
    expect(most).toBe(2);
    expect(running).toBe(0);
  });
});
