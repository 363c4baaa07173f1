// Runs on both engines: a live device link carries the refill command to a machine
import { REPLENISH_API } from '@vr/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TestMachine, eventually, insertTestDevice } from '../../test/device-machines.js';
import { body } from '../../test/harness.js';
import { signIn, useLinkedApp } from '../../test/linked-app.js';
import { deviceContainers, devices, updateContainerSettings } from '../devices/index.js';
import { replenishRecords } from './schema.js';

/*
 * A replenishment of an online machine: the levels are stored, the machine is told them in a
 * `refill` command, and its next telemetry (now reporting them) keeps them.
 */
const linked = useLinkedApp();
const db = linked.db;
let token: string;

beforeAll(async () => {
  token = await signIn(linked.app, 'admin', 'admin123');
});

const levelsOf = async (deviceId: number) =>
  (await db().select().from(deviceContainers).where(eq(deviceContainers.deviceId, deviceId)).orderBy(deviceContainers.no)).map(
    (c) => c.level,
  );

describe('a replenishment of an online machine', () => {
  it('sends it the new levels, and its telemetry reporting them keeps the warning cleared', async () => {
    const d = await insertTestDevice(db(), linked.demoOrg);
    const m = await TestMachine.connect(linked.url, d.code, d.secret);
    linked.machines.push(m);
    await m.hello(30, [{ no: 1, material: 'test-beans', capacity: 1000 }]);
    await eventually(
      async () => (await levelsOf(d.id)).length === 1 && (await db().select().from(devices).where(eq(devices.id, d.id)))[0]!.online === 1,
    );
    await updateContainerSettings(db(), d.id, [{ no: 1, warnValue: 200, alarmValue: 50 }]);
    await m.publish('telemetry', { materials: [{ no: 1, material: 'test-beans', level: 30 }], temperatures: {} });
    await eventually(async () => (await db().select().from(devices).where(eq(devices.id, d.id)))[0]!.materialState === 2);

    const res = body<{ commandId: string | null }>(
      await linked.app.inject({
        method: 'POST',
        url: REPLENISH_API.record,
        headers: { token, lang: 'en' },
        payload: { deviceId: d.id, items: [{ containerNo: 1, quantity: 970 }] },
      }),
    );
    expect(res.status, JSON.stringify(res)).toBe(1001);
    expect(res.data.commandId).toEqual(expect.any(String));
    expect((await db().select().from(replenishRecords).where(eq(replenishRecords.deviceId, d.id)))[0]!.commandId).toBe(res.data.commandId);
    const cmd = await eventually(async () => m.received.find((r) => r.kind === 'cmd' && r.payload['type'] === 'refill'));
    expect(cmd.payload).toMatchObject({ commandId: res.data.commandId, params: { containers: [{ no: 1, level: 1000 }] } });

    await m.publish('ack', { commandId: res.data.commandId, ok: true });
    await m.publish('telemetry', { materials: [{ no: 1, material: 'test-beans', level: 1000 }], temperatures: {} });
    await linked.link.gateway.settled();
    expect(await levelsOf(d.id)).toEqual([1000]);
    expect((await db().select().from(devices).where(eq(devices.id, d.id)))[0]!.materialState).toBe(0);
  });
});
