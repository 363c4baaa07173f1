import { REPAIR_OUTCOMES, type RepairRecord } from '@vr/contracts';

/** Only a pending record is processed; processed and unresolved ones are final. */
export const canProcess = (row: Pick<RepairRecord, 'state'>): boolean => row.state === 'pending';

/** The states a person may choose when processing: the dictionary's entries of the outcomes, in their order. */
export function outcomeOptions<O extends { value: string; label: string }>(options: readonly O[]): O[] {
  return REPAIR_OUTCOMES.flatMap((state) => options.filter((o) => o.value === state));
}

/** How the record names its device: its name, else its code, else its id. */
export const deviceLabel = (row: Pick<RepairRecord, 'deviceName' | 'deviceCode' | 'deviceId'>): string =>
  row.deviceName || row.deviceCode || `#${row.deviceId}`;

/** How the record names its fault: code and message. */
export const faultLabel = (row: Pick<RepairRecord, 'faultCode' | 'faultMessage'>): string =>
  row.faultMessage ? `${row.faultCode} ${row.faultMessage}` : row.faultCode;
