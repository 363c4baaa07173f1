import type { ChangeLogRow, NetworkLogRow } from '@vr/contracts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A duration in seconds as minutes, hours and minutes, or days and hours. */
export function durationText(seconds: number, t: Translate): string {
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return t('deviceRecords:duration.minutes', { m: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t('deviceRecords:duration.hours', { h: hours, m: minutes % 60 });
  return t('deviceRecords:duration.days', { d: Math.floor(hours / 24), h: hours % 24 });
}

/** How long the machine stayed online (after a connect) or offline (after a disconnect or timeout); empty for a signal row. */
export function stateDuration(row: Pick<NetworkLogRow, 'event' | 'durationSeconds' | 'ongoing'>, t: Translate): string {
  if (row.durationSeconds === null) return '';
  const time = durationText(row.durationSeconds, t);
  const lasting = row.ongoing ? t('deviceRecords:duration.ongoing', { time }) : time;
  return t(row.event === 'connect' ? 'deviceRecords:duration.online' : 'deviceRecords:duration.offline', { time: lasting });
}

/** Who made a change: the account's name, else the machine or the system in the reader's language. */
export function actorText(row: Pick<ChangeLogRow, 'actor' | 'actorName'>, t: Translate): string {
  return row.actorName ?? t(`deviceRecords:actor.${row.actor}`);
}
