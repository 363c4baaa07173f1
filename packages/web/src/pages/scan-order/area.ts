import type { PageArea } from '../../app/page-area';

/** Scan to buy in the back-office: a machine's order QR code (shown in the device list's rows). */
export const area = { screens: {} } satisfies PageArea;
