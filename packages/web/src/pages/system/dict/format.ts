import dayjs from 'dayjs';

/** Spec §9 date display. */
export const formatTime = (iso: string | null | undefined) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm:ss') : '');
