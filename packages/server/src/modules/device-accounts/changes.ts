import { defineEvent } from '../../platform/wiring/index.js';
import type { ChangedBy } from '../devices/index.js';

/**
 * Machines whose list of accounts changes: each with the account names it held and those it is
 * to hold (null: none). Published after the commit of the change.
 */
export interface DeviceAccountsChanged {
  by: ChangedBy | null;
  changes: Array<{ deviceId: number; before: string | null; after: string | null }>;
}

export const deviceAccountsChanged = defineEvent<DeviceAccountsChanged>('device-accounts.changed');
