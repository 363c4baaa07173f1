import { EyeOutlined } from '@ant-design/icons';
import type { Key } from 'react';
import { del } from '../../../api/request';
import type { CustomAction, ScreenColumn } from '../../../components/list-page';

/** The entry's number, on wide screens only. */
export const logIdColumn = <Row,>(key: string, label: string, width: number): ScreenColumn<Row> => ({ key, priority: 4, label, width });

/** When the entry was written: always shown, sortable. */
export const logTimeColumn = <Row,>(key: string, label: string): ScreenColumn<Row> => ({
  key,
  priority: 1,
  label,
  sortable: true,
  width: 180,
  render: 'dateTime',
});

/** The days searched, as the two parameters `beginTime` and `endTime`. */
export const logRangeColumn = <Row,>(label: string): ScreenColumn<Row> => ({
  key: 'range',
  label,
  searchOnly: true,
  search: { type: 'dateRange', from: 'beginTime', to: 'endTime' },
});

/** How long the call took, in milliseconds. */
export const logDurationColumn = <Row extends { durationMs: number }>(label: string, priority: 3 | 4): ScreenColumn<Row> => ({
  key: 'durationMs',
  priority,
  label,
  sortable: true,
  width: 110,
  render: (row, ctx) => ctx.text('logs:ms', { value: row.durationMs }),
});

/** "View": opens the entry's detail. */
export const viewAction = <Row,>(permission: string, view: (row: Row) => void): CustomAction<Row> => ({
  key: 'view',
  label: 'common:action.view',
  icon: <EyeOutlined />,
  permission,
  onClick: (row) => view(row),
});

/** A log whose entries open in a detail. */
export interface ViewedLog<Row> {
  /** Needed to open an entry's detail. */
  permission: string;
  /** The log's calls: `<base>/<ids>` deletes, `<base>/<id>` reads one. */
  base: string;
  id(row: Row): number;
  /** What the export centre calls the log's export. */
  exportKind: string;
}

/** A log whose entries open in a detail: `base`, the path of its calls; `id`, an entry's number. */
export const viewedLog = <Row,>(permission: string, base: string, id: (row: Row) => number, exportKind: string): ViewedLog<Row> => ({
  permission,
  base,
  id,
  exportKind,
});

/** What a log with a detail offers: view and delete an entry, delete the chosen ones, clear all, export. */
export const viewedLogActions = <Row,>({ permission, base, id, exportKind }: ViewedLog<Row>, view: (row: Row) => void) => ({
  toolbar: ['batchDelete', 'extra', 'export'] as const,
  rowActions: [viewAction(permission, view), 'delete'] as const,
  remove: { call: (ids: Key[]) => del(`${base}/${ids.join(',')}`), name: (row: Row) => `#${id(row)}` },
  export: { kind: exportKind, columnChoice: true },
});
