import { post, put } from '../../api/request';

/** Saves the values of a form to `url`: an edited row with PUT, a new one with POST. */
export const saveRow = (url: string, editing: boolean, values: unknown) => (editing ? put(url, values) : post(url, values));

interface RowDrawerOptions {
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
 * The props of a FormDrawer holding a page's own add/edit form of one row (beside its form,
 * schema and values): open, titled by the entity, and saved to `url` before `onSaved`.
 */
export function rowDrawerProps({ url, row, entity, size, onClose, onSaved, ready = true }: RowDrawerOptions) {
  const editing = row !== null;
  return {
    open: true,
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
