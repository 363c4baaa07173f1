import type { PageArea } from '../../app/page-area';

/** Camera playback: a machine's recordings, asked and played from the device list's rows. */
export const area = { screens: {} } satisfies PageArea;
