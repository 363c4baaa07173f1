import {
  CHANGE_KINDS,
  CHANGE_LOG_PERMS,
  type ChangeLogFilter,
  type ChangeLogRow,
  DEVICE_RECORD_EXPORT_KINDS,
  NETWORK_EVENTS,
  NETWORK_LOG_PERMS,
  type NetworkLogFilter,
  type NetworkLogRow,
  changeLogFilterSchema,
  networkLogFilterSchema,
} from '@vr/contracts';
import { text, texts } from '@vr/contracts/texts';
import { type ExcelColumn, codeColumn, codeLabels, timeColumn } from '../../platform/excel/columns.js';
import type { ExportKind } from '../../platform/exports/kind.js';
import { changeLogExport, changeLogWhere } from './change-log.js';
import { networkLogExport, networkLogWhere } from './network-log.js';

const machineColumns = <Row extends NetworkLogRow | ChangeLogRow>(): ExcelColumn<Row>[] => [
  { key: 'deviceCode', header: texts('deviceRecords:field.deviceCode') },
  { key: 'deviceName', header: texts('deviceRecords:field.deviceName') },
  { key: 'siteName', header: texts('deviceRecords:field.site') },
  { key: 'customerName', header: texts('deviceRecords:field.customer') },
];

/** The network log export: the list's filters in the caller's scope, newest first. */
export const networkLogExportKind: ExportKind<NetworkLogFilter, NetworkLogRow> = {
  kind: DEVICE_RECORD_EXPORT_KINDS.networkLog,
  permission: NETWORK_LOG_PERMS.export,
  query: networkLogFilterSchema,
  fileName: texts('deviceRecords:export.networkLog'),
  async plan({ db, user, timeZone }, query) {
    const where = await networkLogWhere(db, query, user, timeZone);
    return {
      columns: [
        timeColumn('time', texts('deviceRecords:field.time')),
        ...machineColumns<NetworkLogRow>(),
        codeColumn('event', texts('deviceRecords:field.event'), codeLabels('deviceRecords:event', NETWORK_EVENTS), 14),
        { key: 'signal', header: texts('deviceRecords:field.signal'), width: 10 },
        { key: 'ip', header: texts('deviceRecords:field.ip'), width: 18 },
        {
          key: 'durationSeconds',
          header: texts('deviceRecords:field.durationMinutes'),
          width: 14,
          value: (r) => (r.durationSeconds === null ? null : Math.round(r.durationSeconds / 60)),
        },
      ],
      ...networkLogExport(db, where),
    };
  },
};

/** The change log export: the list's filters in the caller's scope, newest first, texts in the requester's language. */
export const changeLogExportKind: ExportKind<ChangeLogFilter, ChangeLogRow> = {
  kind: DEVICE_RECORD_EXPORT_KINDS.changeLog,
  permission: CHANGE_LOG_PERMS.export,
  query: changeLogFilterSchema,
  fileName: texts('deviceRecords:export.changeLog'),
  async plan({ db, user, timeZone, lang }, query) {
    const where = await changeLogWhere(db, query, user, timeZone);
    return {
      columns: [
        timeColumn('time', texts('deviceRecords:field.time')),
        ...machineColumns<ChangeLogRow>(),
        codeColumn('kind', texts('deviceRecords:field.kind'), codeLabels('deviceRecords:kind', CHANGE_KINDS), 14),
        {
          key: 'actorName',
          header: texts('deviceRecords:field.operator'),
          value: (r, l) => r.actorName ?? text(l, `deviceRecords:actor.${r.actor}`),
        },
        { key: 'summary', header: texts('deviceRecords:field.summary'), width: 40 },
        { key: 'before', header: texts('deviceRecords:field.before'), width: 30 },
        { key: 'after', header: texts('deviceRecords:field.after'), width: 30 },
      ],
      ...changeLogExport(db, where, lang),
    };
  },
};
