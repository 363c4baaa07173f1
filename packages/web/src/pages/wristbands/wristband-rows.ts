import { WRISTBAND_PATHS, type Wristband } from '@vr/contracts';

/** The colour of a band's use tag: enabled or disabled (void). */
export const ENABLED_COLOR = { true: 'success', false: 'default' } as const;

/** The records of one band, or of every band. */
export const recordPath = (row?: Pick<Wristband, 'id'>): string => `${WRISTBAND_PATHS.record}/${row ? row.id : 0}`;
