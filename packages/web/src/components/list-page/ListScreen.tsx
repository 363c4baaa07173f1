import { Form, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { OrgTreeSelect, useChoosesCustomer } from '../org-tree-select';
import { customerFormField } from './customer-field';
import { FormDrawer } from './FormDrawer';
import { ImportDialog } from './ImportDialog';
import { ListPage } from './ListPage';
import { ListTable } from './ListTable';
import type { ScreenDefinition } from './screen';
import { ScreenFormFields } from './ScreenFormFields';
import { ScreenSearch } from './ScreenSearch';
import { ScreenToolbar } from './ScreenToolbar';
import { type ListScreenOptions, type ListScreenState, useListScreen } from './use-list-screen';

/** The filter bar of a screen (nothing when no column is searchable). */
export function ListScreenSearch<Row extends object>({ state }: { state: ListScreenState<Row> }) {
  const { searchFields, searchForm, search, reset, initialFilters, screen, text } = state;
  if (searchFields.length === 0) return null;
  return (
    <ScreenSearch
      form={searchForm}
      fields={searchFields}
      onSearch={search}
      onReset={reset}
      initialValues={initialFilters}
      visible={screen.searchVisible}
      text={text}
    />
  );
}

/** The table of a screen with its toolbar; `extra` goes where the toolbar lists `'extra'`, else after the defined buttons. */
export function ListScreenTable<Row extends object>({ state, extra }: { state: ListScreenState<Row>; extra?: ReactNode }) {
  const { screen, query, columns, selection, defaultHidden } = state;
  const placed = screen.toolbar?.includes('extra') ?? false;
  return (
    <ListTable<Row, Record<string, unknown>>
      tableId={screen.tableId}
      rowKey={screen.rowKey}
      query={query}
      columns={columns}
      selection={selection}
      defaultHidden={defaultHidden}
      scrollX={screen.scrollX}
      toolbar={
        <>
          <ScreenToolbar state={state} extra={extra} />
          {!placed && extra}
        </>
      }
    />
  );
}

/** The add/edit drawer of a screen: create or update by whether a row is being edited. */
export function ListScreenForm<Row extends object>({ state }: { state: ListScreenState<Row> }) {
  const { screen, form, editing, formOpen, closeForm, afterChange, text, ctx } = state;
  const choosesCustomer = useChoosesCustomer();
  const spec = screen.form;
  if (!spec) return null;
  const fields =
    spec.customer && choosesCustomer && typeof spec.fields !== 'function'
      ? [customerFormField<Row>(spec.customer), ...spec.fields]
      : spec.fields;
  const entity = text(spec.entity);
  const initialValues = spec.initialValues ? spec.initialValues(editing, ctx) : (editing ?? {});
  return (
    <FormDrawer
      open={formOpen}
      entity={entity}
      editing={!!editing}
      form={form}
      schema={spec.schema}
      initialValues={initialValues}
      onClose={closeForm}
      as={spec.as}
      size={spec.size}
      onSubmit={async (values) => {
        if (editing) await spec.update(editing, values);
        else await spec.create(values);
        afterChange();
      }}
    >
      {typeof fields === 'function' ? fields(editing) : <ScreenFormFields schema={spec.schema} fields={fields} row={editing} text={text} />}
    </FormDrawer>
  );
}

/** The import dialog of a screen. */
export function ListScreenImport<Row extends object>({ state }: { state: ListScreenState<Row> }) {
  const choosesCustomer = useChoosesCustomer();
  const spec = state.screen.import;
  if (!spec) return null;
  const customer = spec.customer && choosesCustomer ? spec.customer : undefined;
  return (
    <ImportDialog
      open={state.importing}
      onClose={() => state.setImporting(false)}
      name={state.text(spec.entity)}
      url={spec.path}
      templateUrl={spec.templatePath}
      templateName={spec.templateName}
      maxRows={spec.maxRows}
      allowUpdate={spec.allowUpdate}
      allowGoodRows={spec.allowGoodRows}
      onDone={state.afterChange}
      fields={
        customer && (
          <Form.Item
            name="orgId"
            label={state.text(customer.label)}
            extra={state.text(customer.extra)}
            rules={[{ required: true, message: state.text(customer.required) }]}
          >
            <OrgTreeSelect />
          </Form.Item>
        )
      }
      initialValues={customer && state.importing ? { orgId: state.ctx.searchValues().orgId } : undefined}
    />
  );
}

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

interface ListScreenProps<Row extends object, Query, S extends z.ZodType> extends ListScreenOptions {
  screen: ScreenDefinition<Row, Query, S>;
  /** Shown above the table in its card (a note on what the list shows). */
  header?: ReactNode;
  /** The i18n key of a short note on what the list shows, in small grey text above the table. */
  note?: string;
}

/** A whole list screen from its definition: filter bar, toolbar, table, row actions, form and import. */
export function ListScreen<Row extends object, Query, S extends z.ZodType>({
  screen,
  header,
  note,
  ...options
}: ListScreenProps<Row, Query, S>) {
  const state = useListScreen(screen, options);
  return (
    <ListPage testId={screen.testId} search={<ListScreenSearch state={state} />}>
      {note && (
        <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 8 }}>
          {state.text(note)}
        </Typography.Paragraph>
      )}
      {header}
      <ListScreenTable state={state} />
      <FreshListScreenForm state={state} />
      <ListScreenImport state={state} />
    </ListPage>
  );
}
