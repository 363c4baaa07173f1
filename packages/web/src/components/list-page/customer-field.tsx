import { OrgTreeSelect } from '../org-tree-select';
import type { FormField } from './screen';

/**
 * The customer a new row belongs to (`orgId`), chosen by the platform's accounts, fixed once saved.
 * Left empty, the form says so on submit with the server's words, before anything is sent.
 */
export function customerFormField<Row>(label: string): FormField<Row> {
  return {
    name: 'orgId',
    label,
    required: true,
    requiredMessage: 'common:form.chooseCustomer',
    input: <OrgTreeSelect />,
    disabled: (row) => row !== null,
  };
}
