import type { ColumnPriority, ScreenColumn } from '../../components/list-page';
import { moneyText } from './paths';

type CentsKey<Row> = { [K in keyof Row]: Row[K] extends number ? K : never }[keyof Row] & string;

/** An amount of the row in cents, shown as money of the row's currency, right-aligned. */
export function centsColumn<Row extends { currency: string }>(
  key: CentsKey<Row>,
  label: string,
  priority: ColumnPriority,
  width: number,
  more: Partial<ScreenColumn<Row>> = {},
): ScreenColumn<Row> {
  return { key, priority, label, width, align: 'right', render: (row) => moneyText(row[key] as number, row.currency), ...more };
}

/** The customer searched (the organisation tree), not shown as a column. */
export const customerSearch = <Row>(): ScreenColumn<Row> => ({
  key: 'customer',
  label: 'sharing:field.customer',
  searchOnly: true,
  search: { type: 'org', name: 'orgId' },
});

/** The days searched, as `beginTime` and `endTime`. */
export const periodSearch = <Row>(): ScreenColumn<Row> => ({
  key: 'range',
  label: 'sharing:field.period',
  searchOnly: true,
  search: { type: 'dateRange', from: 'beginTime', to: 'endTime' },
});
