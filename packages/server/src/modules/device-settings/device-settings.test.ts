import { DEVICE_SETTINGS_API as API, DEVICE_SETTINGS_PERMS, Status } from '@vr/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deviceCommands } from '../device-commands/index.js';
import { deviceContainers } from '../devices/index.js';
import { type ApiCall, apiAs, orgIdByCode } from '../../test/fixtures.js';
import { deviceSettings } from './schema.js';
import { operationLogs } from '../../platform/audit/schema.js';
import { createDevice, useSettingsTestApp } from '../../test/device-settings-support.js';

const t = useSettingsTestApp();
const db = () => t.database.db;

let seq = 0;
async function setup(online = true): Promise<{ api: ApiCall; deviceId: number }> {
  const deviceId = await createDevice(db(), await orgIdByCode(db(), 'DEMO'), `T4S${++seq}${Date.now() % 100000}`, online);
  return { api: await apiAs(t, 'admin', 'admin123'), deviceId };
}

type Check = [label: string, payload: Record<string, unknown>, accepted: boolean, field?: string];

/** Posts every payload and checks it is accepted (command sent) or refused with an error on `field`. */
async function expectRule(url: string, checks: Check[]) {
  const { api, deviceId } = await setup();
  for (const [label, payload, accepted, field] of checks) {
    const before = t.link.sent.length;
    const res = await api('POST', url, { deviceId, ...payload });
    if (accepted) {
      expect(res.status, `${label}: ${JSON.stringify(res)}`).toBe(Status.SUCCESS);
      expect(t.link.sent.length, label).toBe(before + 1);
    } else {
      expect(res.status, `${label}: ${JSON.stringify(res)}`).toBe(Status.BAD_REQUEST);
      expect(t.link.sent.length, `${label}: nothing sent`).toBe(before);
      if (field)
        expect(
          res.data.errors.map((e: { field: string }) => e.field),
          label,
        ).toContain(field);
    }
    // The repeat-submit guard refuses the same URL and body within a second; bodies differ here.
  }
}

describe('parameters: every rule at its bounds and one past', () => {
  const p = (values: Record<string, unknown>) => values;
  /** `field` at its ends `min` and `max` (accepted) and at `below` and `above` (refused on it), sent with `also`. */
  const ends = (label: string, field: string, [min, max]: [number, number], [below, above]: [number, number], also = {}): Check[] => {
    const named = (value: number) => `${label} ${String(value).replace('-', '−')}`;
    const accepted = (value: number): Check => [named(value), p({ ...also, [field]: value }), true];
    const refused = (value: number): Check => [named(value), p({ ...also, [field]: value }), false, field];
    return [accepted(min), accepted(max), refused(below), refused(above)];
  };

  it('temperatures: hot water 35–96, liquor 35–105, cold water 6–40 (chilled) or 1–35 (ice), lower below upper', async () => {
    await expectRule(API.paramsSave, [
      ...ends('hot', 'hotWaterUpper', [35, 96], [34, 97]),
      ['hot lower 80 < 90', p({ hotWaterUpper: 90, hotWaterLower: 80 }), true],
      ['hot lower = upper', p({ hotWaterUpper: 90, hotWaterLower: 90 }), false, 'hotWaterLower'],
      ...ends('liquor', 'liquorUpper', [35, 105], [34, 106]),
      ['liquor lower above upper', p({ liquorUpper: 60, liquorLower: 61 }), false, 'liquorLower'],
      ...ends('chilled', 'coldWaterUpper', [6, 40], [5, 41], { coldWaterKind: 'chilled' }),
      ...ends('ice', 'coldWaterUpper', [1, 35], [0, 36], { coldWaterKind: 'ice' }),
      ['cold lower below upper', p({ coldWaterUpper: 10, coldWaterLower: 8 }), true],
      ['cold lower = upper', p({ coldWaterUpper: 10, coldWaterLower: 10 }), false, 'coldWaterLower'],
    ]);
  });

  it('compressor: start −15..2, stop ≥ start + 3, protection 3–30 min', async () => {
    await expectRule(API.paramsSave, [
      ...ends('start', 'compressorStart', [-15, 2], [-16, 2.1]),
      ['stop = start + 3', p({ compressorStart: 1, compressorStop: 4 }), true],
      ['stop = start + 2.9', p({ compressorStart: 1, compressorStop: 3.9 }), false, 'compressorStop'],
      ['stop = start + 3 (decimals)', p({ compressorStart: -0.7, compressorStop: 2.3 }), true],
      ...ends('protection', 'compressorProtectionMinutes', [3, 30], [2, 31]),
    ]);
  });

  it('pump pressures 0–5 bar with stop ≥ start + 0.5', async () => {
    await expectRule(API.paramsSave, [
      ['start 0', p({ pumpStartPressure: 0 }), true],
      ['stop 5', p({ pumpStopPressure: 5 }), true],
      ['start −0.1', p({ pumpStartPressure: -0.1 }), false, 'pumpStartPressure'],
      ['stop 5.1', p({ pumpStopPressure: 5.1 }), false, 'pumpStopPressure'],
      ['stop = start + 0.5', p({ pumpStartPressure: 1.2, pumpStopPressure: 1.7 }), true],
      ['stop = start + 0.4', p({ pumpStartPressure: 1.2, pumpStopPressure: 1.6 }), false, 'pumpStopPressure'],
    ]);
  });

  it('pre-brew 0–200 ml and 0–25.5 s, stirring 10–100 %', async () => {
    await expectRule(API.paramsSave, [
      ...ends('water', 'preBrewWaterMl', [0, 200], [-1, 201]),
      ...ends('time', 'preBrewSeconds', [0, 25.5], [-0.1, 25.6]),
      ...ends('stirring', 'stirringPercent', [10, 100], [9, 101]),
    ]);
  });

  it('flow 1–20 s, barrel 0–65535 ml, pulse 0.1–5, light strip 0–100, cup-size label 1–5', async () => {
    await expectRule(API.paramsSave, [
      ...ends('flow', 'flowIntervalSeconds', [1, 20], [0, 21]),
      ...ends('barrel', 'barrelCapacityMl', [0, 65535], [-1, 65536]),
      ...ends('pulse', 'pulseEquivalent', [0.1, 5], [0.09, 5.01]),
      ...ends('light', 'lightStrip', [0, 100], [-1, 101]),
      ...ends('label', 'cupSizeLabel', [1, 5], [0, 6]),
      ['nothing set', p({}), false, 'params'],
    ]);
  });

  it('a refusal is in the request language and names the field', async () => {
    const { api, deviceId } = await setup();
    const res = await api('POST', API.paramsSave, { deviceId, compressorStart: 0, compressorStop: 2 }, 'zh');
    expect(res.status).toBe(Status.BAD_REQUEST);
    expect(res.data.errors).toContainEqual({ field: 'compressorStop', message: '压缩机停止温度必须比压缩机启动温度至少高 3' });
  });

  it('a save stores the values, sends setParams with them and answers the pending command', async () => {
    const { api, deviceId } = await setup();
    const res = await api('POST', API.paramsSave, { deviceId, hotWaterUpper: 92, stirringPercent: 60 });
    expect(res.status).toBe(Status.SUCCESS);
    expect(res.data.command).toMatchObject({ type: 'setParams', status: 'pending', sentByName: 'admin' });
    expect(t.link.sent.at(-1)).toMatchObject({ deviceId, type: 'setParams', params: { hotWaterUpper: 92, stirringPercent: 60 } });
    const detail = await api('GET', `${API.params}?deviceId=${deviceId}`);
    expect(detail.data.value).toEqual({ hotWaterUpper: 92, stirringPercent: 60 });
    expect(detail.data.command.id).toBe(res.data.command.id);
  });
});

describe('reading parameters', () => {
  it('answers "reading in progress" with data until the ack, then the parameters', async () => {
    const { api, deviceId } = await setup();
    const started = await api('POST', API.paramsRead, { deviceId });
    expect(started.status).toBe(Status.WARNING);
    expect(started.result).toBe('Reading in progress');
    const commandId = started.data.command.id as string;
    expect(started.data.command.type).toBe('readParams');

    const pending = await api('GET', `${API.paramsReadResult}?deviceId=${deviceId}&commandId=${commandId}`);
    expect(pending.status).toBe(Status.WARNING);
    expect(pending.result).toBe('Reading in progress');
    expect(pending.data.command.status).toBe('pending');

    // The device acks with its parameters.
    await db()
      .update(deviceCommands)
      .set({ status: 'succeeded', result: { hotWaterUpper: 93, lightStrip: 40, unknownThing: 1 }, completedAt: new Date() })
      .where(eq(deviceCommands.id, commandId));
    const done = await api('GET', `${API.paramsReadResult}?deviceId=${deviceId}&commandId=${commandId}`);
    expect(done.status).toBe(Status.SUCCESS);
    expect(done.data.reported).toEqual({ hotWaterUpper: 93, lightStrip: 40 });
    const detail = await api('GET', `${API.params}?deviceId=${deviceId}`);
    expect(detail.data.reported).toEqual({ hotWaterUpper: 93, lightStrip: 40 });
  });

  it('the operation log records a started read as a success, and a repeated one refused at once as a failure', async () => {
    const { api, deviceId } = await setup();
    const logged = async () =>
      (await db().select().from(operationLogs).where(eq(operationLogs.url, API.paramsRead))).filter((r) =>
        r.request?.includes(`"deviceId":${deviceId}`),
      );
    const started = await api('POST', API.paramsRead, { deviceId });
    expect([started.status, started.result]).toEqual([Status.WARNING, 'Reading in progress']);
    const repeated = await api('POST', API.paramsRead, { deviceId });
    expect(repeated.status).toBe(Status.WARNING);
    expect(repeated.data).toBeUndefined();
    await expect.poll(async () => (await logged()).length).toBe(2);
    const [first, second] = (await logged()).sort((a, b) => a.id - b.id);
    expect([first!.action, first!.status, first!.result]).toEqual(['readParams', Status.SUCCESS, '"Reading in progress"']);
    expect(second!.status).toBe(Status.WARNING);
  });

  it('a failed read answers "Read failed" and an expired one "Read timeout", both with data', async () => {
    const { api, deviceId } = await setup();
    const first = await api('POST', API.paramsRead, { deviceId });
    await db()
      .update(deviceCommands)
      .set({ status: 'failed', error: 'sensor', completedAt: new Date() })
      .where(eq(deviceCommands.id, first.data.command.id));
    const failed = await api('GET', `${API.paramsReadResult}?deviceId=${deviceId}&commandId=${first.data.command.id}`);
    expect([failed.status, failed.result]).toEqual([Status.BAD_REQUEST, 'Read failed']);
    expect(failed.data.command.status).toBe('failed');

    // Another device: the same body again within a second would be a repeated submission.
    const otherId = await createDevice(db(), await orgIdByCode(db(), 'DEMO'), 'T4READ2');
    const second = await api('POST', API.paramsRead, { deviceId: otherId });
    await db()
      .update(deviceCommands)
      .set({ status: 'timed_out', completedAt: new Date() })
      .where(eq(deviceCommands.id, second.data.command.id));
    const expired = await api('GET', `${API.paramsReadResult}?deviceId=${otherId}&commandId=${second.data.command.id}`);
    expect([expired.status, expired.result]).toEqual([Status.BAD_REQUEST, 'Read timeout']);
  });

  it('refuses a command id of another device', async () => {
    const { api, deviceId } = await setup();
    const other = await createDevice(db(), await orgIdByCode(db(), 'DEMO'), 'T4OTHER1');
    const started = await api('POST', API.paramsRead, { deviceId: other });
    const res = await api('GET', `${API.paramsReadResult}?deviceId=${deviceId}&commandId=${started.data.command.id}`);
    expect(res.status).toBe(Status.BAD_REQUEST);
    expect(res.data.errors[0].field).toBe('commandId');
  });
});

describe('offline devices', () => {
  it('every save and read is refused at once with "device offline cannot read or set", and nothing is stored', async () => {
    const { api, deviceId } = await setup(false);
    const before = t.link.sent.length;
    const calls: Array<[string, Record<string, unknown>]> = [
      [API.paramsSave, { hotWaterUpper: 90 }],
      [API.paramsRead, {}],
      [API.localPasswordSave, { localPassword: '123456' }],
      [API.cleanConfigSave, { cleanCupCount: 50 }],
      [API.cupLimitSave, { cupLimitMode: 'total', cupLimitTotal: 10 }],
      [API.containerSave, { containers: [{ containerNo: 1, warnValue: 300, alarmValue: 100 }] }],
      [API.maxStockSave, { containers: [{ containerNo: 1, maxStock: 5 }] }],
    ];
    for (const [url, payload] of calls) {
      const res = await api('POST', url, { deviceId, ...payload });
      expect([res.status, res.result], url).toEqual([Status.BAD_REQUEST, 'Device offline cannot read or set']);
    }
    expect(t.link.sent.length).toBe(before);
    expect(await db().select().from(deviceSettings).where(eq(deviceSettings.deviceId, deviceId))).toEqual([]);
    const [container] = await db()
      .select()
      .from(deviceContainers)
      .where(and(eq(deviceContainers.deviceId, deviceId), eq(deviceContainers.no, 1)));
    expect([container!.warnValue, container!.alarmValue, container!.maxStock]).toEqual([200, 50, 100]);
  });
});

describe('local password, cleaning, cup-output limit', () => {
  it('local password is exactly 6 characters', async () => {
    await expectRule(API.localPasswordSave, [
      ['6', { localPassword: '123456' }, true],
      ['6 letters', { localPassword: 'abcDEF' }, true],
      ['5', { localPassword: '12345' }, false, 'localPassword'],
      ['7', { localPassword: '1234567' }, false, 'localPassword'],
      ['spaces', { localPassword: '12 456' }, false, 'localPassword'],
    ]);
  });

  it('the local password is answered to a holder of the right', async () => {
    const { api, deviceId } = await setup();
    await api('POST', API.localPasswordSave, { deviceId, localPassword: '654321' });
    expect(t.link.sent.at(-1)).toMatchObject({ type: 'setLocalPassword', params: { password: '654321' }, sender: { username: 'admin' } });
    const res = await api('GET', `${API.localPassword}?deviceId=${deviceId}`);
    expect(res.data.value).toEqual({ localPassword: '654321' });
    expect(res.data.command).toMatchObject({ type: 'setLocalPassword', status: 'pending' });
  });

  it('cleaning needs a cup count or idle minutes; weekdays 1–7 and HH:mm times', async () => {
    await expectRule(API.cleanConfigSave, [
      ['cups only', { cleanCupCount: 1 }, true],
      ['idle only', { cleanIdleMinutes: 1440 }, true],
      ['both with schedule', { cleanCupCount: 9999, cleanIdleMinutes: 30, cleanWeekdays: [1, 7], cleanTimes: ['00:00', '23:59'] }, true],
      ['neither', { cleanWeekdays: [1], cleanTimes: ['08:00'] }, false, 'cleanCupCount'],
      ['cups 0', { cleanCupCount: 0 }, false, 'cleanCupCount'],
      ['idle 1441', { cleanIdleMinutes: 1441 }, false, 'cleanIdleMinutes'],
      ['weekday 8', { cleanCupCount: 5, cleanWeekdays: [8] }, false, 'cleanWeekdays.0'],
      ['weekday twice', { cleanCupCount: 5, cleanWeekdays: [2, 2] }, false, 'cleanWeekdays'],
      ['time 24:00', { cleanCupCount: 5, cleanTimes: ['24:00'] }, false, 'cleanTimes.0'],
    ]);
  });

  it('cup-output limit: total or per valve', async () => {
    await expectRule(API.cupLimitSave, [
      ['total', { cupLimitMode: 'total', cupLimitTotal: 0 }, true],
      ['total missing', { cupLimitMode: 'total' }, false, 'cupLimitTotal'],
      [
        'per valve',
        {
          cupLimitMode: 'perValve',
          cupLimitValves: [
            { valveNo: 1, valveLimit: 30 },
            { valveNo: 2, valveLimit: 40 },
          ],
        },
        true,
      ],
      ['per valve without valves', { cupLimitMode: 'perValve', cupLimitValves: [] }, false, 'cupLimitValves'],
      [
        'valve twice',
        {
          cupLimitMode: 'perValve',
          cupLimitValves: [
            { valveNo: 1, valveLimit: 3 },
            { valveNo: 1, valveLimit: 4 },
          ],
        },
        false,
        'cupLimitValves.1.valveNo',
      ],
      ['other mode', { cupLimitMode: 'daily', cupLimitTotal: 4 }, false, 'cupLimitMode'],
    ]);
  });
});

describe('containers and max stock', () => {
  it('alarm value may not exceed the warning value', async () => {
    await expectRule(API.containerSave, [
      ['alarm = warning', { containers: [{ containerNo: 1, warnValue: 100, alarmValue: 100 }] }, true],
      ['alarm < warning', { containers: [{ containerNo: 1, warnValue: 100, alarmValue: 99.5 }] }, true],
      ['alarm > warning', { containers: [{ containerNo: 2, warnValue: 100, alarmValue: 100.01 }] }, false, 'containers.0.alarmValue'],
      ['unknown container', { containers: [{ containerNo: 9, warnValue: 10, alarmValue: 5 }] }, false, 'containers.0.containerNo'],
    ]);
  });

  it('a container save writes warning, alarm and max stock and sends setContainers', async () => {
    const { api, deviceId } = await setup();
    const res = await api('POST', API.containerSave, {
      deviceId,
      containers: [{ containerNo: 2, warnValue: 150, alarmValue: 120, maxStock: 70 }],
    });
    expect(res.status).toBe(Status.SUCCESS);
    expect(res.data.command.type).toBe('setContainers');
    expect(t.link.sent.at(-1)!.params).toEqual({
      containers: [{ no: 2, material: 'milk_powder', capacity: 800, warnValue: 150, alarmValue: 120, maxStock: 70 }],
    });
    const two = res.data.containers.find((c: { containerNo: number }) => c.containerNo === 2);
    expect(two).toMatchObject({ warnValue: 150, alarmValue: 120, maxStock: 70, level: 100, materialState: 2 });
    const detail = await api('GET', `${API.containerDetail}?deviceId=${deviceId}`);
    expect(detail.data.containers).toHaveLength(2);
  });

  it('the cup limit and max stock travel in the machine’s shapes', async () => {
    const { api, deviceId } = await setup();
    await api('POST', API.cupLimitSave, {
      deviceId,
      cupLimitMode: 'perValve',
      cupLimitTotal: 9,
      cupLimitValves: [{ valveNo: 3, valveLimit: 12 }],
    });
    expect(t.link.sent.at(-1)!.params).toEqual({ mode: 'perValve', valves: [{ no: 3, limit: 12 }] });
    const stored = await api('GET', `${API.cupLimit}?deviceId=${deviceId}`);
    expect(stored.data.value).toEqual({ cupLimitMode: 'perValve', cupLimitTotal: null, cupLimitValves: [{ valveNo: 3, valveLimit: 12 }] });
    await api('POST', API.maxStockSave, { deviceId, containers: [{ containerNo: 1, maxStock: 42 }] });
    expect(t.link.sent.at(-1)!.params).toEqual({ items: [{ no: 1, maxStock: 42 }] });
  });

  it('max stock 0–65535 per known container', async () => {
    await expectRule(API.maxStockSave, [
      ['0', { containers: [{ containerNo: 1, maxStock: 0 }] }, true],
      ['65535', { containers: [{ containerNo: 1, maxStock: 65535 }] }, true],
      ['65536', { containers: [{ containerNo: 1, maxStock: 65536 }] }, false, 'containers.0.maxStock'],
      ['−1', { containers: [{ containerNo: 2, maxStock: -1 }] }, false, 'containers.0.maxStock'],
    ]);
  });
});

describe('rights and scope', () => {
  it('a Harbor Drinks Ltd. device is not found for ops, and nothing is sent', async () => {
    const harborDevice = await createDevice(db(), await orgIdByCode(db(), 'HARBOR'), 'T4HARB1');
    const ops = await apiAs(t, 'ops', 'ops12345');
    const before = t.link.sent.length;
    const res = await ops('POST', API.localPasswordSave, { deviceId: harborDevice, localPassword: '111111' });
    expect(res.status).toBe(Status.NOT_FOUND);
    expect((await ops('GET', `${API.localPassword}?deviceId=${harborDevice}`)).status).toBe(Status.NOT_FOUND);
    expect(t.link.sent.length).toBe(before);
  });

  it('the settings rights are separate permissions', () => {
    expect(new Set(Object.values(DEVICE_SETTINGS_PERMS)).size).toBe(7);
  });
});
