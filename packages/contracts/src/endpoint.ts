import type { ListParams } from './list.js';

/**
 * A list call of the API: its path, plus the filters it takes and the rows it answers as types
 * only, so a screen built on it knows its row type without repeating it.
 */
export interface ListEndpoint<Query, Row> {
  readonly path: string;
  /** Carries the filter type; never set at run time. */
  readonly query?: Query;
  /** Carries the row type; never set at run time. */
  readonly row?: Row;
}

export function listEndpoint<Query, Row>(path: string): ListEndpoint<Query, Row> {
  return { path };
}

/** The filters of a list query schema's output, without paging and sorting. */
export type ListFilters<Q> = Omit<Q, keyof ListParams>;

export type RowOf<E> = E extends ListEndpoint<unknown, infer Row> ? Row : never;
export type QueryOf<E> = E extends ListEndpoint<infer Query, unknown> ? Query : never;
