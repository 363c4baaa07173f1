import type { FormField } from '../list-page';
import { useUserStore } from '../../stores/user';
import { OrgTreeSelect } from './OrgTreeSelect';

/** An account of a customer works in its own customer: only the platform's accounts choose one. */
export function useChoosesCustomer(): boolean {
  return useUserStore((s) => s.session?.userInfo.customerOrgId === null);
}

/** The customer a new row belongs to (`orgId`), chosen by the platform's accounts, fixed once saved. */
export function customerFormField<Row>(label: string): FormField<Row> {
  return { name: 'orgId', label, required: true, input: <OrgTreeSelect />, disabled: (row) => row !== null };
}
