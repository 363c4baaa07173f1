// Runs on both engines: a live device link (the copy waits for the machine's hello)
import {
  type ChangeLogRow,
  type ParamCopyResult,
  type ParamsView,
  DEVICE_RECORD_API,
  DEVICE_SETTINGS_API as API,
  Status,
} from '@vr/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { deviceCommands } from '../device-commands/index.js';
import { deviceModels } from '../device-models/index.js';
import { devices } from '../devices/index.js';
import { type TestMachine, eventually, insertTestDevice } from '../../test/device-machines.js';
import { apiCaller, joinLink, signIn, useLinkedApp } from '../../test/linked-app.js';
import { paramCopies } from './schema.js';

/** Parameter copy to a machine that is offline: it gets the copy when it comes back, once. */
const linked = useLinkedApp();
const db = linked.db;
let token: string;
let modelId: number;

const api = apiCaller(linked, () => token);

async function machine() {
  const d = await insertTestDevice(db(), linked.demoOrg);
  await db().update(devices).set({ modelId }).where(eq(devices.id, d.id));
  return d;
}

const connect = (d: { code: string; secret: string }) => joinLink(linked, d, { hello: (m) => m.hello() });

const commandsTo = (m: TestMachine) => m.received.filter((r) => r.kind === 'cmd' && r.payload['type'] === 'setParams');

beforeAll(async () => {
  token = await signIn(linked.app, 'admin', 'admin123');
  const [model] = await db().select({ id: deviceModels.id }).from(deviceModels).limit(1);
  modelId = model!.id;
});

describe('parameter copy to an offline machine', () => {
  it('waits while it is offline, is sent at its hello once, and its ack settles the command', async () => {
    const source = await machine();
    const target = await machine();
    const s = await connect(source);
    const set = await api('POST', API.paramsSave, { deviceId: source.id, hotWaterUpper: 91, stirringPercent: 55 });
    expect(set.status, JSON.stringify(set)).toBe(Status.SUCCESS);
    const setCmd = await eventually(async () => commandsTo(s)[0]);
    await s.publish('ack', { commandId: setCmd.payload['commandId'], ok: true });

    const copy = await api<ParamCopyResult>('POST', API.paramCopyApply, { sourceDeviceId: source.id, targetDeviceIds: [target.id] });
    expect(copy.status, JSON.stringify(copy)).toBe(Status.SUCCESS);
    expect(copy.data!.targets).toMatchObject([{ deviceId: target.id, outcome: 'waiting', commandId: null }]);

    // It comes back: the hello brings the copy.
    const t = await connect(target);
    const cmd = await eventually(async () => commandsTo(t)[0]);
    expect(cmd.payload).toMatchObject({ type: 'setParams', params: { hotWaterUpper: 91, stirringPercent: 55 } });
    const [row] = await db().select().from(paramCopies).where(eq(paramCopies.deviceId, target.id));
    expect(row).toMatchObject({ state: 'sent', commandId: cmd.payload['commandId'] });
    const [command] = await db()
      .select()
      .from(deviceCommands)
      .where(eq(deviceCommands.id, String(cmd.payload['commandId'])));
    expect(command).toMatchObject({ deviceId: target.id, type: 'setParams', sentByName: 'admin', status: 'pending' });

    await t.publish('ack', { commandId: cmd.payload['commandId'], ok: true });
    await eventually(async () => {
      const [c] = await db()
        .select()
        .from(deviceCommands)
        .where(eq(deviceCommands.id, String(cmd.payload['commandId'])));
      return c?.status === 'succeeded';
    });
    const stored = await api<ParamsView>('GET', `${API.params}?deviceId=${target.id}`);
    expect(stored.data!.value).toEqual({ hotWaterUpper: 91, stirringPercent: 55 });
    const log = await api<ChangeLogRow[]>('GET', `${DEVICE_RECORD_API.changeLogList}?device=${target.code}&limit=20`);
    expect(log.data!.map((r) => r.summary)).toContain(`Parameters copied from ${source.code}`);

    // A later hello sends nothing more.
    await t.hello();
    await linked.link.gateway.settled();
    await new Promise((r) => setTimeout(r, 200));
    expect(commandsTo(t)).toHaveLength(1);
  });
});
