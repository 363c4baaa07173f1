import { Progress, Tag, Tooltip } from 'antd';
import type { ScreenColumn, ScreenContext } from './screen';
import { RowStatusSwitch } from './RowStatusSwitch';

type More<Row> = Partial<ScreenColumn<Row>>;

/** A column of a dictionary's values: each shown as its tag, sortable, searched by choosing a value (`numeric`: sent as a number). */
export function dictColumn<Row>(key: string, label: string, dict: string, { numeric, ...more }: More<Row> & { numeric?: boolean } = {}) {
  const column: ScreenColumn<Row> = {
    key,
    priority: 1,
    label,
    sortable: true,
    render: { dict },
    search: { type: 'dict', dict, numeric },
    ...more,
  };
  return column;
}

/** Whether the row is in use (`sys_normal_disable`), shown and searched as the dictionary's tag. */
export const statusColumn = <Row,>(more: More<Row> = {}) =>
  dictColumn<Row>('status', 'common:field.status', 'sys_normal_disable', { numeric: true, width: 100, ...more });

/** When the row was made: date and time, sortable; shown from desktops on. */
export function createTimeColumn<Row>(more: More<Row> = {}) {
  const column: ScreenColumn<Row> = {
    key: 'createTime',
    priority: 3,
    label: 'common:field.createTime',
    sortable: true,
    width: 180,
    render: 'dateTime',
    ...more,
  };
  return column;
}

/** The customer (organisation) the row belongs to, searched in the organisation tree as `orgId`. */
export function customerColumn<Row>(label: string, more: More<Row> = {}) {
  const column: ScreenColumn<Row> = {
    key: 'orgName',
    priority: 2,
    label,
    sortable: true,
    width: 180,
    ellipsis: true,
    search: { type: 'org', name: 'orgId' },
    ...more,
  };
  return column;
}

/** The row's number: narrow, sortable, shown on wide screens only. */
export function idColumn<Row>(key: string, label: string, more: More<Row> = {}) {
  const column: ScreenColumn<Row> = { key, priority: 4, label, sortable: true, width: 90, ...more };
  return column;
}

/** The row's code, where the list's keyword search (the code or the names) sits: `keywordLabel` names that filter. */
export function codeColumn<Row>(key: string, label: string, keywordLabel: string, more: More<Row> = {}) {
  const column: ScreenColumn<Row> = {
    key,
    priority: 1,
    label,
    sortable: true,
    width: 150,
    search: { type: 'text', name: 'keyword', label: keywordLabel },
    ...more,
  };
  return column;
}

/** The row's name in the reader's language (the server answers it in the request's language), sortable. */
export function nameColumn<Row>(key: string, label: string, more: More<Row> = {}) {
  const column: ScreenColumn<Row> = { key, priority: 1, label, sortable: true, ellipsis: true, ...more };
  return column;
}

/** The row's remark, cut at the width; shown on wide screens only. */
export function remarkColumn<Row>(more: More<Row> = {}) {
  const column: ScreenColumn<Row> = { key: 'remark', priority: 4, label: 'common:field.remark', ellipsis: true, width: 200, ...more };
  return column;
}

/** A yes/no field of the row as a tag: green with the `yes` text, grey with the `no` text (i18n keys). */
export function yesNoColumn<Row>(key: keyof Row & string, label: string, [yes, no]: readonly [string, string], more: More<Row> = {}) {
  const column: ScreenColumn<Row> = {
    key,
    label,
    render: (row, ctx) => <Tag color={row[key] ? 'green' : 'default'}>{ctx.text(row[key] ? yes : no)}</Tag>,
    ...more,
  };
  return column;
}

export interface StatusToggle<Row> {
  /** Needed to change the status; without it the switch only shows it. */
  permission: string;
  /** The namespace of the confirmations `<ns>:confirm.enable` and `<ns>:confirm.disable` (they name the row). */
  ns: string;
  /** What the row is called, in the confirmation and the switch's accessible name. */
  name(row: Row): string;
  testId(row: Row): string;
  /** 0 enabled, 1 disabled (default: the row's `status`). */
  status?(row: Row): number;
  /** The row's status cannot change (built-in, one's own). */
  locked?(row: Row): boolean;
  /** Enables or disables the row, then refreshes what shows it. */
  change(row: Row, enable: boolean, ctx: ScreenContext<Row>): Promise<unknown>;
}

const rowStatus = (row: unknown) => Number((row as { status?: unknown }).status);

/** The status as a switch that enables or disables the row once the person confirms. */
export function statusSwitchColumn<Row>(toggle: StatusToggle<Row>, more: More<Row> = {}) {
  const { permission, ns, name, testId, status = rowStatus, locked, change } = toggle;
  const column: ScreenColumn<Row> = {
    key: 'status',
    priority: 1,
    label: 'common:field.status',
    width: 90,
    search: { type: 'dict', dict: 'sys_normal_disable' },
    render: (row, ctx) => (
      <RowStatusSwitch
        status={status(row)}
        permission={permission}
        locked={locked?.(row)}
        onChange={(enable) =>
          ctx.confirm(ctx.text(`${ns}:confirm.${enable ? 'enable' : 'disable'}`, { name: name(row) }), () => change(row, enable, ctx))
        }
        testId={testId(row)}
        name={name(row)}
      />
    ),
    ...more,
  };
  return column;
}

/** How far a delivery to machines got: its machines in all, done, ended (done or not), failed among them. */
export interface MachineReach {
  total: number;
  done: number;
  ended: number;
  failed: number;
}

const percentOf = (part: number, total: number) => (total ? Math.round((part / total) * 100) : 0);

/**
 * A delivery's progress over its machines: a bar of the ended machines with the done ones in green
 * (red once any failed), "done/total" beside it, `tooltip` (the counts in words) over it.
 */
export function progressColumn<Row>(
  key: string,
  label: string,
  reach: (row: Row) => MachineReach,
  tooltip: (row: Row, ctx: ScreenContext<Row>) => string,
  more: More<Row> = {},
) {
  const column: ScreenColumn<Row> = {
    key,
    priority: 1,
    label,
    width: 160,
    render: (row, ctx) => {
      const r = reach(row);
      return (
        <Tooltip title={tooltip(row, ctx)}>
          <Progress
            size="small"
            percent={percentOf(r.ended, r.total)}
            success={{ percent: percentOf(r.done, r.total) }}
            status={r.failed > 0 ? 'exception' : undefined}
            format={() => `${r.done}/${r.total}`}
            aria-label={ctx.text(label)}
          />
        </Tooltip>
      );
    },
    ...more,
  };
  return column;
}
