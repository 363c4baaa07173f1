import { Status } from '@vr/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { AppError } from '../http/errors.js';
import type { DeviceLink } from './device-link.js';

export interface DeviceLinkOptions {
  config: Config;
  db: Database;
  log: FastifyBaseLogger;
}

/** No link (MQTT_ENABLED=false): every device counts as offline. */
export function disabledDeviceLink(): DeviceLink {
  const offline = () => Promise.reject(new AppError(Status.BAD_REQUEST, 'deviceOffline'));
  return {
    send: offline,
    sendAndWait: offline,
    stats: () => ({ mode: 'disabled', connectedDevices: 0, messagesPerSecond: 0, messagesTotal: 0, pendingCommands: 0, endpoints: [] }),
    close: async () => undefined,
  };
}

/** Starts the broker (embedded or external) and the gateway. */
export async function startDeviceLink({ config }: DeviceLinkOptions): Promise<DeviceLink> {
  if (!config.mqttEnabled) return disabledDeviceLink();
  // Issue 5 (gateway) replaces this with the embedded aedes broker / external broker link.
  return disabledDeviceLink();
}
