import { type TableColumnType, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import type { ColumnPriority } from './screen';

type Breakpoint = NonNullable<TableColumnType<unknown>['responsive']>[number];

const FROM: Record<ColumnPriority, Breakpoint[] | undefined> = {
  1: undefined,
  2: ['md'],
  3: ['xl'],
  4: ['xxl'],
};

/** The window widths a column of this priority shows at (antd `responsive`): undefined is always. */
export const byPriority = (priority: ColumnPriority = 2): Breakpoint[] | undefined => FROM[priority];

/** Whether a column is shown on a phone card: those that also show on tablets. */
export function onCard(column: { responsive?: Breakpoint[] }): boolean {
  const from = column.responsive;
  return !from || from.some((b) => b === 'xs' || b === 'sm' || b === 'md');
}

/** How many actions a row shows as buttons; the rest wait in its "More" menu. */
export const SHOWN_ROW_ACTIONS = 2;

/** Width of an actions column holding `buttons` small icon buttons. */
export const actionsColumnWidth = (buttons: number) => 24 + Math.max(1, buttons) * 30;

/** The buttons an actions column needs for `actions` defined actions (plus `extra` of its own). */
export const actionButtons = (actions: number, extra = 0) =>
  Math.min(actions, SHOWN_ROW_ACTIONS) + (actions > SHOWN_ROW_ACTIONS ? 1 : 0) + extra;

type Cell<Row> = (value: unknown, row: Row, index: number) => ReactNode;

/** A cell cut with "…" at the column's width that shows its whole content in a tooltip. */
export function ellipsisCell<Row>(render?: Cell<Row>): Cell<Row> {
  return (value, row, index) => {
    const content = render ? render(value, row, index) : (value as ReactNode);
    if (content === null || content === undefined || content === '') return content;
    return (
      <Tooltip title={content} placement="topLeft">
        <span>{content}</span>
      </Tooltip>
    );
  };
}
