import type { FormInstance } from 'antd';
import type { z } from 'zod';
import { post, put } from '../../api/request';

/** Saves the values of a form to `url`: an edited row with PUT, a new one with POST. */
export const saveRow = (url: string, editing: boolean, values: unknown) => (editing ? put(url, values) : post(url, values));

interface RowDrawerOptions<S extends z.ZodType> {
  form: FormInstance;
  /** The shared contracts schema the values are checked with. */
  schema: S;
  /** The form's starting values. */
  initialValues: object;
  /** Values sent beside the form's own (the edited row's id). */
  hiddenValues?: Record<string, unknown>;
  /** Where the row is saved: PUT when editing, POST when adding. */
  url: string;
  /** The row edited; null adds one. */
  row: object | null;
  /** What one row is called (translated): "Add <entity>" or "Edit <entity>". */
  entity: string;
  size: number;
  onClose(): void;
  onSaved(): void;
  /** False while what the form sends is still loading: saving then does nothing. */
  ready?: boolean;
}

/**
 * The props of a FormDrawer holding a page's own add/edit form of one row: open, titled by the
 * entity, its form, schema and values, and saved to `url` before `onSaved`.
 */
export function rowDrawerProps<S extends z.ZodType>(options: RowDrawerOptions<S>) {
  const { url, row, entity, size, onClose, onSaved, ready = true, form, schema, initialValues, hiddenValues } = options;
  const editing = row !== null;
  return {
    open: true,
    form,
    schema,
    initialValues,
    ...(hiddenValues ? { hiddenValues } : {}),
    size,
    entity,
    editing,
    onClose,
    onSubmit: async (values: unknown) => {
      if (!ready) return;
      await saveRow(url, editing, values);
      onSaved();
    },
  };
}

/** A row as a form's starting values: the server's nulls become empty fields. */
export const formValuesOf = (row: object): Record<string, unknown> =>
  Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value ?? undefined]));
