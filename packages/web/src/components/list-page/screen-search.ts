import type { ReactNode } from 'react';
import { splitRange } from './list-params';
import type { ScreenColumn, SearchSpec, SelectOption } from './screen';

/** One filter of the filter bar, resolved from a column. */
export type SearchField = { name: string; label: string } & (
  | { type: 'text' }
  | { type: 'org' }
  | { type: 'dict'; dict: string; numeric?: boolean }
  | { type: 'select'; options: readonly SelectOption[] }
  | { type: 'dateRange'; from: string; to: string }
  | { type: 'custom'; input: ReactNode }
  | { type: 'hidden' }
);

function resolve(column: ScreenColumn<never>, spec: SearchSpec): SearchField {
  const base = { name: column.key, label: column.label };
  if (spec === 'text' || spec === 'org') return { ...base, type: spec };
  const { name = base.name, label = base.label, ...rest } = spec;
  return { ...rest, name, label } as SearchField;
}

/** The filter bar of a screen: its searchable columns, in column order or in the `order` given (the rest after). */
export function searchFields<Row>(columns: readonly ScreenColumn<Row>[], order: readonly string[] = []): SearchField[] {
  const fields = columns.flatMap((c) => (c.search ? [resolve(c as ScreenColumn<never>, c.search)] : []));
  const rank = (f: SearchField) => (order.includes(f.name) ? order.indexOf(f.name) : order.length);
  return fields
    .map((f, i) => ({ f, i }))
    .sort((a, b) => rank(a.f) - rank(b.f) || a.i - b.i)
    .map(({ f }) => f);
}

/** Filters → query parameters: each date range becomes its two parameters. */
export function filtersToParams(
  fields: readonly SearchField[],
): ((filters: Record<string, unknown>) => Record<string, unknown>) | undefined {
  const ranges = fields.flatMap((f) => (f.type === 'dateRange' ? [f] : []));
  if (ranges.length === 0) return undefined;
  return (filters) => ranges.reduce((params, r) => splitRange(params, r.name, r.from, r.to), filters);
}

/** Column keys hidden until shown in the column settings. */
export function defaultHiddenKeys<Row>(columns: readonly ScreenColumn<Row>[]): string[] {
  return columns.filter((c) => c.hidden && !c.searchOnly).map((c) => c.key);
}
