import type { PageArea } from '../../app/page-area';

/** The goods of one machine: shown in the device detail, copied and previewed by templates. */
export const area = { screens: {} } satisfies PageArea;
