import { randomUUID } from 'node:crypto';
import {
  type CommandAck,
  type CommandStatus,
  type CommandType,
  type CommandView,
  DEFAULT_COMMAND_TIMEOUT_MS,
  type Lang,
  type MessageKey,
  PROTOCOL_VERSION,
  READ_COMMANDS,
  Status,
  message,
} from '@vr/contracts';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import type { CommandRecord, SendCommandRequest } from '../../platform/mqtt/device-link.js';
import { devices, markDeviceLocked, markDeviceUnlocked } from '../devices/index.js';
import { deviceCommands } from './schema.js';

type CommandRow = typeof deviceCommands.$inferSelect;

export function toCommandRecord(row: CommandRow): CommandRecord {
  return {
    id: row.id,
    deviceId: row.deviceId,
    type: row.type as CommandType,
    params: row.params,
    status: row.status as CommandStatus,
    result: row.result ?? null,
    error: row.error ?? null,
    deadline: row.deadline.toISOString(),
    sentByName: row.sentByName ?? null,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

/** The status as the screens show it (reading in progress, read timeout, setting failed …). */
export function commandStatusText(type: string, status: string, lang: Lang): string {
  const read = (READ_COMMANDS as readonly string[]).includes(type);
  const key: MessageKey =
    (
      {
        pending: read ? 'readingInProgress' : 'commandPending',
        succeeded: read ? 'commandReadDone' : 'commandSucceeded',
        failed: read ? 'readFailed' : 'settingFailed',
        timed_out: read ? 'readTimeout' : 'saveTimeout',
      } as Record<string, MessageKey>
    )[status] ?? 'commandPending';
  return message(key, lang);
}

export function toCommandView(row: CommandRow & { deviceCode: string }, lang: Lang): CommandView {
  const r = toCommandRecord(row);
  return { ...r, deviceCode: row.deviceCode, statusText: commandStatusText(row.type, row.status, lang), sentBy: row.sentBy ?? null };
}

/**
 * Marks every pending command past its deadline as timed out; answers how many. The command
 * service runs it every few seconds; the scheduled jobs may too (it is idempotent).
 */
export async function expireCommands(db: Database, now: Date = new Date()): Promise<string[]> {
  const rows = await db
    .update(deviceCommands)
    .set({ status: 'timed_out', completedAt: now })
    .where(and(eq(deviceCommands.status, 'pending'), lt(deviceCommands.deadline, now)))
    .returning({ id: deviceCommands.id });
  return rows.map((r) => r.id);
}

/** How the gateway sends to a device (the embedded broker or the external client). */
export interface CommandDownLink {
  publish(deviceCode: string, kind: 'cmd', payload: object): Promise<void>;
}

export interface CommandServiceOptions {
  db: Database;
  log: FastifyBaseLogger;
  down: CommandDownLink;
  /**
   * Embedded broker: whether the device is online as the gateway sees it now (a live connection
   * that has not missed its heartbeats). Without it (external broker) dev_device.online decides.
   */
  isOnline?: (deviceCode: string) => boolean;
  sweepMs?: number;
}

const POLL_MS = 1000;

/**
 * Remote commands: refused at once for an offline device; otherwise stored as
 * pending with its deadline and sender, published to `vr/v1/{code}/down/cmd`, then succeeded or
 * failed by the device's ack, or timed out at the deadline.
 */
export class CommandService {
  private readonly waiters = new Map<string, Set<(row: CommandRow) => void>>();
  private readonly deadlines = new Map<string, NodeJS.Timeout>();
  private readonly sweep: NodeJS.Timeout;

  constructor(private readonly opts: CommandServiceOptions) {
    this.sweep = setInterval(() => void this.expire(), opts.sweepMs ?? 5000);
    this.sweep.unref();
  }

  pendingCount(): number {
    return this.deadlines.size;
  }

  async send(request: SendCommandRequest): Promise<CommandRecord> {
    const { db } = this.opts;
    const [device] = await db
      .select({ id: devices.id, code: devices.deviceCode, orgId: devices.orgId, online: devices.online })
      .from(devices)
      .where(eq(devices.id, request.deviceId))
      .limit(1);
    if (!device) throw AppError.notFound();
    const online = this.opts.isOnline ? this.opts.isOnline(device.code) : device.online === 1;
    if (!online) {
      throw new AppError(Status.BAD_REQUEST, 'deviceOffline');
    }
    const timeoutMs = request.timeoutMs ?? DEFAULT_COMMAND_TIMEOUT_MS;
    const deadline = new Date(Date.now() + timeoutMs);
    const id = randomUUID();
    const params = request.params ?? {};
    const [row] = await db
      .insert(deviceCommands)
      .values({
        id,
        deviceId: device.id,
        orgId: device.orgId,
        type: request.type,
        params,
        status: 'pending',
        deadline,
        sentBy: request.sender.userId,
        sentByName: request.sender.username.slice(0, 50),
      })
      .returning();
    this.deadlines.set(
      id,
      setTimeout(() => void this.expireOne(id), timeoutMs + 50),
    );
    try {
      await this.opts.down.publish(device.code, 'cmd', {
        v: PROTOCOL_VERSION,
        ts: Date.now(),
        commandId: id,
        type: request.type,
        params,
        deadline: deadline.getTime(),
      });
    } catch (err) {
      this.opts.log.warn({ err }, `device command ${id}: publish failed`);
      const failed = await this.complete(id, device.id, { status: 'failed', error: 'not delivered' });
      if (failed) return toCommandRecord(failed);
    }
    return toCommandRecord(row!);
  }

  async sendAndWait(request: SendCommandRequest): Promise<CommandRecord> {
    const sent = await this.send(request);
    if (sent.status !== 'pending') return sent;
    return toCommandRecord(await this.waitFor(sent.id, new Date(sent.deadline).getTime()));
  }

  /** Waits for the command's ack (this process or, with an external broker, another one) or its deadline. */
  private async waitFor(id: string, deadline: number): Promise<CommandRow> {
    for (;;) {
      const done = await new Promise<CommandRow | null>((resolve) => {
        const set = this.waiters.get(id) ?? new Set();
        const timer = setTimeout(() => finish(null), Math.max(10, Math.min(POLL_MS, deadline + 100 - Date.now())));
        const finish = (row: CommandRow | null) => {
          clearTimeout(timer);
          set.delete(finish);
          if (set.size === 0) this.waiters.delete(id);
          resolve(row);
        };
        set.add(finish);
        this.waiters.set(id, set);
      });
      if (done && done.status !== 'pending') return done;
      const [row] = await this.opts.db.select().from(deviceCommands).where(eq(deviceCommands.id, id));
      if (!row) throw AppError.notFound();
      if (row.status !== 'pending') return row;
      if (Date.now() > deadline) {
        const expired = await this.expireOne(id);
        if (expired) return expired;
      }
    }
  }

  /** A device answered a command: only its own, only while pending. */
  async handleAck(device: { id: number }, ack: CommandAck): Promise<void> {
    const row = await this.complete(ack.commandId, device.id, {
      status: ack.ok ? 'succeeded' : 'failed',
      result: ack.result ?? null,
      error: ack.ok ? null : (ack.error ?? 'failed'),
    });
    if (!row) return;
    if (row.status === 'succeeded' && (row.type === 'lock' || row.type === 'unlock')) {
      // The machine confirmed: the back-office shows it locked or back in service.
      if (row.type === 'lock') await markDeviceLocked(this.opts.db, row.deviceId);
      else await markDeviceUnlocked(this.opts.db, row.deviceId);
    }
  }

  private async complete(
    id: string,
    deviceId: number,
    outcome: { status: CommandStatus; result?: Record<string, unknown> | null; error?: string | null },
  ): Promise<CommandRow | null> {
    const [row] = await this.opts.db
      .update(deviceCommands)
      .set({
        status: outcome.status,
        result: outcome.result ?? null,
        error: outcome.error?.slice(0, 200) ?? null,
        completedAt: sql`now()`,
      })
      .where(and(eq(deviceCommands.id, id), eq(deviceCommands.deviceId, deviceId), eq(deviceCommands.status, 'pending')))
      .returning();
    if (!row) return null;
    this.settle(row);
    return row;
  }

  private settle(row: CommandRow): void {
    const timer = this.deadlines.get(row.id);
    if (timer) clearTimeout(timer);
    this.deadlines.delete(row.id);
    for (const finish of [...(this.waiters.get(row.id) ?? [])]) finish(row);
  }

  private async expireOne(id: string): Promise<CommandRow | null> {
    const [row] = await this.opts.db
      .update(deviceCommands)
      .set({ status: 'timed_out', completedAt: sql`now()` })
      .where(and(eq(deviceCommands.id, id), eq(deviceCommands.status, 'pending'), lt(deviceCommands.deadline, sql`now()`)))
      .returning();
    if (row) this.settle(row);
    else this.deadlines.delete(id);
    return row ?? null;
  }

  private async expire(): Promise<void> {
    try {
      await expireCommands(this.opts.db);
    } catch (err) {
      this.opts.log.warn({ err }, 'device commands: expiry sweep failed');
    }
  }

  close(): void {
    clearInterval(this.sweep);
    for (const t of this.deadlines.values()) clearTimeout(t);
    this.deadlines.clear();
  }
}
