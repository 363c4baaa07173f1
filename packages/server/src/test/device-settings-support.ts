import { randomUUID } from 'node:crypto';
import { Status } from '@vr/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.js';
import type { Database, DatabaseHandle } from '../platform/db/database.js';
import { AppError } from '../platform/http/errors.js';
import type { CommandRecord, DeviceLink, SendCommandRequest } from '../platform/mqtt/device-link.js';
import { type TestApp, body, openTestDatabase, testConfig } from './harness.js';
import { isolateEachTest } from './isolation.js';
import { deviceCommands } from '../modules/device-commands/schema.js';
import { deviceContainers, devices } from '../modules/devices/schema.js';
import { hashDeviceSecret } from '../modules/devices/secrets.js';

/**
 * A device link for API tests of the settings routes: it keeps the link's contract (refuses an
 * offline device at once; stores the command as pending in the command log with its sender and
 * deadline) without a broker, and remembers what it would have published. Tests play the
 * device's ack by completing the command row.
 */
export function recordingLink(db: Database): DeviceLink & { sent: SendCommandRequest[] } {
  const sent: SendCommandRequest[] = [];
  const send = async (request: SendCommandRequest): Promise<CommandRecord> => {
    const [device] = await db
      .select({ online: devices.online, orgId: devices.orgId })
      .from(devices)
      .where(eq(devices.id, request.deviceId))
      .limit(1);
    if (!device) throw AppError.notFound();
    if (device.online !== 1) throw new AppError(Status.BAD_REQUEST, 'deviceOffline');
    const [row] = await db
      .insert(deviceCommands)
      .values({
        id: randomUUID(),
        deviceId: request.deviceId,
        orgId: device.orgId,
        type: request.type,
        params: request.params ?? {},
        deadline: new Date(Date.now() + (request.timeoutMs ?? 30_000)),
        sentBy: request.sender.userId,
        sentByName: request.sender.username,
      })
      .returning();
    sent.push(request);
    return {
      id: row!.id,
      deviceId: row!.deviceId,
      type: request.type,
      params: row!.params,
      status: 'pending',
      result: null,
      error: null,
      deadline: row!.deadline.toISOString(),
      sentByName: row!.sentByName,
      createdAt: row!.createdAt.toISOString(),
      completedAt: null,
    };
  };
  return {
    sent,
    send,
    sendAndWait: send,
    sendGoods: async () => false,
    sendUpgrade: async () => false,
    sendRecording: async () => false,
    sendAds: async () => false,
    stats: () => ({ mode: 'disabled', connectedDevices: 0, messagesPerSecond: 0, messagesTotal: 0, pendingCommands: 0, endpoints: [] }),
    close: async () => undefined,
  };
}

/** `useTestApp` with the recording link; every test in its own rolled-back transaction. */
export function useSettingsTestApp(): TestApp & { link: ReturnType<typeof recordingLink> } {
  let handle: DatabaseHandle;
  const state = {} as TestApp & { link: ReturnType<typeof recordingLink> };
  const db = isolateEachTest(() => handle.db);
  beforeAll(async () => {
    handle = await openTestDatabase();
    const link = recordingLink(db);
    // Background work off: it would share the test's transaction (see `useTestApp`).
    const app = await buildApp({ config: testConfig(), database: { ...handle, db, saleDb: db }, deviceLink: link, background: false });
    await app.ready();
    Object.assign(state, {
      app,
      link,
      database: { ...handle, db, saleDb: db },
      async login(username: string, password: string) {
        const res = await app.inject({ method: 'POST', url: '/admin/login', payload: { username, password } });
        const answer = body<never>(res) as { status: number; result: { token: string } };
        if (answer.status !== Status.SUCCESS) throw new Error(`login ${username} failed: ${res.body}`);
        return answer.result.token;
      },
      close: async () => app.close(),
    });
  });
  afterAll(async () => {
    await state.app?.close();
    await handle?.close();
  });
  return state;
}

/** A device of an organisation with two containers (1: warn 200 alarm 50; 2: no values). */
export async function createDevice(db: Database, orgId: number, code: string, online = true): Promise<number> {
  const [row] = await db
    .insert(devices)
    .values({ orgId, deviceCode: code, secretHash: hashDeviceSecret(code), online: online ? 1 : 0, name: `Test ${code}` })
    .returning({ id: devices.id });
  await db.insert(deviceContainers).values([
    { deviceId: row!.id, no: 1, materialCode: 'coffee_beans', capacity: 1000, level: 600, warnValue: 200, alarmValue: 50, maxStock: 100 },
    { deviceId: row!.id, no: 2, materialCode: 'milk_powder', capacity: 800, level: 100 },
  ]);
  return row!.id;
}
