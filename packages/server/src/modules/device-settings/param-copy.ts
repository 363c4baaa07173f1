import {
  type DeviceParams,
  type Lang,
  type ParamCopy,
  type ParamCopyChange,
  type ParamCopyResult,
  type ParamCopyTarget,
  type ParamValue,
  DEVICE_PARAM_KEYS,
  deviceParamsSchema,
  validate,
} from '@vr/contracts';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import type { CommandRecord, SendCommandRequest } from '../../platform/mqtt/device-link.js';
import { sendClaimed } from '../../platform/mqtt/delivery.js';
import { publish } from '../../platform/wiring/index.js';
import { deviceCommands } from '../device-commands/index.js';
import { changedBy, devices, deviceVisibility } from '../devices/index.js';
import { deviceSettingChanged, shown } from './changes.js';
import { paramCopies, deviceSettings } from './schema.js';
import { pickParams, writeSetting } from './service.js';

/*
 * Parameter copy: one machine's known parameters to machines of its model. Each target's result
 * (its own parameters with the source's over them) is checked with the rules of the parameters
 * screen; a target online gets the command at once, one offline when it next says hello.
 */

/** Sends a command (the device link's `send`: refused at once when the machine is offline). */
export type SendCommand = (request: SendCommandRequest) => Promise<CommandRecord>;

interface CopyMachine {
  id: number;
  deviceCode: string;
  name: string | null;
  modelId: number | null;
  online: boolean;
}

async function machines(db: Database, auth: AuthContext, ids: readonly number[]): Promise<CopyMachine[]> {
  const rows = await db
    .select({ id: devices.id, deviceCode: devices.deviceCode, name: devices.name, modelId: devices.modelId, online: devices.online })
    .from(devices)
    .where(and(inArray(devices.id, [...ids]), deviceVisibility(auth)));
  return rows.map((r) => ({ ...r, online: r.online === 1 }));
}

/**
 * What the back-office knows of machines' parameters: the last read, with the last set over it
 * when that came later and its command did not fail.
 */
async function knownParams(db: Database, ids: readonly number[]): Promise<Map<number, DeviceParams>> {
  const rows = await db
    .select({
      deviceId: deviceSettings.deviceId,
      value: deviceSettings.value,
      updatedAt: deviceSettings.updatedAt,
      reported: deviceSettings.reported,
      reportedAt: deviceSettings.reportedAt,
      status: deviceCommands.status,
    })
    .from(deviceSettings)
    .leftJoin(deviceCommands, eq(deviceCommands.id, deviceSettings.commandId))
    .where(and(inArray(deviceSettings.deviceId, [...ids]), eq(deviceSettings.kind, 'params')));
  const out = new Map<number, DeviceParams>();
  for (const r of rows) {
    const read = pickParams(r.reported) ?? {};
    const setHolds =
      r.value !== null &&
      r.status !== 'failed' &&
      r.status !== 'timed_out' &&
      (r.reportedAt === null || (r.updatedAt !== null && r.updatedAt >= r.reportedAt));
    out.set(r.deviceId, setHolds ? { ...read, ...pickParams(r.value) } : read);
  }
  return out;
}

const known = (params: DeviceParams): DeviceParams =>
  Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== null)) as DeviceParams;

interface PlannedTarget extends ParamCopyTarget {
  /** The parameters the machine is to have. */
  next: DeviceParams;
}

interface Plan {
  source: CopyMachine;
  params: DeviceParams;
  targets: PlannedTarget[];
}

/** The source and each target with what the copy changes there and the rules it would break. */
async function plan(db: Database, auth: AuthContext, input: ParamCopy, lang: Lang): Promise<Plan> {
  const [source] = await machines(db, auth, [input.sourceDeviceId]);
  if (!source) throw AppError.notFound();
  const targets = await machines(db, auth, input.targetDeviceIds);
  // A machine unknown or outside the caller's scope is "not found", whichever it is.
  if (targets.length !== input.targetDeviceIds.length) throw AppError.notFound();
  if (source.modelId === null) throw AppError.field('sourceDeviceId', 'paramCopyNoModel', { deviceCode: source.deviceCode });
  const other = targets.find((t) => t.modelId !== source.modelId);
  if (other) throw AppError.field('targetDeviceIds', 'paramCopyOtherModel', { deviceCode: other.deviceCode });

  const params = known((await knownParams(db, [source.id])).get(source.id) ?? {});
  if (Object.keys(params).length === 0) throw AppError.field('sourceDeviceId', 'paramCopyNothing', { deviceCode: source.deviceCode });
  const current = await knownParams(
    db,
    targets.map((t) => t.id),
  );
  targets.sort((a, b) => a.deviceCode.localeCompare(b.deviceCode));
  return {
    source,
    params,
    targets: targets.map((t) => {
      const before = known(current.get(t.id) ?? {});
      const next = { ...before, ...params };
      const changes: ParamCopyChange[] = DEVICE_PARAM_KEYS.filter((key) => shown(before[key]) !== shown(next[key])).map((key) => ({
        key,
        before: (before[key] ?? null) as ParamValue,
        after: (next[key] ?? null) as ParamValue,
      }));
      const checked = validate(deviceParamsSchema, next, lang);
      const errors = checked.success ? [] : checked.errors;
      const outcome = errors.length > 0 ? 'invalid' : changes.length === 0 ? 'unchanged' : t.online ? 'send' : 'wait';
      return { deviceId: t.id, deviceCode: t.deviceCode, name: t.name, online: t.online, outcome, changes, errors, commandId: null, next };
    }),
  };
}

const answer = (p: Plan, targets: PlannedTarget[]): ParamCopyResult => ({
  source: { deviceId: p.source.id, deviceCode: p.source.deviceCode, params: p.params },
  targets: targets.map(({ next: _next, ...t }) => t),
});

/** What copying the source's parameters would change on each target, and the rules it would break there. */
export async function previewParamCopy(db: Database, auth: AuthContext, input: ParamCopy, lang: Lang): Promise<ParamCopyResult> {
  const p = await plan(db, auth, input, lang);
  return answer(p, p.targets);
}

type CopyRow = typeof paramCopies.$inferSelect;

/**
 * Sends a waiting copy to its machine: claimed first (so two hellos send it once), then the
 * command; refused (the machine went offline), it waits again. Sent, it is the machine's stored
 * parameters and a change of its settings. Answers the command's id, or null when not sent.
 */
async function deliver(db: Database, send: SendCommand, row: CopyRow): Promise<string | null> {
  const sender = { userId: row.requestedBy, username: row.requestedByName };
  const record = await sendClaimed({
    claim: async () =>
      (
        await db
          .update(paramCopies)
          .set({ state: 'sent', sentAt: new Date() })
          .where(and(eq(paramCopies.id, row.id), eq(paramCopies.state, 'waiting')))
          .returning({ id: paramCopies.id })
      ).length > 0,
    send: () => {
      const params = Object.fromEntries(Object.keys(row.after).map((key) => [key, row.value[key]]));
      return send({ deviceId: row.deviceId, type: 'setParams', params, sender });
    },
    release: async () => {
      await db.update(paramCopies).set({ state: 'waiting', sentAt: null }).where(eq(paramCopies.id, row.id));
    },
    sent: async (sent) => {
      await db.update(paramCopies).set({ commandId: sent.id }).where(eq(paramCopies.id, row.id));
    },
  });
  if (!record) return null;
  await writeSetting(db, sender, row.deviceId, 'params', row.value, record.id);
  await publish(db, deviceSettingChanged, {
    deviceId: row.deviceId,
    setting: 'paramCopy',
    by: { userId: row.requestedBy, name: row.actorName },
    before: row.before,
    after: row.after,
    source: row.sourceCode,
  });
  return record.id;
}

/**
 * Copies the source's parameters to the targets: refused as a whole while one target would break
 * a rule; each target that changes gets the command now when online, or when it next says hello.
 * A copy still waiting for a machine is replaced by this one.
 */
export async function applyParamCopy(
  db: Database,
  send: SendCommand,
  auth: AuthContext,
  input: ParamCopy,
  lang: Lang,
): Promise<ParamCopyResult> {
  const p = await plan(db, auth, input, lang);
  const invalid = p.targets.find((t) => t.outcome === 'invalid');
  if (invalid) {
    throw AppError.field('targetDeviceIds', 'paramCopyInvalid', {
      deviceCode: invalid.deviceCode,
      errors: invalid.errors.map((e) => e.message).join('; '),
    });
  }
  await db
    .update(paramCopies)
    .set({ state: 'replaced' })
    .where(
      and(
        inArray(
          paramCopies.deviceId,
          p.targets.map((t) => t.deviceId),
        ),
        eq(paramCopies.state, 'waiting'),
      ),
    );
  const by = changedBy(auth);
  const changing = p.targets.filter((t) => t.changes.length > 0);
  const rows = changing.length
    ? await db
        .insert(paramCopies)
        .values(
          changing.map((t) => ({
            deviceId: t.deviceId,
            sourceDeviceId: p.source.id,
            sourceCode: p.source.deviceCode,
            value: t.next as Record<string, unknown>,
            before: Object.fromEntries(t.changes.map((c) => [c.key, shown(c.before)])),
            after: Object.fromEntries(t.changes.map((c) => [c.key, shown(c.after)])),
            state: 'waiting',
            requestedBy: auth.userId,
            requestedByName: auth.username.slice(0, 50),
            actorName: by.name,
          })),
        )
        .returning()
    : [];
  const byDevice = new Map(rows.map((r) => [r.deviceId, r]));
  const done: PlannedTarget[] = [];
  for (const t of p.targets) {
    const row = byDevice.get(t.deviceId);
    if (!row) {
      done.push(t);
      continue;
    }
    const commandId = t.online ? await deliver(db, send, row) : null;
    done.push({ ...t, outcome: commandId ? 'sent' : 'waiting', commandId });
  }
  return answer(p, done);
}

export interface ParamCopySyncOptions {
  db: Database;
  log: FastifyBaseLogger;
  send: SendCommand;
}

/** The gateway's side of parameter copies: a machine that says hello gets the copy waiting for it. */
export class ParamCopySync {
  constructor(private readonly opts: ParamCopySyncOptions) {}

  async hello(machine: { id: number }): Promise<void> {
    const { db, send, log } = this.opts;
    const [row] = await db
      .select()
      .from(paramCopies)
      .where(and(eq(paramCopies.deviceId, machine.id), eq(paramCopies.state, 'waiting')))
      .orderBy(desc(paramCopies.id))
      .limit(1);
    if (!row) return;
    try {
      await deliver(db, send, row);
    } catch (err) {
      log.error({ err }, `parameter copy ${row.id} to device ${machine.id} not sent`);
    }
  }
}
