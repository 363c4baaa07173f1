import type { ListEndpoint } from '@vr/contracts';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { FlatNamespace } from 'i18next';
import type { Key, ReactNode } from 'react';
import type { NavigateFunction } from 'react-router';
import type { z } from 'zod';

/** The permissions a list screen checks; the toolbar and row actions follow them. */
export interface ScreenPermissions {
  list?: string;
  add?: string;
  edit?: string;
  remove?: string;
  export?: string;
  import?: string;
}

export interface SelectOption {
  value: string | number;
  /** An i18n key. */
  label: string;
}

/** How a column is searched in the filter bar. */
export type SearchSpec =
  | 'text'
  | 'org'
  | { type: 'text'; name?: string; label?: string }
  | { type: 'org'; name?: string; label?: string }
  | { type: 'dict'; dict: string; numeric?: boolean; name?: string; label?: string }
  | { type: 'select'; options: readonly SelectOption[]; name?: string; label?: string }
  /** A picker of two days sent as `from` and `to`. */
  | { type: 'dateRange'; from: string; to: string; name?: string; label?: string }
  /** Any input (it receives `value`/`onChange` from the form item). */
  | { type: 'custom'; input: ReactNode; name?: string; label?: string }
  /** Kept in the filters but not shown (set by other controls of the page). */
  | { type: 'hidden'; name?: string; label?: string };

/** How a cell shows its value. */
export type CellRender<Row> = 'dateTime' | { dict: string } | ((row: Row, ctx: ScreenContext<Row>) => ReactNode);

/**
 * How much a column matters when the window is narrow: 1 always shows (and makes a phone card),
 * 2 from tablets (768 px, the default), 3 from desktops (1200 px), 4 only on wide screens (1600 px).
 */
export type ColumnPriority = 1 | 2 | 3 | 4;

export interface ScreenColumn<Row> {
  /** The row field shown, the column's settings key and the server's sort field. */
  key: string;
  /** An i18n key. */
  label: string;
  width?: number;
  /** Which columns give way first on narrower windows (2 unless given). */
  priority?: ColumnPriority;
  sortable?: boolean;
  /** Cuts long text at the width with "…"; the whole text shows in a tooltip. */
  ellipsis?: boolean;
  fixed?: 'left' | 'right';
  align?: 'left' | 'center' | 'right';
  /** Hidden until the person shows it in the column settings. */
  hidden?: boolean;
  /** Only in the filter bar, not in the table. */
  searchOnly?: boolean;
  search?: SearchSpec;
  render?: CellRender<Row>;
}

/** What callbacks of a definition may use: translation, navigation and the list itself. */
export interface ScreenContext<Row> {
  /** Translates an i18n key of the screen's namespaces. */
  text(key: string, options?: Record<string, unknown>): string;
  navigate: NavigateFunction;
  queryClient: QueryClient;
  /** The applied filters. */
  filters: Record<string, unknown>;
  selected: Key[];
  /** Refetches the list, clears the selection and tells the page (`onChange`). */
  afterChange(): void;
  /** Opens the form: a row to edit, or null to add. */
  openForm(row: Row | null): void;
  /** Asks yes/no (the text is already translated), then runs the action. */
  confirm(content: string, action: () => Promise<unknown>): void;
  /** The values in the filter bar now, applied or not (e.g. the customer chosen there for a new row). */
  searchValues(): Record<string, unknown>;
}

export interface CustomAction<Row> {
  key: string;
  /** An i18n key. */
  label: string;
  icon?: ReactNode;
  /** Needed to see the action. */
  permission?: string;
  danger?: boolean;
  disabled?(row: Row): boolean;
  onClick(row: Row, ctx: ScreenContext<Row>): void;
}

/** 'edit' opens the form, 'delete' confirms and removes; the rest are the screen's own. */
export type RowActionSpec<Row> = 'edit' | 'delete' | CustomAction<Row>;

export interface ToolbarButtonSpec<Row> {
  /** Also the button's test id. */
  key: string;
  /** An i18n key. */
  label: string;
  icon?: ReactNode;
  permission?: string;
  primary?: boolean;
  onClick(ctx: ScreenContext<Row>): void;
}

/**
 * The toolbar in order: the standard buttons by name, then or between the screen's own; `'extra'`
 * is where the page's own `extra` of `ListScreenTable` goes (after everything when not placed).
 */
export type ToolbarSpec<Row> = 'add' | 'batchDelete' | 'export' | 'import' | 'extra' | ToolbarButtonSpec<Row>;

/** One field of the add/edit form; its rule is its part of the form's zod schema. */
export interface FormField<Row> {
  name: string;
  /** An i18n key. */
  label: string;
  /**
   * Marked required and, where the schema leaves it empty (the server decides), asked for on
   * submit with the others: "<label> is required", or the i18n key `requiredMessage`.
   */
  required?: boolean;
  requiredMessage?: string;
  /** text (default), a text area, a number, a dictionary radio group or select, the organisation tree, or any input. */
  input?:
    | 'text'
    | 'textarea'
    | 'number'
    | { dictRadio: string; numeric?: boolean }
    | { dictSelect: string; numeric?: boolean }
    | 'org'
    | ReactNode;
  /** The longest text the input lets through, with a counter (the schema still judges). */
  maxLength?: number;
  /** Lines of a text area (3 by default). */
  rows?: number;
  /** An i18n key of a hint under the field, or a function of the edited row. */
  extra?: string | ((row: Row | null) => string | undefined);
  disabled?(row: Row | null): boolean;
  /** The input's test id; `field-<name>` unless given (false: none). */
  testId?: string | false;
}

export interface ScreenForm<Row, S extends z.ZodType> {
  schema: S;
  /** An i18n key: what one row is called ("Parameter"), for the titles. */
  entity: string;
  fields: readonly FormField<Row>[] | ((row: Row | null) => ReactNode);
  /** The starting values: the edited row (default) or the values of a new one. */
  initialValues?(row: Row | null, ctx: ScreenContext<Row>): object;
  /**
   * An i18n key: the label of the customer (`orgId`) a new row belongs to, the form's first field,
   * chosen by the platform's accounts only (a customer's account works in its own) and fixed once saved.
   */
  customer?: string;
  create(values: z.output<S>): Promise<unknown>;
  update(row: Row, values: z.output<S>): Promise<unknown>;
  as?: 'drawer' | 'modal';
  size?: number;
}

export interface ScreenImport {
  /** An i18n key of what is imported. */
  entity: string;
  path: string;
  templatePath: string;
  templateName: string;
  maxRows: number;
  allowUpdate?: boolean;
  /** Once rows are refused, offer to import the good rows only (the import answers the rows it left out). */
  allowGoodRows?: boolean;
  /**
   * The customer (`orgId`) the rows go to, asked of the platform's accounts only (a customer's
   * account imports into its own); it starts at the customer chosen in the filter bar. i18n keys.
   */
  customer?: { label: string; extra: string; required: string };
}

/** Deleting rows: one call for the ids, confirmed by the kit naming the row (`name`) or the count. */
export interface ScreenRemove<Row> {
  call(ids: Key[]): Promise<unknown>;
  name(row: Row): string;
  disabled?(row: Row): boolean;
}

/** Deleting rows with a confirmation of the screen's own: it asks, calls, reports and then runs `ctx.afterChange()`. */
export interface ScreenRemoveConfirmed<Row> {
  confirm(rows: Row[], ctx: ScreenContext<Row>): void;
  disabled?(row: Row): boolean;
}

/** Row actions that depend on the row: some rows offer only some actions, or show something else in their place. */
export interface RowActionsByRow<Row> {
  /** Whether a row offers the action `key` (all of them unless said otherwise). */
  offers?(row: Row, key: string): boolean;
  /** Shown in place of the row's actions (e.g. a "built-in" tag); undefined shows the actions. */
  instead?(row: Row, ctx: ScreenContext<Row>): ReactNode;
}

/** Everything a list screen is: the kit draws the filter bar, toolbar, table, actions and form from it. */
export interface ScreenDefinition<Row, Query, S extends z.ZodType = z.ZodType> {
  /** The list call; the row type comes from it. */
  endpoint: ListEndpoint<Query, Row>;
  /** Cache key of the list (`['list', key]`). */
  key: string;
  /** Names the table in the saved column settings. */
  tableId: string;
  /** The page's test id. */
  testId?: string;
  /** The i18n namespaces of the labels (`'common'` is always loaded). */
  namespaces: readonly FlatNamespace[];
  rowKey: keyof Row & string;
  permissions: ScreenPermissions;
  columns: readonly ScreenColumn<Row>[];
  /** Filters shown while the filter bar is collapsed (3 by default). */
  searchVisible?: number;
  /** Filter names in the order the filter bar shows them when it differs from the columns' order. */
  searchOrder?: readonly string[];
  /** Row selection without the "Delete selected" button (for the page's own batch actions). */
  selectable?: boolean;
  /** Shown after the row's link buttons in the actions column. */
  rowExtra?(row: Row, ctx: ScreenContext<Row>): ReactNode;
  rowActions?: readonly RowActionSpec<Row>[];
  /**
   * Row actions by row (`offers`, `instead`); the actions column is then left out for a person
   * who may use none of the actions.
   */
  rowActionsByRow?: RowActionsByRow<Row>;
  /** The actions column's width when the kit's own (from the number of buttons) does not fit. */
  actionsWidth?: number;
  toolbar?: readonly ToolbarSpec<Row>[];
  /** Deleting rows ('delete', 'batchDelete'): one call for the ids, or a confirmation of the screen's own. */
  remove?: ScreenRemove<Row> | ScreenRemoveConfirmed<Row>;
  /**
   * The export: the server's kind (run in the export centre), or a create call of its own
   * (`url`); `confirm` (an i18n key) is asked first; `columnChoice` lets the user pick the columns.
   */
  export?: { kind: string; url?: string; confirm?: string; columnChoice?: boolean };
  import?: ScreenImport;
  form?: ScreenForm<Row, S>;
  /** Cached queries that are stale after an add, edit, delete or import (e.g. the dictionaries). */
  invalidates?: readonly QueryKey[];
  /** Fetches the current page again this often (ms), quietly; a function decides from the rows shown (false: no refresh). */
  refetchInterval?: number | ((rows: Row[]) => number | false);
  scrollX?: number;
}

/**
 * A screen as declared: the table's settings are named by the list's key unless `tableId` says
 * otherwise, and rows are keyed by their `id` unless `rowKey` says otherwise (required when the
 * row has no `id`).
 */
export type ScreenDeclaration<Row, Query, S extends z.ZodType = z.ZodType> = Omit<ScreenDefinition<Row, Query, S>, 'tableId' | 'rowKey'> & {
  tableId?: string;
} & ('id' extends keyof Row ? { rowKey?: keyof Row & string } : { rowKey: keyof Row & string });

/** Declares a screen; the row type is inferred from the endpoint. */
export function defineScreen<Row, Query, S extends z.ZodType = z.ZodType>(
  definition: ScreenDeclaration<Row, Query, S>,
): ScreenDefinition<Row, Query, S> {
  return { ...definition, tableId: definition.tableId ?? definition.key, rowKey: definition.rowKey ?? ('id' as keyof Row & string) };
}
