import { NOTICE_TYPES, type NoticeType } from '@vr/contracts';

/** A notice's status: 0 published (shown to its recipients), 1 closed; labels are i18n keys. */
export const NOTICE_STATUS_LABELS = [
  { value: 0, label: 'notices:status.published' },
  { value: 1, label: 'notices:status.closed' },
] as const;

export const NOTICE_TYPE_LABELS = NOTICE_TYPES.map((v) => ({ value: v, label: `notices:type.${v}` }));

/** Announcements stand out in orange, plain notices are blue. */
export const noticeTypeColor = (type: NoticeType) => (type === 'announcement' ? 'orange' : 'blue');
