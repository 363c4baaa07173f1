import type { InspectionRecord } from '@vr/contracts';

/** Only a record waiting for review is reviewed, and never by the person who made it. */
export const canReview = (row: Pick<InspectionRecord, 'state' | 'inspectorId'>, me: number | undefined): boolean =>
  row.state === 'pending_review' && row.inspectorId !== me;

/** Only the inspector redoes a rejected record. */
export const canRedo = (row: Pick<InspectionRecord, 'state' | 'inspectorId'>, me: number | undefined): boolean =>
  row.state === 'rejected' && row.inspectorId === me;

/** How a record names its machine: its name, else its code, else its id. */
export const machineOf = (row: Pick<InspectionRecord, 'deviceName' | 'deviceCode' | 'deviceId'>): string =>
  row.deviceName || row.deviceCode || `#${row.deviceId}`;
