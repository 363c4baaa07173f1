import { OrderListPage } from './OrderListPage';

/** Orders → transaction orders (with totals and export). */
export function TransactionOrdersPage() {
  return <OrderListPage kind="transaction" />;
}
/** Orders → password-free payment details. */
export function FreePaymentOrdersPage() {
  return <OrderListPage kind="free" />;
}
/** Orders → shopping-cart orders. */
export function CartOrdersPage() {
  return <OrderListPage kind="cart" />;
}
/** Orders → order abnormal handling (lift exception). */
export function AbnormalOrdersPage() {
  return <OrderListPage kind="abnormal" />;
}
/** Orders → beverage test records. */
export function TestOrdersPage() {
  return <OrderListPage kind="test" />;
}
