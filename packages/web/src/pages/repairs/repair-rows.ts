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

/** How the record names its fault: code and message; for a record opened by hand, what was described. */
export const faultLabel = (row: Pick<RepairRecord, 'faultCode' | 'faultMessage' | 'description'>): string => {
  if (row.faultCode === null) return row.description ?? '';
  return row.faultMessage ? `${row.faultCode} ${row.faultMessage}` : row.faultCode;
};

/** The record's photos, in the order taken: those of its opening by hand, then those of its processing. */
export const photosOf = (row: Pick<RepairRecord, 'openPhotos' | 'photos'>): string[] => [...row.openPhotos, ...row.photos];

/** Thumbnails a cell shows (the rest open in the preview from them): at most `max`, and how many more there are. */
export function thumbnails(urls: readonly string[], max: number): { shown: string[]; more: number } {
  const shown = urls.slice(0, Math.max(0, max));
  return { shown, more: urls.length - shown.length };
}
