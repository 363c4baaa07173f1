import { Form } from 'antd';
import { ListScreenForm } from './ListScreen';
import type { ListScreenState } from './use-list-screen';

function FormOnOwnStore<Row extends object>({ state }: { state: ListScreenState<Row> }) {
  const [form] = Form.useForm();
  return <ListScreenForm state={{ ...state, form }} />;
}

/**
 * The add/edit form of a screen on a new form store for each row opened: antd applies initial
 * values once per store, and the values a closed form leaves behind would hide the next row's.
 */
export function FreshListScreenForm<Row extends object>({ state }: { state: ListScreenState<Row> }) {
  const key = state.editing ? String(state.editing[state.screen.rowKey as keyof Row]) : 'new';
  return <FormOnOwnStore key={key} state={state} />;
}
