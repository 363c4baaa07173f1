import { inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { devices } from '../devices/index.js';

/** What the gateway keeps in memory about one device (loaded on its first connection or message). */
export interface DeviceEntry {
  id: number;
  code: string;
  orgId: number;
  siteId: number | null;
  secretHash: string;
  heartbeatSeconds: number;
  /** As the gateway last wrote it to dev_device.online. */
  online: boolean;
  /** Last message, ms since the epoch (server clock). */
  lastSeen: number;
  /** `ts` of the device's latest hello (device clock), to ignore the last will of an older connection. */
  lastHelloTs: number;
  signal: number | null;
}

/** Device code → entry, filled from dev_device on demand; unknown codes are remembered for a while. */
export class DeviceDirectory {
  private readonly entries = new Map<string, DeviceEntry>();
  private readonly byId = new Map<number, DeviceEntry>();
  private readonly unknown = new Map<string, number>();
  private readonly loading = new Map<string, Promise<DeviceEntry | null>>();

  constructor(
    private readonly db: Database,
    private readonly unknownTtlMs = 10_000,
  ) {}

  cached(code: string): DeviceEntry | undefined {
    return this.entries.get(code);
  }

  cachedById(id: number): DeviceEntry | undefined {
    return this.byId.get(id);
  }

  all(): IterableIterator<DeviceEntry> {
    return this.entries.values();
  }

  async get(code: string): Promise<DeviceEntry | null> {
    const hit = this.entries.get(code);
    if (hit) return hit;
    const miss = this.unknown.get(code);
    if (miss !== undefined && miss > Date.now()) return null;
    let pending = this.loading.get(code);
    if (!pending) {
      pending = this.load(code).finally(() => this.loading.delete(code));
      this.loading.set(code, pending);
    }
    return pending;
  }

  forget(code: string): void {
    const entry = this.entries.get(code);
    if (entry) this.byId.delete(entry.id);
    this.entries.delete(code);
    this.unknown.delete(code);
  }

  private batch = new Map<string, Array<(entry: DeviceEntry | null) => void>>();
  private batchTimer: NodeJS.Timeout | null = null;

  /** Lookups arriving together (a reconnect storm) share one query of up to 500 codes. */
  private load(code: string): Promise<DeviceEntry | null> {
    return new Promise((resolve) => {
      const waiting = this.batch.get(code) ?? [];
      waiting.push(resolve);
      this.batch.set(code, waiting);
      if (this.batch.size >= 500) void this.loadBatch();
      else if (!this.batchTimer) this.batchTimer = setTimeout(() => void this.loadBatch(), 2);
    });
  }

  private async loadBatch(): Promise<void> {
    if (this.batchTimer) clearTimeout(this.batchTimer);
    this.batchTimer = null;
    const batch = this.batch;
    this.batch = new Map();
    if (batch.size === 0) return;
    let rows;
    try {
      rows = await this.db
        .select({
          id: devices.id,
          code: devices.deviceCode,
          orgId: devices.orgId,
          siteId: devices.siteId,
          secretHash: devices.secretHash,
          heartbeatSeconds: devices.heartbeatSeconds,
          online: devices.online,
          lastSeenAt: devices.lastSeenAt,
          signal: devices.signal,
        })
        .from(devices)
        .where(inArray(devices.deviceCode, [...batch.keys()]));
    } catch {
      // The database is unavailable: the devices are refused for now and retry (nothing is cached).
      for (const waiting of batch.values()) for (const resolve of waiting) resolve(null);
      return;
    }
    const found = new Map(rows.map((r) => [r.code, r]));
    for (const [code, waiting] of batch) {
      const row = found.get(code);
      let entry: DeviceEntry | null = null;
      if (!row) {
        this.unknown.set(code, Date.now() + this.unknownTtlMs);
      } else {
        entry = {
          id: row.id,
          code,
          orgId: row.orgId,
          siteId: row.siteId,
          secretHash: row.secretHash,
          heartbeatSeconds: row.heartbeatSeconds,
          online: row.online === 1,
          lastSeen: row.lastSeenAt?.getTime() ?? 0,
          lastHelloTs: 0,
          signal: row.signal,
        };
        this.entries.set(code, entry);
        this.byId.set(entry.id, entry);
      }
      for (const resolve of waiting) resolve(entry);
    }
  }
}
