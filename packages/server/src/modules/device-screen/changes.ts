import { defineEvent } from '../../platform/wiring/index.js';
import type { ChangedBy } from '../devices/index.js';

/**
 * Machines whose screen changes: each with the configuration (name and revision) it showed and
 * the one it is to show (null: the factory screen). Published after the commit of the save.
 */
export interface DeviceScreenChanged {
  by: ChangedBy | null;
  changes: Array<{ deviceId: number; before: string | null; after: string | null }>;
}

export const deviceScreenChanged = defineEvent<DeviceScreenChanged>('device-screen.changed');
