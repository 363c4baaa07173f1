import { describe, expect, it } from 'vitest';
import { listen } from '../../platform/wiring/index.js';
import { orgIdByCode } from '../../test/fixtures.js';
import { useTestApp } from '../../test/harness.js';
import { insertTestDevice } from '../../test/test-devices.js';
import { type AlarmNotice, alarmRaised, alarmReleased } from '../alarms/index.js';
import { applyEvent } from './state.js';

/** A device's faults and warnings are heard by the areas acting on alarms once stored, once each. */
const t = useTestApp();

const event = (eventId: string, state: 'raised' | 'released') => ({
  v: 1 as const,
  ts: Date.now(),
  eventId,
  kind: 'fault' as const,
  state,
  code: 'E101',
  level: 2,
  message: 'Water heater over temperature',
});

describe('alarm events', () => {
  it('are heard after the commit: a raise once however often repeated, a release only of an open alarm', async () => {
    const db = t.database.db;
    const orgId = await orgIdByCode(db, 'DEMO');
    const device = await insertTestDevice(db, orgId);
    const heard: Array<[string, AlarmNotice]> = [];
    const stops = [
      listen(alarmRaised, (_db, n) => void heard.push(['raised', n])),
      listen(alarmReleased, (_db, n) => void heard.push(['released', n])),
    ];
    try {
      const now = new Date();
      await applyEvent(db, { id: device.id, orgId }, event('ev-1', 'raised'), now);
      await applyEvent(db, { id: device.id, orgId }, event('ev-1', 'raised'), now);
      await applyEvent(db, { id: device.id, orgId }, event('ev-1', 'released'), now);
      await applyEvent(db, { id: device.id, orgId }, event('ev-1', 'released'), now);
      await applyEvent(db, { id: device.id, orgId }, event('ev-2', 'released'), now);
    } finally {
      for (const stop of stops) stop();
    }
    expect(heard.map(([what]) => what)).toEqual(['raised', 'released']);
    expect(heard[0]![1]).toMatchObject({ source: 'alarm', deviceId: device.id, orgId, kind: 'fault', code: 'E101', level: 2 });
    expect(heard[1]![1].id).toBe(heard[0]![1].id);
  });
});
