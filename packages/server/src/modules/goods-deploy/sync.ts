import { type GoodsAck, type GoodsPackage, PROTOCOL_VERSION } from '@vr/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/db/database.js';
import { toGoodsItem } from './package-content.js';
import { type PackageContent, goodsDeviceStates, goodsPackages } from './schema.js';

/** How the gateway sends to a machine (the embedded broker or the external client). */
export interface GoodsDownLink {
  publish(deviceCode: string, kind: 'goods', payload: object): Promise<void>;
}

export interface GoodsSyncOptions {
  db: Database;
  log: FastifyBaseLogger;
  down: GoodsDownLink;
  /** The machine is connected to this process's broker (external broker: assumed). */
  isOnline: (deviceCode: string) => boolean;
}

/** The down/goods message of a stored package. */
export function packageMessage(row: { id: number; version: number; content: PackageContent }): GoodsPackage {
  return {
    v: PROTOCOL_VERSION,
    ts: Date.now(),
    version: row.version,
    packageId: String(row.id),
    goods: row.content.goods.map(toGoodsItem),
  };
}

interface Machine {
  id: number;
  code: string;
}

/**
 * The gateway's side of goods packages: keeps the version each machine reports (written only
 * when it changed: heartbeats are frequent), records goods-acks, and sends a machine that says
 * hello behind its target the target package (that is how offline machines catch up).
 */
export class GoodsSync {
  /** Version last written per machine, so an unchanged heartbeat costs nothing. */
  private readonly reported = new Map<number, number>();

  constructor(private readonly opts: GoodsSyncOptions) {}

  async hello(machine: Machine, version: number | undefined): Promise<void> {
    // Machines older than goods packages do not report a version and are not sent any.
    if (version === undefined) return;
    await this.store(machine.id, version);
    const [target] = await this.opts.db
      .select({ id: goodsPackages.id, version: goodsPackages.version, content: goodsPackages.content })
      .from(goodsDeviceStates)
      .innerJoin(goodsPackages, eq(goodsPackages.id, goodsDeviceStates.targetPackageId))
      .where(eq(goodsDeviceStates.deviceId, machine.id));
    if (target && target.version > version) {
      await this.opts.down.publish(machine.code, 'goods', packageMessage(target));
    }
  }

  async heartbeat(machine: Machine, version: number): Promise<void> {
    if (this.reported.get(machine.id) === version) return;
    await this.store(machine.id, version);
  }

  /** ok: the machine runs `version` now; refused: the reason is kept with the version it refused. */
  async ack(machine: Machine, ack: GoodsAck): Promise<void> {
    const now = new Date();
    if (ack.ok) {
      await this.opts.db
        .insert(goodsDeviceStates)
        .values({ deviceId: machine.id, runningVersion: ack.version, reportedAt: now, ackedAt: now })
        .onConflictDoUpdate({
          target: goodsDeviceStates.deviceId,
          set: {
            runningVersion: ack.version,
            reportedAt: now,
            ackedAt: now,
            errorVersion: sql`case when ${goodsDeviceStates.errorVersion} <= ${ack.version} then null else ${goodsDeviceStates.errorVersion} end`,
            lastError: sql`case when ${goodsDeviceStates.errorVersion} <= ${ack.version} then null else ${goodsDeviceStates.lastError} end`,
          },
        });
      this.reported.set(machine.id, ack.version);
      return;
    }
    const error = (ack.error ?? 'refused').slice(0, 200);
    await this.opts.db
      .insert(goodsDeviceStates)
      .values({ deviceId: machine.id, errorVersion: ack.version, lastError: error })
      .onConflictDoUpdate({ target: goodsDeviceStates.deviceId, set: { errorVersion: ack.version, lastError: error } });
  }

  /** Publishes a package to a connected machine; false when it is not connected. */
  async send(deviceCode: string, pkg: GoodsPackage): Promise<boolean> {
    if (!this.opts.isOnline(deviceCode)) return false;
    await this.opts.down.publish(deviceCode, 'goods', pkg);
    return true;
  }

  private async store(deviceId: number, version: number): Promise<void> {
    const now = new Date();
    await this.opts.db
      .insert(goodsDeviceStates)
      .values({ deviceId, runningVersion: version, reportedAt: now })
      .onConflictDoUpdate({ target: goodsDeviceStates.deviceId, set: { runningVersion: version, reportedAt: now } });
    this.reported.set(deviceId, version);
  }
}
