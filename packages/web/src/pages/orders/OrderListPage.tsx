import { useMemo, useState } from 'react';
import { FreshListScreenForm, ListPage, ListScreenSearch, ListScreenTable, useListScreen } from '../../components/list-page';
import { OrderDetailDrawer } from './OrderDetailDrawer';
import { type OrderListKind, orderScreen } from './order-screens';
import { OrderTotalsBar } from './OrderTotalsBar';

/** One order list: filters, (for transaction orders) the totals of the filtered set, the table and the detail drawer. */
export function OrderListPage({ kind }: { kind: OrderListKind }) {
  const [viewing, setViewing] = useState<number | null>(null);
  const screen = useMemo(() => orderScreen(kind, (row) => setViewing(row.id)), [kind]);
  const state = useListScreen(screen);
  return (
    <ListPage testId={screen.testId} search={<ListScreenSearch state={state} />}>
      {kind === 'transaction' && <OrderTotalsBar params={state.query.exportParams} />}
      <ListScreenTable state={state} />
      <FreshListScreenForm state={state} />
      <OrderDetailDrawer id={viewing} onClose={() => setViewing(null)} />
    </ListPage>
  );
}
