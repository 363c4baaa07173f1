import type { TableColumnsType } from 'antd';
import { type Key, useMemo } from 'react';
import { usePermissionCheck } from '../authorized/use-permission';
import { RowActions } from './RowActions';
import type { ScreenContext, ScreenDefinition } from './screen';
import { rowActionsOf } from './screen-columns';

/** Permissions of the defined row actions; empty when one of them needs none. */
function actionPermissions<Row>(screen: ScreenDefinition<Row, unknown>): string[] {
  const needed = (screen.rowActions ?? []).map((spec) => {
    if (spec === 'edit') return screen.permissions.edit;
    if (spec === 'delete') return screen.permissions.remove;
    return spec.permission;
  });
  return needed.every(Boolean) ? (needed as string[]) : [];
}

interface ByRowInput<Row> {
  screen: ScreenDefinition<Row, unknown>;
  ctx: ScreenContext<Row>;
  confirmDelete(ids: Key[], name?: string): void;
  columns: TableColumnsType<Row>;
}

/**
 * The screen's table columns with `rowActionsByRow` applied: some rows offer only some actions,
 * or show something else in their place. The actions column is left out for a person who may use
 * none of the actions. Without `rowActionsByRow` the columns are returned as they are.
 */
export function useRowActionsByRow<Row extends object>({ screen, ctx, confirmDelete, columns }: ByRowInput<Row>): TableColumnsType<Row> {
  const byRow = screen.rowActionsByRow;
  const permissions = useMemo(() => actionPermissions(screen), [screen]);
  const check = usePermissionCheck();
  const visible = permissions.length === 0 || check(permissions);
  return useMemo(() => {
    if (!byRow) return columns;
    const { offers, instead } = byRow;
    return columns.flatMap((column) => {
      if (column.key !== 'actions') return [column];
      if (!visible) return [];
      const render = (_: unknown, row: Row) =>
        instead?.(row, ctx) ?? (
          <RowActions actions={rowActionsOf(screen, row, ctx, { confirmDelete }).filter((a) => offers?.(row, a.key) ?? true)} />
        );
      return [{ ...column, render }];
    });
  }, [columns, visible, byRow, screen, ctx, confirmDelete]);
}
