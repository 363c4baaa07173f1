import { type AdPlaylistItem, type AdsAck, type AdsPlaylist, type AdsReport, PROTOCOL_VERSION } from '@vr/contracts';
import { and, asc, eq, gte, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { businessToday } from '../../platform/settings/time-zone.js';
import { LIVE_STATES } from './release-machines.js';
import { adMaterials, adReleaseDevices, adReleases } from './schema.js';

/** How the gateway sends to a machine (the embedded broker or the external client). */
export interface AdsDownLink {
  publish(deviceCode: string, kind: 'ads', payload: object): Promise<void>;
}

export interface AdSyncOptions {
  db: Database;
  down: AdsDownLink;
  /** The machine is connected to this process's broker (external broker: assumed). */
  isOnline: (deviceCode: string) => boolean;
  /** The back-office's address the machines download the files from. */
  baseUrl: () => string;
}

interface Machine {
  id: number;
  code: string;
}

const idOf = (releaseId: string): number | null => (/^[1-9]\d{0,9}$/.test(releaseId) ? Number(releaseId) : null);

/**
 * A machine's playlist: the active releases it is part of whose last day is not past, in their
 * order (then oldest first), with the address of each file.
 */
export async function playlistOf(db: Database, deviceId: number, baseUrl: string): Promise<AdPlaylistItem[]> {
  const today = await businessToday(db);
  const rows = await db
    .select({
      releaseId: adReleases.id,
      adId: adMaterials.id,
      kind: adMaterials.kind,
      url: adMaterials.url,
      size: adMaterials.size,
      seconds: adMaterials.seconds,
      from: adReleases.beginDate,
      to: adReleases.endDate,
      hourFrom: adReleases.hourFrom,
      hourTo: adReleases.hourTo,
      order: adReleases.sort,
    })
    .from(adReleaseDevices)
    .innerJoin(adReleases, eq(adReleases.id, adReleaseDevices.releaseId))
    .innerJoin(adMaterials, eq(adMaterials.id, adReleases.materialId))
    .where(
      and(
        eq(adReleaseDevices.deviceId, deviceId),
        inArray(adReleaseDevices.state, [...LIVE_STATES]),
        eq(adReleases.status, 'active'),
        gte(adReleases.endDate, today),
      ),
    )
    .orderBy(asc(adReleases.sort), asc(adReleases.id));
  return rows.map((r) => ({
    ...r,
    releaseId: String(r.releaseId),
    adId: String(r.adId),
    // Uploads are stored under a path of the back-office; machines need the whole address.
    url: /^https?:\/\//i.test(r.url) ? r.url : `${baseUrl}${r.url}`,
  }));
}

/** The releases a machine was sent (still to be delivered or withdrawn) count one attempt more. */
export async function markPlaylistSent(db: Database, deviceIds: number[]): Promise<void> {
  if (deviceIds.length === 0) return;
  const now = new Date();
  await db
    .update(adReleaseDevices)
    .set({ attempts: sql`${adReleaseDevices.attempts} + 1`, sentAt: now, updatedAt: now })
    .where(and(inArray(adReleaseDevices.deviceId, deviceIds), inArray(adReleaseDevices.state, ['pending', 'withdrawing'])));
}

/** The down/ads message of a playlist. */
export const playlistMessage = (items: AdPlaylistItem[]): AdsPlaylist => ({ v: PROTOCOL_VERSION, ts: Date.now(), items });

/**
 * The gateway's side of advertising: a machine coming back is sent its whole playlist if a release
 * of it is still to be delivered or withdrawn; its acknowledgements settle each release once; its
 * reports count what it shows.
 */
export class AdSync {
  constructor(private readonly opts: AdSyncOptions) {}

  /** Publishes a playlist to a connected machine; false when it is not connected. */
  async send(deviceCode: string, playlist: AdsPlaylist): Promise<boolean> {
    if (!this.opts.isOnline(deviceCode)) return false;
    await this.opts.down.publish(deviceCode, 'ads', playlist);
    return true;
  }

  private async publish(machine: Machine): Promise<void> {
    const { db } = this.opts;
    const items = await playlistOf(db, machine.id, this.opts.baseUrl());
    await this.opts.down.publish(machine.code, 'ads', playlistMessage(items));
    await markPlaylistSent(db, [machine.id]);
  }

  /** A machine came back: it is sent its playlist when a release of it is still to be delivered or withdrawn. */
  async hello(machine: Machine): Promise<void> {
    const [due] = await this.opts.db
      .select({ n: sql<number>`1` })
      .from(adReleaseDevices)
      .where(and(eq(adReleaseDevices.deviceId, machine.id), inArray(adReleaseDevices.state, ['pending', 'withdrawing'])))
      .limit(1);
    if (due) await this.publish(machine);
  }

  /** A connected machine's releases changed outside a release (it moved): sent its playlist now when one is due. */
  async sync(machine: Machine): Promise<void> {
    if (this.opts.isOnline(machine.code)) await this.hello(machine);
  }

  /**
   * The machine applied a playlist: each release it names is delivered or failed (once: only a
   * pending or failed machine changes); a withdrawn release it no longer holds is withdrawn.
   */
  async ack(machine: Machine, ack: AdsAck): Promise<void> {
    const { db } = this.opts;
    const now = new Date();
    const held: number[] = [];
    for (const result of ack.results) {
      const id = idOf(result.releaseId);
      if (id === null) continue;
      held.push(id);
      const row = and(eq(adReleaseDevices.releaseId, id), eq(adReleaseDevices.deviceId, machine.id));
      if (result.ok) {
        await db
          .update(adReleaseDevices)
          .set({ state: 'delivered', reason: null, ackedAt: now, updatedAt: now })
          .where(and(row, inArray(adReleaseDevices.state, ['pending', 'failed'])));
      } else {
        await db
          .update(adReleaseDevices)
          .set({ state: 'failed', reason: (result.error || 'failed').slice(0, 200), ackedAt: now, updatedAt: now })
          .where(and(row, eq(adReleaseDevices.state, 'pending')));
      }
    }
    await db
      .update(adReleaseDevices)
      .set({ state: 'withdrawn', showing: 0, ackedAt: now, updatedAt: now })
      .where(
        and(
          eq(adReleaseDevices.deviceId, machine.id),
          eq(adReleaseDevices.state, 'withdrawing'),
          held.length > 0 ? notInArray(adReleaseDevices.releaseId, held) : undefined,
        ),
      );
  }

  /** What the machine shows now, and how often it showed each release since its last report. */
  async report(machine: Machine, report: AdsReport): Promise<void> {
    const { db } = this.opts;
    const now = new Date();
    const showing = report.showing === null ? null : idOf(report.showing);
    for (const play of report.plays) {
      const id = idOf(play.releaseId);
      if (id === null) continue;
      await db
        .update(adReleaseDevices)
        .set({ plays: sql`${adReleaseDevices.plays} + ${play.count}`, lastShownAt: now })
        .where(and(eq(adReleaseDevices.releaseId, id), eq(adReleaseDevices.deviceId, machine.id)));
    }
    await db
      .update(adReleaseDevices)
      .set({ showing: sql`case when ${adReleaseDevices.releaseId} = ${showing ?? 0} then 1 else 0 end` })
      .where(
        and(
          eq(adReleaseDevices.deviceId, machine.id),
          sql`(${adReleaseDevices.showing} = 1 or ${adReleaseDevices.releaseId} = ${showing ?? 0})`,
        ),
      );
    if (showing !== null) {
      await db
        .update(adReleaseDevices)
        .set({ lastShownAt: now })
        .where(and(eq(adReleaseDevices.releaseId, showing), eq(adReleaseDevices.deviceId, machine.id)));
    }
  }
}
