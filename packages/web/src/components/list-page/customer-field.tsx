import { OrgTreeSelect } from '../org-tree-select';
import type { FormField } from './screen';

/** The customer a new row belongs to (`orgId`), chosen by the platform's accounts, fixed once saved. */
export function customerFormField<Row>(label: string): FormField<Row> {
  return { name: 'orgId', label, required: true, input: <OrgTreeSelect />, disabled: (row) => row !== null };
}
