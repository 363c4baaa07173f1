export { SearchForm } from './SearchForm';
export { ListTable } from './ListTable';
export type { Selection } from './ListCards';
export { ColumnSettings } from './ColumnSettings';
export { RowActions, type RowAction } from './RowActions';
export { actionButtons, actionsColumnWidth, byPriority, ellipsisCell } from './column-fit';
export { FormDrawer } from './FormDrawer';
export { EXPORT_CENTRE_PATH, ExportButton, announceExportStarted } from './ExportButton';
export { ImportDialog } from './ImportDialog';
export { useListQuery, type ListQuery, type ListQueryOptions } from './use-list-query';
export { useConfirmAction, useDeleteAction } from './use-delete-action';
export { formName, isEmptyValue, requiredRule, toFormErrors, validateForm, zodRule } from './zod-form';
export { cleanFilters, splitRange, sortFromSorter } from './list-params';
export { saveBlob, stampedName } from './download';
export { DictRadio, DictSelect, DictTag, useDict, useRefreshDicts } from '../dict-tag';
export { ListPage } from './ListPage';
export { feedback } from './feedback';
export { AddButton, BatchDeleteButton } from './ToolbarButtons';
export { FreshListScreenForm, ListScreen, ListScreenForm, ListScreenImport, ListScreenSearch, ListScreenTable } from './ListScreen';
export { SearchSelect } from './SearchSelect';
export { RowStatusSwitch } from './RowStatusSwitch';
export { ScreenSearch } from './ScreenSearch';
export { useListScreen, type ListScreenOptions, type ListScreenState } from './use-list-screen';
export { useFormSubmit, type FormSubmitOptions } from './use-form-submit';
export {
  defineScreen,
  type CustomAction,
  type FormField,
  type RowActionSpec,
  type RowActionsByRow,
  type ColumnPriority,
  type ScreenColumn,
  type ScreenContext,
  type ScreenDefinition,
  type ScreenForm,
  type ScreenPermissions,
  type ScreenRemove,
  type ScreenRemoveConfirmed,
  type SearchSpec,
  type ToolbarSpec,
} from './screen';
export { useSchemaItems, type SchemaItemOptions } from './schema-items';
export { FormSection } from './FormSection';
export {
  codeColumn,
  nameColumn,
  createTimeColumn,
  customerColumn,
  dictColumn,
  idColumn,
  progressColumn,
  remarkColumn,
  statusColumn,
  statusSwitchColumn,
  yesNoColumn,
  type MachineReach,
  type StatusToggle,
} from './columns';
export { refreshCacheButton } from './toolbar-specs';
export { TreeTable, useTreeExpansion } from './TreeTable';
export { ChoiceSelect } from './ChoiceSelect';
export { FormErrors } from './FormErrors';
export { formModalProps } from './form-modal';
export { RemoveRowButton } from './RemoveRowButton';
export { formValuesOf, rowDrawerProps, saveRow } from './save-row';
export { NotConfirmed, confirmThenSend, type ConfirmSend } from './confirm-send';
