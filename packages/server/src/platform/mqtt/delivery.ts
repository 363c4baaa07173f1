import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { AppError } from '../http/errors.js';
import type { CommandRecord, SendCommandRequest } from './device-link.js';

/*
 * What a machine is to hold (its screen, its parameters, its accounts) is delivered by a command
 * and kept per machine as `waiting` (not sent yet: an offline machine gets it at its next hello)
 * or `sent` with the command that carried it; the command's answer is the delivery's outcome.
 */

/** Answers whether the delivery was claimed by this sender (false: already sent, or replaced meanwhile). */
export interface ClaimedDelivery {
  claim(): Promise<boolean>;
  /** Sends the command (the device link's `send`, refused at once when the machine is offline). */
  send(): Promise<CommandRecord>;
  /** The command could not be sent: the delivery waits again. */
  release(): Promise<void>;
  /** The command went out: keep its id with the delivery. */
  sent(record: CommandRecord): Promise<void>;
}

/**
 * Sends a waiting delivery once: claimed first (two hellos send it once), then the command;
 * refused because the machine went offline, it waits again. Answers the command, or null when it
 * was not sent.
 */
export async function sendClaimed(d: ClaimedDelivery): Promise<CommandRecord | null> {
  if (!(await d.claim())) return null;
  let record: CommandRecord;
  try {
    record = await d.send();
  } catch (err) {
    await d.release();
    if (err instanceof AppError && err.key === 'deviceOffline') return null;
    throw err;
  }
  await d.sent(record);
  return record;
}

/**
 * A delivery's state from its own state and its command's status: pending until the machine
 * answers the command that carried it (or while it was not sent), delivered when it acknowledged
 * it, failed when it refused it or never answered.
 */
export const deliveryState = <S extends string>(state: AnyColumn, commandStatus: AnyColumn): SQL<S> => sql<S>`case
  when ${state} = 'waiting' then 'pending'
  when ${commandStatus} = 'succeeded' then 'delivered'
  when ${commandStatus} in ('failed', 'timed_out') then 'failed'
  else 'pending' end`;

/** A failed delivery's reason: the machine's refusal, or `timedOut` when it never answered; none otherwise. */
export const deliveryReason = (status: string | null, error: string | null, timedOut: string): string | null =>
  status === 'timed_out' ? timedOut : status === 'failed' ? error : null;

/** Sends a command (the device link's `send`: refused at once when the machine is offline). */
export type SendCommand = (request: SendCommandRequest) => Promise<CommandRecord>;

/** What a list of one thing's machines reads of each machine and its delivery. */
export interface MachineDeliveryRead<S extends string> {
  deviceId: number;
  deviceCode: string;
  deviceName: string | null;
  online: number;
  state: S;
  status: string | null;
  error: string | null;
  sentAt: Date | null;
}

/** A machine's row of such a list: online as a flag, the reason of a failure, the time it was sent. */
export const machineDeliveryRow = <S extends string>(r: MachineDeliveryRead<S>, timedOut: string) => ({
  deviceId: r.deviceId,
  deviceCode: r.deviceCode,
  deviceName: r.deviceName,
  online: r.online === 1,
  state: r.state,
  reason: deliveryReason(r.status, r.error, timedOut),
  sentAt: r.sentAt ? r.sentAt.toISOString() : null,
});
