import { ACTIVE_RECORDING_STATES, type RecordingCommand, type RecordingProgress, type RecordingResult } from '@vr/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { recordings } from './schema.js';

/** How the gateway sends to a machine (the embedded broker or the external client). */
export interface RecordingDownLink {
  publish(deviceCode: string, kind: 'recording', payload: object): Promise<void>;
}

export interface RecordingSyncOptions {
  db: Database;
  down: RecordingDownLink;
  /** The machine is connected to this process's broker (external broker: assumed). */
  isOnline: (deviceCode: string) => boolean;
}

interface Machine {
  id: number;
}

const idOf = (recordingId: string): number | null => (/^[1-9]\d{0,9}$/.test(recordingId) ? Number(recordingId) : null);
const active = () => inArray(recordings.state, [...ACTIVE_RECORDING_STATES]);

/**
 * The gateway's side of camera playback: sends a request to a connected machine, stores its
 * progress (forward only) and its failure with its reason, once. A machine speaks only of its own
 * requests.
 */
export class RecordingSync {
  constructor(private readonly opts: RecordingSyncOptions) {}

  /** Publishes to a connected machine; false when it is not connected. */
  async send(deviceCode: string, command: RecordingCommand): Promise<boolean> {
    if (!this.opts.isOnline(deviceCode)) return false;
    await this.opts.down.publish(deviceCode, 'recording', command);
    return true;
  }

  async progress(machine: Machine, message: RecordingProgress): Promise<void> {
    const id = idOf(message.recordingId);
    if (id === null) return;
    await this.opts.db
      .update(recordings)
      .set({ state: 'uploading', percent: message.percent, updatedAt: new Date() })
      .where(
        and(
          eq(recordings.id, id),
          eq(recordings.deviceId, machine.id),
          active(),
          // A repeated or late message changes nothing.
          sql`${recordings.percent} < ${message.percent}`,
        ),
      );
  }

  async result(machine: Machine, message: RecordingResult): Promise<void> {
    // Success is the upload itself; a machine that gives up says why.
    if (message.ok) return;
    const id = idOf(message.recordingId);
    if (id === null) return;
    await this.opts.db
      .update(recordings)
      .set({ state: 'failed', reason: (message.error || 'failed').slice(0, 200), reasonCode: null, updatedAt: new Date() })
      .where(and(eq(recordings.id, id), eq(recordings.deviceId, machine.id), active()));
  }
}
