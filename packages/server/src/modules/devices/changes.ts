import { defineEvent } from '../../platform/wiring/index.js';

/** Who changed a machine: an account (its id and name), or nobody in particular (a job, the import). */
export interface ChangedBy {
  userId: number;
  name: string;
}

/** Where a machine stands: its organisation and its point. */
export interface DevicePlace {
  orgId: number;
  siteId: number | null;
}

/** A machine moved to another organisation or point (an edit, a batch assignment). */
export interface DeviceMoved {
  deviceId: number;
  by: ChangedBy | null;
  before: DevicePlace;
  after: DevicePlace;
}

/** A machine added to the fleet (created one by one or imported), where it stands. */
export interface DeviceAdded {
  deviceId: number;
  by: ChangedBy | null;
  place: DevicePlace;
}

/** The details of a machine an edit may change besides its place; status 0 is enabled, 1 disabled. */
export interface DeviceDetails {
  name: string | null;
  modelId: number | null;
  status: number;
  /** The warranty's last day (YYYY-MM-DD). */
  warrantyUntil: string | null;
}

/** A machine's details edited (a save, a batch enable or disable): the fields that changed, before and after. */
export interface DeviceEdited {
  deviceId: number;
  by: ChangedBy | null;
  before: Partial<DeviceDetails>;
  after: Partial<DeviceDetails>;
}

/** A machine's firmware versions as its hello reports them. */
export interface SoftwareVersions {
  app: string | null;
  mainboard: string | null;
  dtu: string | null;
}

/** A machine reported firmware versions other than those stored. */
export interface DeviceSoftwareChanged {
  deviceId: number;
  before: SoftwareVersions;
  after: SoftwareVersions;
  at: string;
}

/** Published after the commit of the write that added the machine. */
export const deviceAdded = defineEvent<DeviceAdded>('devices.added');
/** Published after the commit of the write that moved the machine. */
export const deviceMoved = defineEvent<DeviceMoved>('devices.moved');
/** Published after the commit of the write that edited the machine. */
export const deviceEdited = defineEvent<DeviceEdited>('devices.edited');
/** Published after the commit of the hello that brought the new versions. */
export const deviceSoftwareChanged = defineEvent<DeviceSoftwareChanged>('devices.softwareChanged');

/** The account's name as change records keep it. */
export const changedBy = (auth: { userId: number; employeeName?: string | null; username: string }): ChangedBy => ({
  userId: auth.userId,
  name: (auth.employeeName || auth.username).slice(0, 64),
});

/** The details that differ between two states of a machine, or null when none does. */
export function editedDetails(before: DeviceDetails, after: DeviceDetails): Pick<DeviceEdited, 'before' | 'after'> | null {
  const was: Partial<DeviceDetails> = {};
  const now: Partial<DeviceDetails> = {};
  for (const field of ['name', 'modelId', 'status', 'warrantyUntil'] as const) {
    if (before[field] === after[field]) continue;
    Object.assign(was, { [field]: before[field] });
    Object.assign(now, { [field]: after[field] });
  }
  return Object.keys(now).length ? { before: was, after: now } : null;
}
