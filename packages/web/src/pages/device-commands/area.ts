import type { PageArea } from '../../app/page-area';

/** Commands and settings sent to a machine: the remote actions of the device list and detail. */
export const area = { screens: {} } satisfies PageArea;
