import type { TableColumnsType } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { useHasPermission } from '../authorized/use-permission';
import { RowActions } from './RowActions';
import type { ScreenContext, ScreenDefinition } from './screen';
import { rowActionsOf } from './screen-columns';
import type { ListScreenState } from './use-list-screen';

export interface RowActionsByRow<Row> {
  /** Whether a row offers the action `key` (all of them unless said otherwise). */
  offers?(row: Row, key: string): boolean;
  /** Shown in place of the row's actions (e.g. a "built-in" tag); undefined shows the actions. */
  instead?(row: Row, ctx: ScreenContext<Row>): ReactNode;
}

/** Permissions of the defined row actions; empty when one of them needs none. */
function actionPermissions<Row>(screen: ScreenDefinition<Row, unknown>): string[] {
  const needed = (screen.rowActions ?? []).map((spec) => {
    if (spec === 'edit') return screen.permissions.edit;
    if (spec === 'delete') return screen.permissions.remove;
    return spec.permission;
  });
  return needed.every(Boolean) ? (needed as string[]) : [];
}

/**
 * The screen's table columns where the row actions depend on the row: some rows offer only
 * some actions, or show something else in their place. The actions column is left out for a
 * person who may use none of the actions.
 */
export function useRowActionsByRow<Row extends object>(
  state: ListScreenState<Row>,
  { offers, instead }: RowActionsByRow<Row>,
): TableColumnsType<Row> {
  const { screen, ctx, confirmDelete, columns } = state;
  const permissions = useMemo(() => actionPermissions(screen), [screen]);
  const anyAction = useHasPermission(permissions);
  const visible = permissions.length === 0 || anyAction;
  return useMemo(
    () =>
      columns.flatMap((column) => {
        if (column.key !== 'actions') return [column];
        if (!visible) return [];
        const render = (_: unknown, row: Row) =>
          instead?.(row, ctx) ?? (
            <RowActions actions={rowActionsOf(screen, row, ctx, { confirmDelete }).filter((a) => offers?.(row, a.key) ?? true)} />
          );
        return [{ ...column, render }];
      }),
    [columns, visible, instead, offers, screen, ctx, confirmDelete],
  );
}
