import { useQueryClient } from '@tanstack/react-query';
import { Form } from 'antd';
import { type Key, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import type { ScreenContext, ScreenDefinition } from './screen';
import { defaultHiddenKeys, filtersToParams, searchFields } from './screen-search';
import { tableColumns } from './screen-columns';
import { useConfirmAction, useDeleteAction } from './use-delete-action';
import { useListQuery } from './use-list-query';
import { useRowActionsByRow } from './use-row-actions-by-row';

type Filters = Record<string, unknown>;

export interface ListScreenOptions {
  /** Filters the list starts with and returns to on reset. */
  initialFilters?: Filters;
  /** After an add, edit, delete or import (e.g. reload the dictionaries). */
  onChange?(): void;
  /**
   * Filters set by the page's own controls (a side tree): the filter bar's search and reset keep
   * their applied values.
   */
  pinned?: readonly string[];
}

/**
 * The state of one list screen from its definition: the query, selection, filter bar fields,
 * table columns with their actions, the open form and import dialog. `ListScreen` draws it;
 * a page with more on it uses this hook and the kit's parts itself.
 */
export function useListScreen<Row extends object, Query, S extends z.ZodType>(
  screen: ScreenDefinition<Row, Query, S>,
  { initialFilters, onChange, pinned }: ListScreenOptions = {},
) {
  const { t } = useTranslation([...screen.namespaces, 'common'] as never);
  const text = useCallback((key: string, options?: Record<string, unknown>) => String(t(key as never, options as never)), [t]);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const fields = useMemo(() => searchFields(screen.columns, screen.searchOrder), [screen.columns, screen.searchOrder]);
  const toParams = useMemo(() => filtersToParams(fields), [fields]);
  const defaultHidden = useMemo(() => defaultHiddenKeys(screen.columns), [screen.columns]);
  const query = useListQuery<Row, Filters>({
    key: screen.key,
    url: screen.endpoint.path,
    initialFilters,
    toParams,
    refetchInterval: screen.refetchInterval as number | ((rows: unknown[]) => number | false) | undefined,
  });
  const [searchForm] = Form.useForm();
  const [form] = Form.useForm();
  const [selected, setSelected] = useState<Key[]>([]);
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const confirm = useConfirmAction();
  const { refetch } = query;

  const afterChange = useCallback(() => {
    setSelected([]);
    refetch();
    for (const queryKey of screen.invalidates ?? []) void queryClient.invalidateQueries({ queryKey });
    onChange?.();
  }, [refetch, onChange, screen.invalidates, queryClient]);
  const { remove, rowKey } = screen;
  const removeRows = useCallback(
    (ids: Key[]) =>
      remove && 'call' in remove ? remove.call(ids) : Promise.reject(new Error('the screen deletes through remove.confirm')),
    [remove],
  );
  const standardDelete = useDeleteAction({ remove: removeRows, onDone: afterChange });

  const ctx = useMemo<ScreenContext<Row>>(
    () => ({
      text,
      navigate,
      queryClient,
      filters: query.filters,
      selected,
      afterChange,
      openForm: (row) => setEditing(row ?? 'new'),
      confirm,
      searchValues: () => searchForm.getFieldsValue() as Filters,
    }),
    [text, navigate, queryClient, query.filters, selected, afterChange, confirm, searchForm],
  );
  const { rows } = query;
  const confirmDelete = useCallback(
    (ids: Key[], name?: string) => {
      if (remove && 'confirm' in remove)
        remove.confirm(
          rows.filter((row) => ids.includes(row[rowKey] as Key)),
          ctx,
        );
      else standardDelete(ids, name);
    },
    [remove, rows, rowKey, ctx, standardDelete],
  );
  const screenColumns = useMemo(() => tableColumns(screen, ctx, { confirmDelete }), [screen, ctx, confirmDelete]);
  const columns = useRowActionsByRow({ screen, ctx, confirmDelete, columns: screenColumns });
  // The filter bar's search and reset; pinned filters keep their applied values.
  const { search: searchList, reset: resetList, filters } = query;
  const keptFilters = useCallback(() => Object.fromEntries((pinned ?? []).map((name) => [name, filters[name]])), [pinned, filters]);
  const search = useCallback((values: Filters) => searchList({ ...values, ...keptFilters() }), [searchList, keptFilters]);
  const reset = useCallback(() => (pinned ? searchList(keptFilters()) : resetList()), [pinned, searchList, resetList, keptFilters]);
  const selectable = screen.selectable ?? (screen.toolbar ?? []).includes('batchDelete');

  return {
    screen,
    text,
    ctx,
    query,
    searchForm,
    searchFields: fields,
    initialFilters,
    search,
    reset,
    columns,
    defaultHidden,
    selection: selectable ? { selectedRowKeys: selected, onChange: setSelected } : undefined,
    selected,
    confirmDelete,
    afterChange,
    form,
    editing: editing === 'new' ? null : editing,
    formOpen: editing !== null,
    closeForm: () => setEditing(null),
    importing,
    setImporting,
  };
}

export type ListScreenState<Row extends object> = ReturnType<typeof useListScreen<Row, unknown, z.ZodType>>;
