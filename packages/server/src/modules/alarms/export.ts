import {
  ABNORMAL_LEVEL,
  ABNORMAL_STATE,
  type AbnormalFilter,
  type AbnormalRow,
  ALARM_EXPORT_KINDS,
  ALARM_LEVEL,
  ALARM_LOG_PERMS,
  ALARM_STATE,
  type AlarmLogFilter,
  type AlarmLogRow,
  DEVICE_ABNORMAL_PERMS,
  type Lang,
  type Translations,
  abnormalFilterSchema,
  alarmLogFilterSchema,
} from '@vr/contracts';
import { text, texts } from '@vr/contracts/texts';
import { type CodeLabels, type ExcelColumn, codeColumn, codeLabels, timeColumn } from '../../platform/excel/columns.js';
import type { ExportKind } from '../../platform/exports/kind.js';
import { abnormalExport, abnormalWhere } from './abnormal.js';
import { alarmLogExport, alarmLogWhere } from './log.js';

const labelsOf = (coded: Record<string, { code: number; labels: Translations }>): CodeLabels =>
  Object.fromEntries(Object.values(coded).map((s) => [s.code, s.labels]));

const kindLabels = codeLabels('alarms:kind', ['fault', 'warning', 'offline', 'noSale', 'temperature', 'material']);

/** Minutes, whole, of a duration in seconds. */
const minutes = (seconds: number) => Math.round(seconds / 60);

const commonColumns = <Row extends AlarmLogRow | AbnormalRow>(): ExcelColumn<Row>[] => [
  { key: 'deviceCode', header: texts('alarms:field.deviceCode') },
  { key: 'deviceName', header: texts('alarms:field.deviceName') },
  { key: 'siteName', header: texts('alarms:field.site') },
  { key: 'customerName', header: texts('alarms:field.customer') },
  codeColumn<Row>('kind', texts('alarms:field.kind'), kindLabels, 12),
];

/** The alarm log export: the list's filters in the caller's scope, newest first. */
export const alarmLogExportKind: ExportKind<AlarmLogFilter, AlarmLogRow> = {
  kind: ALARM_EXPORT_KINDS.log,
  permission: ALARM_LOG_PERMS.export,
  query: alarmLogFilterSchema,
  fileName: texts('alarms:export.log'),
  async plan({ db, user, timeZone }, query) {
    const where = await alarmLogWhere(db, query, user, timeZone);
    return {
      columns: [
        ...commonColumns<AlarmLogRow>(),
        codeColumn('level', texts('alarms:field.level'), labelsOf(ALARM_LEVEL), 10),
        { key: 'code', header: texts('alarms:field.code'), width: 12 },
        { key: 'message', header: texts('alarms:field.message'), width: 40 },
        codeColumn('state', texts('alarms:field.state'), labelsOf(ALARM_STATE), 12),
        timeColumn('raisedTime', texts('alarms:field.raisedTime')),
        timeColumn('releasedTime', texts('alarms:field.releasedTime')),
        { key: 'durationSeconds', header: texts('alarms:field.duration'), width: 12, value: (r) => minutes(r.durationSeconds) },
        { key: 'releasedBy', header: texts('alarms:field.releasedBy') },
        { key: 'remark', header: texts('alarms:field.remark'), width: 40 },
      ],
      ...alarmLogExport(db, where),
    };
  },
};

/** What an abnormal row found, in the reader's language. */
export function abnormalDetailText(row: Pick<AbnormalRow, 'kind' | 'detail'>, lang: Lang): string {
  const d = row.detail;
  switch (row.kind) {
    case 'offline':
      return text(lang, 'alarms:detail.offline', { minutes: d.minutes ?? 0 });
    case 'noSale':
      return text(lang, 'alarms:detail.noSale', { hours: d.hours ?? 0 });
    case 'temperature':
      return text(lang, 'alarms:detail.temperature', { sensor: d.sensor ?? '', value: d.value ?? '' });
    default:
      return text(lang, 'alarms:detail.material');
  }
}

/** The device abnormal export: the list's filters in the caller's scope, newest first. */
export const abnormalExportKind: ExportKind<AbnormalFilter, AbnormalRow> = {
  kind: ALARM_EXPORT_KINDS.abnormal,
  permission: DEVICE_ABNORMAL_PERMS.export,
  query: abnormalFilterSchema,
  fileName: texts('alarms:export.abnormal'),
  async plan({ db, user, timeZone }, query) {
    const where = await abnormalWhere(db, query, user, timeZone);
    const system = texts('alarms:system');
    return {
      columns: [
        ...commonColumns<AbnormalRow>(),
        codeColumn('level', texts('alarms:field.level'), labelsOf(ABNORMAL_LEVEL), 10),
        { key: 'detail', header: texts('alarms:field.detail'), width: 36, value: (r, lang) => abnormalDetailText(r, lang) },
        codeColumn('state', texts('alarms:field.state'), labelsOf(ABNORMAL_STATE), 12),
        timeColumn('raisedTime', texts('alarms:field.raisedTime')),
        timeColumn('resolvedTime', texts('alarms:field.resolvedTime')),
        { key: 'durationSeconds', header: texts('alarms:field.duration'), width: 12, value: (r) => minutes(r.durationSeconds) },
        {
          key: 'resolvedBy',
          header: texts('alarms:field.resolvedBy'),
          value: (r, lang) => r.resolvedBy ?? (r.resolvedTime ? system[lang] : null),
        },
        { key: 'remark', header: texts('alarms:field.remark'), width: 40 },
      ],
      ...abnormalExport(db, where),
    };
  },
};
