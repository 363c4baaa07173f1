import { Space, type TableColumnsType } from 'antd';
import type { HTMLAttributes, Key } from 'react';
import { formatDateTime } from '../../utils/format';
import { DictTag } from '../dict-tag';
import { actionButtons, actionsColumnWidth, byPriority, ellipsisCell } from './column-fit';
import { type RowAction, RowActions } from './RowActions';
import type { CellRender, ScreenContext, ScreenDefinition } from './screen';

function cell<Row>(render: CellRender<Row> | undefined, ctx: ScreenContext<Row>) {
  if (!render) return undefined;
  if (render === 'dateTime') return (value: unknown) => formatDateTime(value as string | null);
  if (typeof render === 'function') return (_: unknown, row: Row) => render(row, ctx);
  return (value: unknown) => <DictTag dict={render.dict} value={value as string | number} />;
}

interface ActionHandlers {
  confirmDelete(ids: Key[], name?: string): void;
}

/** The row's actions: edit opens the form, delete confirms naming the row, the rest are the screen's. */
export function rowActionsOf<Row>(
  screen: ScreenDefinition<Row, unknown>,
  row: Row,
  ctx: ScreenContext<Row>,
  { confirmDelete }: ActionHandlers,
): RowAction[] {
  const { permissions, remove } = screen;
  return (screen.rowActions ?? []).map((spec): RowAction => {
    if (spec === 'edit') return { key: 'edit', permission: permissions.edit, onClick: () => ctx.openForm(row) };
    if (spec === 'delete')
      return {
        key: 'delete',
        permission: permissions.remove,
        disabled: remove?.disabled?.(row),
        onClick: () => confirmDelete([row[screen.rowKey] as Key], remove && 'name' in remove ? remove.name(row) : undefined),
      };
    return {
      key: spec.key,
      label: ctx.text(spec.label),
      icon: spec.icon,
      permission: spec.permission,
      danger: spec.danger,
      disabled: spec.disabled?.(row),
      onClick: () => spec.onClick(row, ctx),
    };
  });
}

/** The table columns of a screen: its shown columns, then the actions column when it has row actions. */
export function tableColumns<Row>(
  screen: ScreenDefinition<Row, unknown>,
  ctx: ScreenContext<Row>,
  handlers: ActionHandlers,
): TableColumnsType<Row> {
  const columns: TableColumnsType<Row> = screen.columns
    .filter((c) => !c.searchOnly)
    .map((c) => ({
      title: ctx.text(c.label),
      dataIndex: c.key,
      key: c.key,
      ...(c.sortable ? { sorter: true } : {}),
      ...(c.width ? { width: c.width } : {}),
      ...(c.ellipsis ? { ellipsis: { showTitle: false } } : {}),
      ...(c.fixed ? { fixed: c.fixed } : {}),
      ...(c.align ? { align: c.align } : {}),
      responsive: byPriority(c.priority),
      // Marks the header with the column's priority: the layout checks find the key columns by it.
      onHeaderCell: () => ({ 'data-priority': c.priority ?? 2 }) as HTMLAttributes<HTMLElement>,
      render: c.ellipsis ? ellipsisCell(cell(c.render, ctx)) : cell(c.render, ctx),
    }));
  if (!screen.rowActions?.length) return columns;
  return [
    ...columns,
    {
      title: ctx.text('common:field.actions'),
      key: 'actions',
      fixed: 'right',
      onHeaderCell: () => ({ 'data-column': 'actions' }) as HTMLAttributes<HTMLElement>,
      width: screen.actionsWidth ?? actionsColumnWidth(actionButtons(screen.rowActions.length, screen.rowExtra ? 1 : 0)),
      render: (_: unknown, row: Row) => {
        const actions = <RowActions actions={rowActionsOf(screen, row, ctx, handlers)} />;
        if (!screen.rowExtra) return actions;
        return (
          <Space size={2} style={{ flexWrap: 'nowrap' }}>
            <div style={{ flex: 'none', width: 'max-content' }}>{actions}</div>
            {screen.rowExtra(row, ctx)}
          </Space>
        );
      },
    },
  ];
}
