import type { AbnormalRow } from '@vr/contracts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A duration in seconds as minutes, hours and minutes, or days and hours. */
export function durationText(seconds: number, t: Translate): string {
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return t('alarms:duration.minutes', { m: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t('alarms:duration.hours', { h: hours, m: minutes % 60 });
  return t('alarms:duration.days', { d: Math.floor(hours / 24), h: hours % 24 });
}

/** What a device abnormal row found, in the reader's language. */
export function abnormalDetailText(row: Pick<AbnormalRow, 'kind' | 'detail'>, t: Translate): string {
  const d = row.detail;
  switch (row.kind) {
    case 'offline':
      return t('alarms:detail.offline', { minutes: d.minutes ?? 0 });
    case 'noSale':
      return t('alarms:detail.noSale', { hours: d.hours ?? 0 });
    case 'temperature':
      return t('alarms:detail.temperature', { sensor: d.sensor ?? '', value: d.value ?? '' });
    default:
      return t('alarms:detail.material');
  }
}

/** Who resolved a row: the person, the system (resolved without a person), or nobody yet. */
export function resolverText(row: Pick<AbnormalRow, 'resolvedBy' | 'resolvedTime'>, t: Translate): string {
  if (row.resolvedBy) return row.resolvedBy;
  return row.resolvedTime ? t('alarms:system') : '';
}
