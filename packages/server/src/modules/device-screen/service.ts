import type { ScreenCommandParams, ScreenConfigSave, ScreenContent, ScreenSaveResult } from '@vr/contracts';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import type { CommandRecord, SendCommandRequest } from '../../platform/mqtt/device-link.js';
import { sendClaimed } from '../../platform/mqtt/delivery.js';
import { isInScope, scopeCondition } from '../../platform/rbac/data-scope.js';
import { publish } from '../../platform/wiring/index.js';
import { deviceCommands } from '../device-commands/index.js';
import { deviceModels } from '../device-models/index.js';
import { type ChangedBy, changedBy, deviceVisibility, devices, withDeviceScope } from '../devices/index.js';
import { deviceScreenChanged } from './changes.js';
import { screenConfigDevices, screenConfigs, screenDeliveries } from './schema.js';

/** Sends a command (the device link's `send`: refused at once when the machine is offline). */
export type SendCommand = (request: SendCommandRequest) => Promise<CommandRecord>;

type Config = typeof screenConfigs.$inferSelect;
type Delivery = typeof screenDeliveries.$inferSelect;
/** The configuration a machine is to show (null: the factory screen). */
type Effective = Pick<Config, 'id' | 'name' | 'revision' | 'content'> | null;

/** How the change log names what a machine shows: the configuration and its revision. */
const shownAs = (c: { name: string | null; revision: number } | null) => (c?.name ? `${c.name} (r${c.revision})` : null);

/** A configuration the caller may see (its organisation in their data scope); 404 otherwise. */
export async function visibleConfig(db: Database, auth: AuthContext, id: number): Promise<Config> {
  const [row] = await db
    .select()
    .from(screenConfigs)
    .where(and(eq(screenConfigs.id, id), scopeCondition(auth, { org: screenConfigs.orgId })));
  if (!row) throw AppError.notFound();
  return row;
}

interface Target {
  orgId: number;
  modelId: number | null;
  deviceIds: number[];
}

/**
 * Whom the configuration is for, checked: a model that exists and whose configuration of that
 * organisation is not another's, or machines the caller sees that no other configuration names.
 */
async function targetOf(db: Database, auth: AuthContext, input: ScreenConfigSave, id: number | null): Promise<Target> {
  if (input.orgId !== undefined && !(await isInScope(db, auth, { orgId: input.orgId }))) throw AppError.notFound();
  if (input.appliesTo === 'model') {
    const [model] = await db.select({ id: deviceModels.id }).from(deviceModels).where(eq(deviceModels.id, input.modelId!));
    if (!model) throw AppError.field('modelId', 'screenModelNotFound');
    const orgId = input.orgId ?? auth.orgId;
    const [taken] = await db
      .select({ name: screenConfigs.name })
      .from(screenConfigs)
      .where(
        and(
          eq(screenConfigs.orgId, orgId),
          eq(screenConfigs.appliesTo, 'model'),
          eq(screenConfigs.modelId, model.id),
          id ? ne(screenConfigs.id, id) : undefined,
        ),
      );
    if (taken) throw AppError.field('modelId', 'screenModelTaken', { name: taken.name });
    return { orgId, modelId: model.id, deviceIds: [] };
  }
  const unique = [...new Set(input.deviceIds!)];
  const viewer = await withDeviceScope(db, auth);
  const machines = await db
    .select({ id: devices.id, code: devices.deviceCode, orgId: devices.orgId })
    .from(devices)
    .where(and(inArray(devices.id, unique), deviceVisibility(viewer)));
  // A machine unknown or outside the caller's scope is "not found", whichever it is.
  if (machines.length !== unique.length) throw AppError.notFound();
  const [taken] = await db
    .select({ deviceId: screenConfigDevices.deviceId, name: screenConfigs.name })
    .from(screenConfigDevices)
    .innerJoin(screenConfigs, eq(screenConfigs.id, screenConfigDevices.configId))
    .where(and(inArray(screenConfigDevices.deviceId, unique), id ? ne(screenConfigDevices.configId, id) : undefined))
    .limit(1);
  if (taken) {
    const code = machines.find((m) => m.id === taken.deviceId)?.code ?? String(taken.deviceId);
    throw AppError.field('deviceIds', 'screenDeviceTaken', { deviceCode: code, name: taken.name });
  }
  const orgs = new Set(machines.map((m) => m.orgId));
  // The machines' organisation when they share one, else the caller's own.
  const orgId = input.orgId ?? (orgs.size === 1 ? machines[0]!.orgId : auth.orgId);
  return { orgId, modelId: null, deviceIds: unique };
}

const contentOf = (input: ScreenConfigSave): ScreenContent => ({
  homeLayout: input.homeLayout,
  banners: input.banners,
  bannerSeconds: input.bannerSeconds,
  idleEnabled: input.idleEnabled,
  idleSeconds: input.idleSeconds,
  ...(input.idleImage ? { idleImage: input.idleImage } : {}),
  language: input.language,
  primaryColor: input.primaryColor,
  backgroundColor: input.backgroundColor,
  textColor: input.textColor,
});

/** The machines a configuration applies to: those it names, or its model's machines of its organisation. */
async function machinesOf(db: Database, config: Pick<Config, 'id' | 'appliesTo' | 'modelId' | 'orgId'>): Promise<number[]> {
  if (config.appliesTo === 'devices') {
    const rows = await db
      .select({ id: screenConfigDevices.deviceId })
      .from(screenConfigDevices)
      .where(eq(screenConfigDevices.configId, config.id));
    return rows.map((r) => r.id);
  }
  const rows = await db
    .select({ id: devices.id })
    .from(devices)
    .where(and(eq(devices.modelId, config.modelId!), eq(devices.orgId, config.orgId)));
  return rows.map((r) => r.id);
}

/** The machines that were sent this configuration (or wait for it). */
async function deliveredTo(db: Database, configId: number): Promise<number[]> {
  const rows = await db.select({ id: screenDeliveries.deviceId }).from(screenDeliveries).where(eq(screenDeliveries.configId, configId));
  return rows.map((r) => r.id);
}

/** What each machine is to show: the configuration naming it, else its model's of its organisation, else none. */
async function effectiveOf(db: Database, ids: number[]): Promise<Map<number, Effective>> {
  const out = new Map<number, Effective>();
  if (ids.length === 0) return out;
  const columns = { id: screenConfigs.id, name: screenConfigs.name, revision: screenConfigs.revision, content: screenConfigs.content };
  const named = await db
    .select({ deviceId: screenConfigDevices.deviceId, ...columns })
    .from(screenConfigDevices)
    .innerJoin(screenConfigs, eq(screenConfigs.id, screenConfigDevices.configId))
    .where(inArray(screenConfigDevices.deviceId, ids));
  for (const { deviceId, ...c } of named) out.set(deviceId, c);
  const rest = ids.filter((id) => !out.has(id));
  if (rest.length === 0) return out;
  const byModel = await db
    .select({ deviceId: devices.id, ...columns })
    .from(devices)
    .leftJoin(
      screenConfigs,
      and(eq(screenConfigs.appliesTo, 'model'), eq(screenConfigs.modelId, devices.modelId), eq(screenConfigs.orgId, devices.orgId)),
    )
    .where(inArray(devices.id, rest));
  for (const { deviceId, id, name, revision, content } of byModel) {
    out.set(deviceId, id !== null && name !== null && revision !== null && content !== null ? { id, name, revision, content } : null);
  }
  return out;
}

interface Change {
  deviceId: number;
  before: string | null;
  after: string | null;
}

/**
 * Brings the machines' deliveries to what they are to show now: a machine whose configuration or
 * revision changed waits to be sent it. Answers the machines that changed.
 */
async function reconcile(db: Database, ids: number[]): Promise<Change[]> {
  if (ids.length === 0) return [];
  const effective = await effectiveOf(db, ids);
  const current = new Map(
    (await db.select().from(screenDeliveries).where(inArray(screenDeliveries.deviceId, ids))).map((d) => [d.deviceId, d]),
  );
  const changes: Change[] = [];
  const rows: Array<typeof screenDeliveries.$inferInsert> = [];
  const now = new Date();
  for (const id of ids) {
    const next = effective.get(id) ?? null;
    const was = current.get(id);
    if ((was?.configId ?? null) === (next?.id ?? null) && (was?.revision ?? 0) === (next?.revision ?? 0)) continue;
    if (!was && !next) continue;
    changes.push({
      deviceId: id,
      before: shownAs(was ? { name: was.configName, revision: was.revision } : null),
      after: shownAs(next),
    });
    rows.push({
      deviceId: id,
      configId: next?.id ?? null,
      configName: next?.name ?? null,
      revision: next?.revision ?? 0,
      state: 'waiting',
      commandId: null,
      sentAt: null,
      updatedAt: now,
    });
  }
  for (let i = 0; i < rows.length; i += 1000) {
    await db
      .insert(screenDeliveries)
      .values(rows.slice(i, i + 1000))
      .onConflictDoUpdate({
        target: screenDeliveries.deviceId,
        set: {
          configId: sql`excluded.config_id`,
          configName: sql`excluded.config_name`,
          revision: sql`excluded.revision`,
          state: sql`excluded.state`,
          commandId: sql`null`,
          sentAt: sql`null`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
  }
  return changes;
}

/** The `setScreen` command's parameters for a machine's delivery. */
async function commandParams(db: Database, row: Delivery): Promise<ScreenCommandParams> {
  if (row.configId === null) return { configId: null, name: null, revision: 0, screen: null };
  const [config] = await db.select().from(screenConfigs).where(eq(screenConfigs.id, row.configId));
  return { configId: row.configId, name: row.configName, revision: row.revision, screen: config?.content ?? null };
}

/**
 * Sends a waiting delivery to its machine: claimed first (two hellos send it once), then the
 * command; refused because the machine went offline, it waits again. Answers whether it was sent.
 */
async function deliver(db: Database, send: SendCommand, row: Delivery, sender: { userId: number; username: string }): Promise<boolean> {
  const record = await sendClaimed({
    claim: async () =>
      (
        await db
          .update(screenDeliveries)
          .set({ state: 'sent', sentAt: new Date() })
          .where(
            and(
              eq(screenDeliveries.deviceId, row.deviceId),
              eq(screenDeliveries.revision, row.revision),
              row.configId === null ? sql`${screenDeliveries.configId} is null` : eq(screenDeliveries.configId, row.configId),
              row.commandId === null ? eq(screenDeliveries.state, 'waiting') : eq(screenDeliveries.commandId, row.commandId),
            ),
          )
          .returning({ deviceId: screenDeliveries.deviceId })
      ).length > 0,
    send: async () => {
      const params = await commandParams(db, row);
      return send({ deviceId: row.deviceId, type: 'setScreen', params: params as unknown as Record<string, unknown>, sender });
    },
    release: async () => {
      await db
        .update(screenDeliveries)
        .set({ state: 'waiting', sentAt: null, commandId: null })
        .where(and(eq(screenDeliveries.deviceId, row.deviceId), eq(screenDeliveries.revision, row.revision)));
    },
    sent: async (record) => {
      await db.update(screenDeliveries).set({ commandId: record.id }).where(eq(screenDeliveries.deviceId, row.deviceId));
    },
  });
  return record !== null;
}

/** Sends the waiting deliveries of these machines to those that are connected; answers how many were sent. */
async function deliverOnline(
  db: Database,
  send: SendCommand,
  ids: number[],
  sender: { userId: number; username: string },
): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .select({ delivery: screenDeliveries })
    .from(screenDeliveries)
    .innerJoin(devices, eq(devices.id, screenDeliveries.deviceId))
    .where(and(inArray(screenDeliveries.deviceId, ids), eq(screenDeliveries.state, 'waiting'), eq(devices.online, 1)))
    .orderBy(asc(screenDeliveries.deviceId));
  let sent = 0;
  for (const { delivery } of rows) if (await deliver(db, send, delivery, sender)) sent++;
  return sent;
}

const senderOf = (auth: AuthContext) => ({ userId: auth.userId, username: auth.username });

/** After a save or removal: the change log hears of each machine whose screen changes, the connected ones are sent it. */
async function announce(db: Database, send: SendCommand, auth: AuthContext, changes: Change[], by: ChangedBy): Promise<number> {
  if (changes.length === 0) return 0;
  await publish(db, deviceScreenChanged, { by, changes });
  return deliverOnline(
    db,
    send,
    changes.map((c) => c.deviceId),
    senderOf(auth),
  );
}

/** A new configuration: its machines are to show it; the connected ones are sent it now. */
export async function addConfig(db: Database, send: SendCommand, auth: AuthContext, input: ScreenConfigSave): Promise<ScreenSaveResult> {
  const target = await targetOf(db, auth, input, null);
  const by = changedBy(auth);
  const { id, changes } = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(screenConfigs)
      .values({
        orgId: target.orgId,
        name: input.name,
        appliesTo: input.appliesTo,
        modelId: target.modelId,
        content: contentOf(input),
        updatedBy: auth.userId,
        updatedByName: by.name.slice(0, 64),
      })
      .returning();
    if (target.deviceIds.length)
      await tx.insert(screenConfigDevices).values(target.deviceIds.map((deviceId) => ({ configId: row!.id, deviceId })));
    return { id: row!.id, changes: await reconcile(tx, await machinesOf(tx, row!)) };
  });
  return { id, machines: changes.length, sent: await announce(db, send, auth, changes, by) };
}

/** A changed configuration (a new revision): the machines it applied to and applies to now are brought up to date. */
export async function editConfig(
  db: Database,
  send: SendCommand,
  auth: AuthContext,
  id: number,
  input: ScreenConfigSave,
): Promise<ScreenSaveResult> {
  await visibleConfig(db, auth, id);
  const target = await targetOf(db, auth, input, id);
  const by = changedBy(auth);
  const changes = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(screenConfigs)
      .set({
        orgId: target.orgId,
        name: input.name,
        appliesTo: input.appliesTo,
        modelId: target.modelId,
        content: contentOf(input),
        revision: sql`${screenConfigs.revision} + 1`,
        updatedBy: auth.userId,
        updatedByName: by.name.slice(0, 64),
        updatedAt: new Date(),
      })
      .where(eq(screenConfigs.id, id))
      .returning();
    const before = await deliveredTo(tx, id);
    await tx.delete(screenConfigDevices).where(eq(screenConfigDevices.configId, id));
    if (target.deviceIds.length)
      await tx.insert(screenConfigDevices).values(target.deviceIds.map((deviceId) => ({ configId: id, deviceId })));
    const after = await machinesOf(tx, row!);
    return reconcile(tx, [...new Set([...before, ...after])]);
  });
  return { id, machines: changes.length, sent: await announce(db, send, auth, changes, by) };
}

/** A removed configuration: its machines fall back to their model's configuration, else the factory screen. */
export async function removeConfig(db: Database, send: SendCommand, auth: AuthContext, id: number): Promise<ScreenSaveResult> {
  await visibleConfig(db, auth, id);
  const by = changedBy(auth);
  const changes = await db.transaction(async (tx) => {
    const before = await deliveredTo(tx, id);
    await tx.delete(screenConfigs).where(eq(screenConfigs.id, id));
    return reconcile(tx, before);
  });
  return { id, machines: changes.length, sent: await announce(db, send, auth, changes, by) };
}

export interface ScreenSyncOptions {
  db: Database;
  log: FastifyBaseLogger;
  send: SendCommand;
}

/**
 * The gateway's side of interface configurations: a machine that says hello is brought up to
 * what it is to show now (its model or organisation may have changed), and is sent it when it
 * was not sent yet, or when the last sending was never answered.
 */
export class ScreenSync {
  constructor(private readonly opts: ScreenSyncOptions) {}

  async hello(machine: { id: number }): Promise<void> {
    const { db, send, log } = this.opts;
    // A machine that joined a model or organisation since (or is new) learns what it is to show now.
    const changes = await reconcile(db, [machine.id]);
    if (changes.length) await publish(db, deviceScreenChanged, { by: null, changes });
    const [found] = await db
      .select({
        delivery: screenDeliveries,
        status: deviceCommands.status,
        by: screenConfigs.updatedBy,
        byName: screenConfigs.updatedByName,
      })
      .from(screenDeliveries)
      .leftJoin(deviceCommands, eq(deviceCommands.id, screenDeliveries.commandId))
      .leftJoin(screenConfigs, eq(screenConfigs.id, screenDeliveries.configId))
      .where(eq(screenDeliveries.deviceId, machine.id));
    if (!found) return;
    const { delivery, status } = found;
    if (delivery.state === 'sent' && status !== 'timed_out') return;
    // Sent in the name of who last saved the configuration (a removal's fallback: the system).
    const sender = { userId: found.by ?? 0, username: found.byName ?? 'system' };
    try {
      await deliver(db, send, delivery, sender);
    } catch (err) {
      log.error({ err }, `interface configuration of device ${machine.id} not sent`);
    }
  }
}
